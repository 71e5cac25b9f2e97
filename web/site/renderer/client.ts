import { type ComponentType, h, hydrate, render } from "preact";
import { FIRST_ISLAND, scopeIds } from "./id-scope.ts";
import "./react-semantics.ts";
import { StaticHtml } from "./static-html.ts";

/** Hydrates one island: Astro calls this with the island's component and props once its directive says so. */
export default (element: HTMLElement) =>
  async (
    Component: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
    { default: children, ...slotted }: Record<string, string | undefined>,
    { client }: { client: string },
  ) => {
    if (!element.hasAttribute("ssr")) return;
    for (const [name, value] of Object.entries(slotted)) {
      props[name] = h(StaticHtml, { value: value ?? "", name });
    }
    const island = Number(element.getAttribute("prefix") ?? FIRST_ISLAND);
    const vnode = scopeIds(
      h(Component, props, children == null ? children : h(StaticHtml, { value: children })),
      island,
    );
    if (client === "only") {
      element.innerHTML = "";
      render(vnode, element);
    } else {
      hydrate(vnode, element);
    }
    element.addEventListener("astro:unmount", () => render(null, element), { once: true });
  };
