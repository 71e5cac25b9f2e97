import type { ClientDirective } from "astro";
import { hydrateIsland } from "./load-island.ts";
import { holdClicks } from "./replay-click.ts";

/**
 * What shows that the visitor has started using the page: a press, a key, a focus, a turn of the
 * wheel. Not a mere move of the pointer: hydrating as it nears a button put React's work between
 * the press and the dialog it opens (the first click on / took 321 ms at 4× CPU).
 */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;

/**
 * A press or a key is not over when it starts: a button's click comes at the release (and a Space
 * key's at its keyup), and hydrating in between put the island's loading between the press and
 * what the click shows (a native dialog's first click on / took 192-221 ms at 4× CPU). After these
 * the island waits for one of the ends, or for the next sign that the visitor is on the page.
 */
const PRESSES: ReadonlySet<string> = new Set(["pointerdown", "touchstart", "keydown"]);
const PRESS_ENDS = ["pointerup", "pointercancel", "touchend", "touchcancel", "keyup", "wheel"] as const;

/**
 * `client:interaction="replay-click"`: for an island whose controls do nothing until React runs and
 * that waits for the visitor (`holdClicks`, ./replay-click.ts). A click in it before it has
 * hydrated, which the press or key that starts the hydration is always followed by, is held and
 * clicked again once it has. ("Try it live" hydrates as it comes near instead: ./near.ts.)
 */
const REPLAY_CLICK = "replay-click";

/**
 * `client:interaction`: the island loads and hydrates after the visitor's first interaction with
 * the page (a press or key once released), once what that interaction does is on screen (the next
 * frame). Until then the page runs
 * no React at all, so nothing blocks its first screen (Lighthouse's blocking time). Only islands
 * that work before they hydrate take it as it is: the demo dialogs and the header's menu are native
 * (a `<dialog>` opened by an invoker command, a popover), the footer's year is right until a new
 * year. An island whose controls need React takes it with `REPLAY_CLICK`: a visitor who clicks it
 * first would otherwise start its hydration with that click and lose it. Replaying is not the
 * default: the native controls have already done what their click asks, and a second click would
 * undo it (a popover toggles shut).
 */
const onInteraction: ClientDirective = (load, { value }, el) => {
  const clicks = value === REPLAY_CLICK ? holdClicks(el) : undefined;

  const hydrateAfterTheFrame = () => {
    for (const type of PRESS_ENDS) removeEventListener(type, hydrateAfterTheFrame, true);
    requestAnimationFrame(() =>
      setTimeout(async () => {
        await hydrateIsland(load);
        clicks?.replay();
      }),
    );
  };
  const start = (event: Event) => {
    for (const type of INTERACTIONS) removeEventListener(type, start, true);
    if (!PRESSES.has(event.type)) return hydrateAfterTheFrame();
    for (const type of PRESS_ENDS) {
      addEventListener(type, hydrateAfterTheFrame, { capture: true, passive: true });
    }
  };
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
};

export default onInteraction;

declare module "astro" {
  interface AstroClientDirectives {
    /** `true`, or `REPLAY_CLICK` for an island whose controls need React to do anything. */
    "client:interaction"?: boolean | typeof REPLAY_CLICK;
  }
}
