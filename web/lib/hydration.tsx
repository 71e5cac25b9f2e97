import {
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from "react";

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

/**
 * The one signal that a page is interactive (the web quality issue): `data-hydrated` on <html>,
 * which end-to-end tests wait for before they interact (e2e/support/test.ts). It is set once React
 * has hydrated the page *and* every lazily loaded part of it that the prerendered HTML already
 * shows (an account form), each after the render that follows its hydration, in which forms enable
 * their controls (`useHydrated`). Before that, a click or a key press may do nothing.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Lazy parts of the first screen still hydrating, by their useId (stable under StrictMode). */
const waiting = new Set<string>();
let rootHydrated = false;

function signalWhenReady(): void {
  if (rootHydrated && waiting.size === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}

const isFirstHydration = () =>
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

function LazyPartReady({ release }: { release: () => void }): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) release();
  }, [hydrated, release]);
  return null;
}

/**
 * A Suspense boundary around a lazily loaded part of the first screen: the signal waits for it. The
 * prerendered page shows the part itself; on a client-side navigation an empty block of
 * `minHeight` holds its place until its code has loaded, so nothing below it moves.
 */
export function LazyPart({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const release = useHydrationHold();
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight }} />}>
      {children}
      <LazyPartReady release={release} />
    </Suspense>
  );
}
