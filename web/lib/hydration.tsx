import {
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { type UIMatch, useMatches } from "react-router";
import {
  HYDRATE_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ON_INTENT,
  RENDERED_FROM_ID,
} from "./hydration-attributes.ts";

export { HYDRATED_ATTRIBUTE };

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
 * A route's `handle` when its page waits for the visitor's first interaction to hydrate (decision
 * 0016): a page whose prerendered HTML is whole and shows nothing new until the visitor does
 * something. A function decides from the page's loader data (a blog post, not the blog's not-found
 * view, which logs the missing path as it hydrates).
 *
 * `renderedFrom` is for a page whose HTML shows API answers as the build saw them (/pricing): each
 * call's path with the answer the page was rendered from. The calls are made once the page has
 * painted, and an answer that differs hydrates the page at once (decision 0017).
 */
export type HydrationHandle = {
  hydrateOnIntent: boolean | ((loaderData: unknown) => boolean);
  renderedFrom?: Readonly<Record<string, unknown>>;
};

function hydratesOnIntent(handle: Partial<HydrationHandle> | undefined, loaderData: unknown): boolean {
  const rule = handle?.hydrateOnIntent;
  return typeof rule === "function" ? rule(loaderData) : rule === true;
}

/** The deepest match's handle: the page's own route decides. */
function usePageHandle(): { handle: Partial<HydrationHandle> | undefined; loaderData: unknown } {
  const match: UIMatch | undefined = useMatches().at(-1);
  return { handle: match?.handle as Partial<HydrationHandle> | undefined, loaderData: match?.loaderData };
}

/** The attributes the root layout writes on <html> for such a page: the bootstrap reads them. */
export function useHydrationAttributes(): Record<string, string | undefined> {
  const { handle, loaderData } = usePageHandle();
  return hydratesOnIntent(handle, loaderData) ? { [HYDRATE_ATTRIBUTE]: ON_INTENT } : {};
}

/**
 * In the root layout's body: the calls and answers a page was rendered from (`renderedFrom`), as a
 * JSON data block that the bootstrap reads (decision 0017). `<` is escaped so no answer can end it.
 */
export function RenderedFrom() {
  const { handle, loaderData } = usePageHandle();
  if (!handle?.renderedFrom || !hydratesOnIntent(handle, loaderData)) return null;
  const json = JSON.stringify(handle.renderedFrom).replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={RENDERED_FROM_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, its `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

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

type PartBoundaryProps = { minHeight: string; onHydrated: () => void; children: ReactNode };

/**
 * The Suspense boundary of a lazily loaded part: the prerendered page shows the part itself; on a
 * client-side navigation an empty block of `minHeight` holds its place until its code has loaded,
 * so nothing below it moves. `onHydrated` runs once the part has hydrated.
 */
function PartBoundary({ minHeight, onHydrated, children }: PartBoundaryProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight }} />}>
      {children}
      <LazyPartReady release={onHydrated} />
    </Suspense>
  );
}

/** A lazily loaded part of the first screen: the signal waits for it. */
export function LazyPart({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const release = useHydrationHold();
  return (
    <PartBoundary minHeight={minHeight} onHydrated={release}>
      {children}
    </PartBoundary>
  );
}

/**
 * How near the viewport a part below the first screen comes before its code loads: a screen's
 * height ahead, so that it has hydrated by the time a scrolling visitor reaches it.
 */
const APPROACH_MARGIN = "100% 0px";

type Gate = { isOpen: boolean; opened: Promise<void>; open: () => void };

/**
 * Open from the start when prerendering (the page's HTML holds the part, ready to hydrate) and on a
 * client-side navigation: the page is already running, and a part that waited for the viewport
 * there would hold an empty block of its height while the router scrolls to an anchor below it
 * (/#contact), then push the anchor down when it grows into the part.
 */
function createGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((settle) => {
    resolve = settle;
  });
  const gate: Gate = {
    isOpen: typeof document === "undefined" || !isFirstHydration(),
    opened,
    open: () => {
      gate.isOpen = true;
      resolve();
    },
  };
  return gate;
}

function UntilOpen({ gate }: { gate: Promise<void> }): null {
  use(gate);
  return null;
}

/** Suspends until the gate opens: while hydrating, React keeps the prerendered part as it is. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  return gate.isOpen ? children : <UntilOpen gate={gate.opened} />;
}

/**
 * A `LazyPart` below the first screen (the home page's pricing and contact form): its code is
 * fetched, and the prerendered part hydrated in place, only once it comes within a screen of the
 * viewport. A page load then runs only the code of what is on screen; the rest was the home page's
 * longest tasks after hydration (docs/performance.md). Until then the part reads and scrolls as
 * prerendered, and its forms keep their submit buttons disabled (`useHydrated`). On a client-side
 * navigation it loads at once, as `LazyPart` does (`createGate`).
 *
 * The wrapper (`data-lazy-part`) carries `data-hydrated` once the part has hydrated, the part's own
 * form of the page's signal: a test that works a part below the fold scrolls to it and waits for
 * that. The page's signal waits for the part only when the page opens on it (/#contact).
 */
export function LazyPartOnApproach({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const [gate] = useState(createGate);
  const [hydrated, setHydrated] = useState(false);
  const releaseHold = useHydrationHold();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (gate.isOpen) return;
    const element = wrapper.current;
    if (element === null || typeof IntersectionObserver === "undefined") {
      gate.open();
      return;
    }
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        // The first report tells whether the page opened on the part; if not, the page is ready without it.
        if (first && !near) releaseHold();
        first = false;
        if (!near) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, releaseHold]);

  const release = useCallback(() => {
    setHydrated(true);
    releaseHold();
  }, [releaseHold]);

  return (
    <div ref={wrapper} data-lazy-part="" {...{ [HYDRATED_ATTRIBUTE]: hydrated ? "" : undefined }}>
      <PartBoundary minHeight={minHeight} onHydrated={release}>
        <Gated gate={gate}>{children}</Gated>
      </PartBoundary>
    </div>
  );
}
