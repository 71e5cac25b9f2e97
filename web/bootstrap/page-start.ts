import {
  HYDRATE_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ON_INTENT,
  RENDERED_FROM_ID,
} from "#web/lib/hydration/attributes.ts";
import { reloadForNewBuild } from "#web/lib/reload-for-new-build.ts";

/**
 * What every prerendered page runs before React Router's own bootstrap: when its modules may start,
 * and what it does with the visitor's input until the page has hydrated. Compiled into one script
 * by scripts/scripts-after-paint.ts (esbuild, as web/widget/ is) and inlined into the page's module
 * script, which calls `readyToStart` and `reloadWhenGone` (decisions 0009, 0016, 0017, 0028).
 */

/** Calls `then` once the page has hydrated (the app's signal, web/lib/hydration/signal.ts). */
export function whenHydrated(then: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) {
    then();
    return;
  }
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  }).observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

/**
 * Controls the browser works itself (decision 0027): a `<summary>`, a popover's button, and a button
 * with an invoker command where the browser runs those.
 */
export function isNativeControl(target: EventTarget | null): boolean {
  const native =
    "command" in HTMLButtonElement.prototype
      ? "summary, [commandfor], [popovertarget]"
      : "summary, [popovertarget]";
  return target instanceof Element && target.closest(native) !== null;
}

/** The events React handles at once, which make it hydrate what they target first (decision 0028). */
const DISCRETE_EVENTS = [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "click",
  "auxclick",
  "keydown",
  "keypress",
  "keyup",
] as const;

/**
 * Until the page has hydrated, a press, click or key on a native control stops at the window, so
 * React, whose listeners sit on the document, does not hydrate the whole page in that event's task
 * before the browser's own effect (decision 0028). The default action is left alone.
 */
export function keepNativeControlsFromReact(): void {
  const stop = (event: Event) => {
    if (isNativeControl(event.target)) event.stopPropagation();
  };
  for (const type of DISCRETE_EVENTS) addEventListener(type, stop, true);
  whenHydrated(() => {
    for (const type of DISCRETE_EVENTS) removeEventListener(type, stop, true);
  });
}

/** Controls whose click or key React must see: held until the page has hydrated (decision 0016). */
const CONTROL =
  'button, summary, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], input[type="radio"], input[type="checkbox"], label';

function heldControl(target: EventTarget | null): Element | null {
  const found = target instanceof Element ? target.closest(CONTROL) : null;
  // Held, a native control's click would do nothing: the browser works it.
  if (!found || isNativeControl(found)) return null;
  if (found.localName !== "label") return found;
  const labelled = (found as HTMLLabelElement).control;
  return labelled instanceof HTMLInputElement && /^(?:radio|checkbox)$/.test(labelled.type) ? found : null;
}

/** Holds clicks and keys on controls until the page has hydrated, then gives them again. */
function holdUntilHydrated(): void {
  const held: (() => void)[] = [];
  const hold = (event: Event) => {
    const target = heldControl(event.target);
    if (!target) return;
    if (event.type === "click") {
      event.preventDefault();
      event.stopPropagation();
      held.push(() => (target as HTMLElement).click());
      return;
    }
    // Tab moves focus; Enter and Space become the click that is held.
    if (!(event instanceof KeyboardEvent) || ["Tab", "Enter", " "].includes(event.key)) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    held.push(() => target.dispatchEvent(new KeyboardEvent("keydown", init)));
  };
  addEventListener("click", hold, true);
  addEventListener("keydown", hold, true);
  whenHydrated(() => {
    removeEventListener("click", hold, true);
    removeEventListener("keydown", hold, true);
    for (const replay of held.splice(0)) replay();
  });
}

const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
  "click",
] as const;
const POINTER_ON_ITS_WAY = new Set(["pointerdown", "pointermove", "touchstart"]);
/** How long a pointer that moved or went down may take to click before the modules start anyway. */
const CLICK_WAIT_MS = 1000;

