import type { ClientDirective } from "astro";

/** A screen ahead: the island has loaded and hydrated by the time the visitor has scrolled to it. */
const AHEAD = "100% 0px";

/**
 * `client:approach`: for an island below the first screen whose controls need React (the integration
 * tabs of /how-it-works). It hydrates as it comes within a screen of the viewport, as
 * `client:visible` a screen ahead does, so that a visitor who scrolls to it finds it running; and a
 * click in it before it has hydrated (a visitor who lands beside it, `#integration`, and clicks at
 * once) is held and clicked again once it has, as `client:interaction="replay-click"` does, instead
 * of being lost. A click after the hydration reaches React alone.
 */
const onApproach: ClientDirective = (load, _options, el) => {
  let hydrated = false;
  let held: MouseEvent | undefined;
  const hold = (event: MouseEvent) => {
    if (!hydrated) held ??= event;
  };
  el.addEventListener("click", hold, { capture: true });
  const observer = new IntersectionObserver(
    async (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const hydrate = await load();
      await hydrate();
      hydrated = true;
      el.removeEventListener("click", hold, { capture: true });
      if (!held || held.defaultPrevented) return;
      const { target } = held;
      if (target instanceof Element && target.isConnected)
        target.dispatchEvent(new MouseEvent("click", held));
    },
    { rootMargin: AHEAD },
  );
  // The island is `display: contents`, without a box of its own: its children are what come into view.
  for (const child of el.children) observer.observe(child);
};

export default onApproach;

declare module "astro" {
  interface AstroClientDirectives {
    "client:approach"?: boolean;
  }
}
