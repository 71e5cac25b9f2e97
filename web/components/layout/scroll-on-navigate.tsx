import { useEffect } from "react";
import { useLocation } from "react-router";
import { timings } from "#contracts/constants.ts";

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
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    }, timings.hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}