export type Intent = {
  /** Settles with the visitor's first interaction; undefined on a page that hydrates at once. */
  intent: Promise<void> | undefined;
  /** Settles it without an interaction (an API answer the page does not show, decision 0017). */
  hydrateNow: () => void;
};

/**
 * On a page that hydrates on the visitor's first interaction (decision 0016; the root layout writes
 * the attribute), `intent` settles on the first pointer, touch, key, focus, wheel or scroll event,
 * and clicks and keys on controls are held until the page has hydrated. Not before the frame
 * after the interaction: a tap's own effect (an answer unfolding, a dialog, the menu: the
 * browser's) is painted first. A pointer that is down or moving is on its way to a click: up to a
 * second for it. On any other page `intent` is undefined.
 */
export function waitForIntent(): Intent {
  if (document.documentElement.getAttribute(HYDRATE_ATTRIBUTE) !== ON_INTENT) {
    return { intent: undefined, hydrateNow: () => {} };
  }
  holdUntilHydrated();
  let settle = () => {};
  const intent = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const stopListening = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(settle));
  function start(event: Event): void {
    // The browser moves a resting pointer itself when the page lays out under it: no one moved it.
    if (event.type === "pointermove" && event instanceof MouseEvent && !event.movementX && !event.movementY) {
      return;
    }
    stopListening();
    if (!POINTER_ON_ITS_WAY.has(event.type)) {
      afterFrame();
      return;
    }
    let started = false;
    const afterClick = () => {
      if (started) return;
      started = true;
      removeEventListener("click", afterClick, true);
      afterFrame();
    };
    addEventListener("click", afterClick, { capture: true, passive: true });
    setTimeout(afterClick, CLICK_WAIT_MS);
  }
  for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
  return {
    intent,
    hydrateNow: () => {
      stopListening();
      settle();
    },
  };
}

/**
 * On a page rendered from API answers (decision 0017: /pricing), which names the calls and the
 * answers it shows: the calls are made, and an answer that is not the same JSON, an error, or no
 * answer at all hydrates the page without waiting for the visitor. Not before the paint: Lighthouse's
 * simulation then counted the calls' round trips in the largest paint (/pricing 1.36 → 1.50 s).
 */
export function checkRenderedFrom(hydrateNow: () => void): void {
  const data = document.getElementById(RENDERED_FROM_ID)?.textContent || "{}";
  for (const [path, shown] of Object.entries(JSON.parse(data) as Record<string, unknown>)) {
    fetch(path, { headers: { accept: "application/json" } })
      .then(async (response) => {
        const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
        if (!response.ok || !isJson || JSON.stringify(await response.json()) !== JSON.stringify(shown)) {
          hydrateNow();
        }
      })
      .catch(() => hydrateNow());
  }
}

/**
 * The page's load event and its first contentful paint as the browser reports it, which is when the
 * frame has reached the screen, then a task (decision 0009). A browser without paint timing waits
 * for `load` alone.
 */
export async function afterFirstPaint(): Promise<void> {
  await Promise.all([
    new Promise<void>((resolve) => {
      if (document.readyState === "complete") resolve();
      else addEventListener("load", () => resolve(), { once: true });
    }),
    new Promise<void>((resolve) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
        resolve();
        return;
      }
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    }),
  ]);
  await new Promise((resolve) => setTimeout(resolve));
}

/**
 * Settles when the page's modules may start: after its first paint and, on a page that waits for the
 * visitor, after the first interaction.
 */
export async function readyToStart(): Promise<void> {
  keepNativeControlsFromReact();
  const { intent, hydrateNow } = waitForIntent();
  await afterFirstPaint();
  checkRenderedFrom(hydrateNow);
  await intent;
}

/**
 * For the imports the bootstrap awaits: a chunk that is gone (a page kept open across a deploy)
 * loads the page again, with the new build (web/lib/reload-for-new-build.ts).
 */
export function reloadWhenGone(error: unknown): never {
  reloadForNewBuild();
  throw error;
}
