import type { ClientDirective } from "astro";

/**
 * What shows that the visitor has started using the page: a press, a key, a focus, a turn of the
 * wheel. Not a mere move of the pointer: hydrating as it nears a button put React's work between
 * the press and the dialog it opens (the first click on / took 321 ms at 4× CPU).
 */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;

/**
 * `client:interaction`: the island loads and hydrates after the visitor's first interaction with
 * the page, once what that interaction does is on screen (the next frame). Until then the page runs
 * no React at all, so nothing blocks its first screen (Lighthouse's blocking time). Only islands
 * that work before they hydrate take it: the demo dialogs and the header's menu are native (a
 * `<dialog>` opened by an invoker command, a popover), the footer's year is right until a new year,
 * and a button far below the first screen ("Try it live") is reached by scrolling, an interaction.
 */
const onInteraction: ClientDirective = (load) => {
  const start = () => {
    for (const type of INTERACTIONS) removeEventListener(type, start, true);
    requestAnimationFrame(() =>
      setTimeout(() => {
        void load().then((hydrate) => hydrate());
      }),
    );
  };
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
};

export default onInteraction;

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
  }
}
