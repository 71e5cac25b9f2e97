import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint.ts";
import onInteraction from "./interaction.ts";
import { hydrateIsland } from "./load-island.ts";

/** The calls a page's HTML was rendered from, by path, and the answer of each that it shows. */
export type RenderedFrom = Readonly<Record<string, unknown>>;

/**
 * Whether an answer is the one the page shows: a JSON answer whose body, parsed and written again,
 * is the same text. The same figures with their keys in another order count as different: a
 * needless hydration is the worst a plain comparison can cost, never a stale price.
 */
export async function answersAsShown(path: string, shown: unknown): Promise<boolean> {
  try {
    const response = await fetch(path, { headers: { accept: "application/json" } });
    const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
    return response.ok && isJson && JSON.stringify(await response.json()) === JSON.stringify(shown);
  } catch {
    return false;
  }
}

/**
 * `client:answers={renderedFrom}`: for an island rendered at build time from API answers (the
 * pricing tabs, drawn from the built-in catalogue). It makes those calls once the page has painted
 * (before it, Lighthouse's simulation counted their round trips in the largest paint) and hydrates
 * at once when any answer differs from the one shown, fails or never comes, so that the visitor
 * sees what the API says or why it could not; otherwise it waits for the visitor's first
 * interaction, as `client:interaction="replay-click"` does. The island's own queries then ask again, and the
 * browser answers them from its cache (the answers' `max-age`).
 */
const onInteractionUnlessAnswered: ClientDirective = (load, options, el) => {
  let hydration: Promise<void> | undefined;
  const hydrateOnce = () => {
    hydration ??= hydrateIsland(load);
    return hydration;
  };
  // A click before hydration is clicked again after it (`client:interaction="replay-click"`): the
  // tabs need React, and the billing switch's native radios are set back to the rendered Monthly
  // as React hydrates them (they are controlled). Clicking a tab or a radio again undoes nothing.
  onInteraction(async () => hydrateOnce, { ...options, value: "replay-click" }, el);
  // Astro types a directive's value as a string; it passes on whatever the page gave, as JSON.
  const renderedFrom = options.value as unknown as RenderedFrom;
  void afterFirstPaint().then(() => {
    for (const [path, shown] of Object.entries(renderedFrom)) {
      void answersAsShown(path, shown).then((same) => {
        if (!same) void hydrateOnce();
      });
    }
  });
};

export default onInteractionUnlessAnswered;

declare module "astro" {
  interface AstroClientDirectives {
    /** The calls the island was rendered from, by path, and the answer of each (`RenderedFrom`). */
    "client:answers"?: RenderedFrom;
  }
}
