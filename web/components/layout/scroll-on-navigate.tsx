import { useEffect } from "react";
import { useLocation } from "react-router";
import { timings } from "#contracts/constants.ts";
import { scrollToElement } from "./scroll-to-element.ts";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Spec §2: on every route change scroll smoothly to the top, or, when the URL has a hash, to the
 * element it names after 0.5 s (so the new page has rendered and revealed its sections).
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` makes a repeated click on the same link scroll again
  useEffect(() => {
    if (!hash) {
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
