import { createRef, h, type Ref, render } from "preact";
import { useId } from "preact/hooks";
import { renderToString } from "preact-render-to-string";
import { afterEach, expect, it } from "vitest";
import { scopeIds } from "./id-scope.ts";
import "./react-semantics.ts";

/** The islands' renderer's own rules (./id-scope.ts, ./react-semantics.ts), in Preact as the islands run it. */
function LabelledField() {
  const id = useId();
  return h("p", null, h("label", { htmlFor: id }, "Email"), h("input", { id }));
}

function FieldButton({ ref, label }: { ref?: Ref<HTMLButtonElement>; label: string }) {
  return h("button", { ref, type: "button" }, label);
}

afterEach(() => {
  document.body.replaceChildren();
});

it("gives each island's ids a scope of their own, the same in the build's HTML and in the browser", () => {
  const first = renderToString(scopeIds(h(LabelledField, null), 1));
  const second = renderToString(scopeIds(h(LabelledField, null), 2));
  expect(first).toContain('id="P1-0"');
  expect(second).toContain('id="P2-0"');

  const island = document.createElement("div");
  document.body.append(island);
  render(scopeIds(h(LabelledField, null), 2), island);
  expect(island.querySelector("input")?.id).toBe("P2-0");
});

it("passes a function component its ref as a prop, as React 19 does", () => {
  const ref = createRef<HTMLButtonElement>();
  const island = document.createElement("div");
  document.body.append(island);
  render(h(FieldButton, { ref, label: "Send" }), island);
  expect(ref.current).toBe(island.querySelector("button"));
});

it("keeps React's hydration hint out of the HTML", () => {
  const html = renderToString(h("p", { suppressHydrationWarning: true }, "© 2026 Avatalk"));
  expect(html).toBe("<p>© 2026 Avatalk</p>");
});
