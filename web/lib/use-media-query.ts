import { useEffect, useState } from "react";

/**
 * Whether a media query matches, following changes (a window resized, a phone turned). False in the
 * prerendered HTML and in the first render, which must match it; read once the component has
 * mounted. A state set by an effect, not a store with a server snapshot, which Preact, running the
 * islands (decision 0060), does not take: it would read `window` while prerendering.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
