import { type ReactNode, use, useCallback, useEffect, useRef, useState } from "react";
import { HYDRATED_ATTRIBUTE } from "./attributes.ts";
import { PartBoundary } from "./lazy-part.tsx";
import { isFirstHydration, useHydrationHold } from "./signal.ts";

/**
 * How near the viewport a part below the first screen comes before its code loads: a screen's
 * height ahead, so that it has hydrated by the time a scrolling visitor reaches it.
 */
const APPROACH_MARGIN = "100% 0px";

/** A promise that a part may render, with a synchronous view of whether it already may. */
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
