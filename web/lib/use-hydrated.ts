import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

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

/**
 * False in a component's first render and true in one soon after, for work that can wait until the
 * page is on screen and running: the pricing calls, the hydration signal. The second render is a
 * transition, so React runs it in slices after anything urgent. With `useHydrated` (a store
 * snapshot that differs from the server's) or a plain state update, React re-rendered
 * synchronously inside the hydration's commit task, which made that the longest task of /pricing
 * and the home page (docs/performance.md).
 */
export function useAfterFirstRender(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return done;
}
