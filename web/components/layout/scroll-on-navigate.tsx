import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { timings } from "#contracts/constants.ts";
import { HYDRATED_ATTRIBUTE } from "#web/lib/hydration/attributes.ts";
import { scrollBehavior, scrollToElement } from "./scroll-to-element.ts";

/**
 * docs/product.md §Routes: on every route change scroll smoothly to the top, or, when the URL has a hash, to the
 * element it names after 0.5 s (so the new page has rendered and revealed its sections).
 *
 * Not on the document's own first render without a hash: that is no route change, and the browser
 * has placed the page already, at the top, where a reload left it, or where the visitor has
 * scrolled before the page hydrated (decision 0016), which a jump to the top took from them.
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const documentLoad = useRef(
    typeof document !== "undefined" && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` makes a repeated click on the same link scroll again
  useEffect(() => {
    const placedByTheBrowser = documentLoad.current;
    documentLoad.current = false;
    if (!hash) {
      if (placedByTheBrowser) return;
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    let stopScrolling: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) stopScrolling = scrollToElement(target, scrollBehavior());
    }, timings.hashScrollDelayMs);
    return () => {
      window.clearTimeout(timer);
      stopScrolling?.();
    };
  }, [pathname, hash, key]);
  return null;
}
