import { lazy } from "react";
import { LazyPart } from "#web/lib/hydration.tsx";

const PlansSection = lazy(() =>
  import("./plans-section.tsx").then((module) => ({ default: module.PlansSection })),
);

/**
 * The plans of the home page and /pricing: their code (the cards, the billing switch and TanStack
 * Query for the pricing calls) loads beside the page's instead of before it, and React hydrates the
 * prerendered cards in place once it has arrived (the web quality issue's 120 KiB for the home page;
 * docs/performance.md). On /pricing, imported with the page, it made the page's module graph one
 * task of about 100 ms (400 ms of Lighthouse's blocking time at 4×).
 */
export function LazyPlansSection() {
  return (
    <LazyPart minHeight="40rem">
      <PlansSection />
    </LazyPart>
  );
}
