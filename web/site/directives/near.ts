import type { ClientDirective } from "astro";
import { hydrateIsland } from "./load-island.ts";
import { holdClicks } from "./replay-click.ts";

/** A screen ahead, as the pricing tabs' and the contact form's `client:visible` (web/site/pages/). */
const DEFAULT_ROOT_MARGIN = "100% 0px";

/**
 * `client:near`: Astro's `client:visible` for an island whose controls do nothing until React runs
 * ("Try it live"). It loads and hydrates as it comes within `rootMargin` of the viewport (a screen
 * ahead unless told), so a visitor who scrolls to it finds it ready and their first click takes
 * effect at once; and a click in it before it has hydrated (a visitor who lands beside it, on
 * `/#how-it-works`, and clicks at once, while it loads) is held and clicked again once it has.
 */
const onNear: ClientDirective = (load, { value }, el) => {
  const clicks = holdClicks(el);
  // Typed as a string, but an object when the page gives one (Astro's `client:visible` reads it so).
  const options: unknown = value;
  const rootMargin =
    typeof options === "object" &&
    options !== null &&
    "rootMargin" in options &&
    typeof options.rootMargin === "string"
      ? options.rootMargin
      : DEFAULT_ROOT_MARGIN;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void (async () => {
        await hydrateIsland(load);
        clicks.replay();
      })();
    },
    { rootMargin },
  );
  // The island itself is `display: contents`, without a box to intersect: its children have one.
  for (const child of el.children) observer.observe(child);
};

export default onNear;

declare module "astro" {
  interface AstroClientDirectives {
    /** `true`, or `{ rootMargin }` for how far ahead of the viewport it hydrates. */
    "client:near"?: boolean | { rootMargin: string };
  }
}
