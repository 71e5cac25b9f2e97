import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint.ts";
import { hydrateIsland } from "./load-island.ts";

/**
 * `client:painted`: the island loads and hydrates once the page has painted (its load event and
 * first contentful paint, then a task), without waiting for the visitor. For a form that is its
 * page's purpose (the account pages, decision 0059): ready before the first press, as React
 * Router's pages were once they had painted. `client:idle` asked for the island's code while the
 * page still parsed, and Lighthouse's simulation counted those downloads in the first paint
 * (`/sign_in` FCP 1,114 ms and LCP 1,664 ms, over the 1,500 ms budget).
 */
const onPainted: ClientDirective = (load) => {
  void afterFirstPaint().then(() => hydrateIsland(load));
};

export default onPainted;

declare module "astro" {
  interface AstroClientDirectives {
    "client:painted"?: boolean;
  }
}
