import { timings } from "#contracts/constants.ts";
import { scrollBehavior, scrollToElement } from "./scroll-to-element.ts";

/**
 * docs/product.md §Routes on a static page. A link from another page to one of this page's sections
 * (`/#contact`) loads the page as a document, and the browser places it at once, while the sections
 * above still have their estimated height (content-visibility, app.css): under load it was left a
 * section's margin off (the contact form under the header). So the page scrolls to the element the
 * hash names after 0.5 s, and aims again until it is in place; the visitor's own scrolling stops it.
 */
export function scrollToHashAfterLoad(): void {
  if (!location.hash) return;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // a malformed escape names no element of ours
  }
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (target) scrollToElement(target, scrollBehavior());
  }, timings.hashScrollDelayMs);
}
