import { type ReactNode, Suspense, useEffect } from "react";
import { useHydrated } from "./hydrated.ts";
import { useHydrationHold } from "./signal.ts";

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
export function PartBoundary({ minHeight, onHydrated, children }: PartBoundaryProps) {
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
