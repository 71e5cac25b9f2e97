import type { SSRResult } from "astro";
import { type ComponentType, h } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { FIRST_ISLAND, scopeIds } from "./id-scope.ts";
import "./react-semantics.ts";
import { StaticHtml } from "./static-html.ts";

type Slots = Record<string, string | undefined>;
type Metadata = { hydrate?: string; astroStaticSlot?: boolean } | undefined;

/** Islands rendered so far, per page: the next one's id scope. */
const islandsOf = new WeakMap<SSRResult, number>();

function nextIsland(result: SSRResult): number {
  const island = islandsOf.get(result) ?? FIRST_ISLAND;
  islandsOf.set(result, island + 1);
  return island;
}

/** `client:*` slot names arrive kebab-cased; our components' props are camel-cased. */
const propName = (slot: string) =>
  slot.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

async function renderToStaticMarkup(
  this: { result: SSRResult },
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Slots,
  metadata: Metadata,
) {
  // A component rendered at build time only keeps its slots out of Astro's island script.
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  const slots = Object.fromEntries(
    Object.entries(slotted).map(([name, value]) => [
      propName(name),
      h(StaticHtml, { hydrate, value: value ?? "", name: propName(name) }),
    ]),
  );
  const island = nextIsland(this.result);
  const vnode = h(
    Component,
    { ...props, ...slots },
    children == null ? children : h(StaticHtml, { hydrate, value: children }),
  );
  const html = await renderToStringAsync(scopeIds(vnode, island));
  return { attrs: { prefix: String(island) }, html };
}

export default {
  name: "preact-islands",
  // The only renderer of the static pages: every function component is ours to render.
  check: (Component: unknown) => typeof Component === "function",
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
