import { useCallback, useEffect, useId, useState } from "react";
import { HYDRATED_ATTRIBUTE } from "./attributes.ts";
import { useAfterFirstRender } from "./hydrated.ts";

/**
 * The page's hydration signal (`HYDRATED_ATTRIBUTE` on <html>): set once the page itself and every
 * lazily loaded part of its first screen have hydrated. Module state, as there is one page per
 * document load.
 */

/** Lazy parts of the first screen still hydrating, by their useId (stable under StrictMode). */
const waiting = new Set<string>();
let rootHydrated = false;

function signalWhenReady(): void {
  if (rootHydrated && waiting.size === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}

/** Whether the document is hydrating its prerendered page, not yet signalled: false when prerendering. */
export const isFirstHydration = () =>
  typeof document !== "undefined" && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/**
 * In the root layout: the page itself has hydrated. Its transition comes after the synchronous
 * re-render in which forms that use `useHydrated` enable their controls, so the signal follows it.
 */
export function HydrationSignal(): null {
  const hydrated = useAfterFirstRender();
  useEffect(() => {
    if (!hydrated) return;
    rootHydrated = true;
    signalWhenReady();
  }, [hydrated]);
  return null;
}

/**
 * Holds the signal back until the returned `release` is called: for a part of the first screen
 * that hydrates after the page, once its code has loaded (`LazyPart`: the account forms, the home
 * page's contact form).
 */
export function useHydrationHold(): () => void {
  const id = useId();
  useState(() => {
    if (isFirstHydration()) waiting.add(id);
  });
  return useCallback(() => {
    waiting.delete(id);
    signalWhenReady();
  }, [id]);
}
