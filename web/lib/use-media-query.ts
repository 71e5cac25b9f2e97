import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following changes (a window resized, a phone turned). For parts
 * mounted after hydration: during hydration a store that differs from the server's (always false
 * here) makes React render again synchronously, inside the hydration's own task.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
