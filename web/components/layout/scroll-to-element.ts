/** How often a scroll is aimed again at a target that moved while it ran. */
const MAX_CORRECTIONS = 4;
/** A correction never follows later than this: the page is the visitor's again. */
const GIVE_UP_AFTER_MS = 6000;
/** What the visitor does to scroll on their own; each ends the corrections at once. */
const VISITOR_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/** Smooth, unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Scrolls an element to the top of the view (less its scroll margin) and aims again whenever the
 * scroll comes to rest elsewhere. The home page lays its sections out only as they come into view
 * (content-visibility: auto with an estimated height, app.css), so the sections a smooth scroll
 * passes grow or shrink under it: aimed at the target's first position, it ended more than a
 * screen above the contact form on a phone and past it on a desktop. Browsers without `scrollend`
 * get the first scroll only. Returns a function that stops the corrections.
 */
export function scrollToElement(target: Element, behavior: ScrollBehavior): () => void {
  let corrections = 0;
  const aim = () => target.scrollIntoView({ behavior, block: "start" });
  const onScrollEnd = () => {
    if (isInPlace(target) || ++corrections > MAX_CORRECTIONS) stop();
    else aim();
  };
  const giveUp = window.setTimeout(() => stop(), GIVE_UP_AFTER_MS);
  function stop() {
    window.clearTimeout(giveUp);
    window.removeEventListener("scrollend", onScrollEnd);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  }
  window.addEventListener("scrollend", onScrollEnd);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  aim();
  return stop;
}

/** Whether the element sits where `scrollIntoView` puts it, or as close as the page's end allows. */
function isInPlace(target: Element): boolean {
  const offset = target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop);
  const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  return Math.abs(offset) < 1 || (offset > 0 && atEnd);
}
