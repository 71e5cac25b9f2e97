import { startTransition, useEffect, useState } from "react";

/**
 * False in the prerendered HTML and during hydration, true once the page's script runs it. Forms stay
 * disabled until then: a submit before hydration would be the browser's own GET, with the password
 * in the URL, and text typed into a controlled field would be lost. The render after the first, not
 * a store with a server snapshot: Preact, which runs the islands (decision 0060), reads a store's
 * client snapshot even on the server, and would prerender the forms enabled.
 */
export function useHydrated(): boolean {
  return useAfterFirstRender();
}

/**
 * False in a component's first render and true in one soon after, for work that can wait until the
 * page is on screen and running: the pricing calls, the hydration signal. The second render is a
 * transition, so React runs it in slices after anything urgent. With a store snapshot that
 * differed from the server's, or a plain state update, React re-rendered
 * synchronously inside the hydration's commit task, which made that the longest task of /pricing
 * and the home page (docs/performance.md).
 */
export function useAfterFirstRender(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return done;
}
