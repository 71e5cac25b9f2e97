import { lazy } from "react";
import { LazyPart } from "#web/lib/hydration.tsx";

const PlansSection = lazy(() =>
  import("./plans-section.tsx").then((module) => ({ default: module.PlansSection })),
);

/**
 * The home page's plans, far below its first screen: their code (the cards, the billing switch and
 * TanStack Query for the pricing calls) loads beside the page's instead of before it, and React
 * hydrates the prerendered cards in place once it has arrived (the web quality issue's 120 KiB for
 * the home page; docs/performance.md). /pricing, where the plans are the page, imports them directly.
 */
export function LazyPlansSection() {
  return (
    <LazyPart minHeight="40rem">
      <PlansSection />
    </LazyPart>
  );
}
