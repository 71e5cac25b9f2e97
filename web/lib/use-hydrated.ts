import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. Forms stay
 * disabled until then: a submit before hydration would be the browser's own GET, with the password
 * in the URL, and text typed into a controlled field would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
