/**
 * Runs in the measured page before its own scripts (bench/first-interaction.ts bundles it with
 * esbuild and adds it as an init script): notes the first `pointerdown`'s time stamp, then polls
 * each frame for the click's effect, and keeps a scroll the bench makes from the page's scripts.
 */

/** What the bench reads and writes on `window.__firstInteraction`. */
export type Probe = {
  /** Set by the bench before the click: what shows that the click worked. */
  effect?: { selector: string; text?: string };
  /** The `pointerdown` event's time stamp (when the input came), in the page's clock. */
  clickedAt?: number;
  /** When the first frame that renders the effect is done. */
  shownAt?: number;
  /** While true, scroll events stop at the window, before any listener of the page. */
  quietScroll: boolean;
};

const probe: Probe = { quietScroll: false };
Object.assign(window, { __firstInteraction: probe });

addEventListener(
  "scroll",
  (event) => {
    if (probe.quietScroll) event.stopImmediatePropagation();
  },
  { capture: true },
);

function effectVisible(): boolean {
  const effect = probe.effect;
  if (!effect) return false;
  return [...document.querySelectorAll(effect.selector)].some(
    (element) =>
      (effect.text === undefined || (element.textContent ?? "").includes(effect.text)) &&
      element.checkVisibility(),
  );
}

function poll(): void {
  if (!effectVisible()) {
    requestAnimationFrame(poll);
    return;
  }
  // This frame renders the effect: its rendering is done when the next task runs.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    probe.shownAt = performance.now();
  };
  channel.port2.postMessage(undefined);
}

addEventListener(
  "pointerdown",
  (event) => {
    if (probe.clickedAt !== undefined) return;
    probe.clickedAt = event.timeStamp;
    requestAnimationFrame(poll);
  },
  { capture: true },
);
