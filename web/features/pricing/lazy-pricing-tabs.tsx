import { lazy } from "react";
import { LazyPart } from "#web/lib/hydration/lazy-part.tsx";
import { LazyPartOnApproach } from "#web/lib/hydration/lazy-part-on-approach.tsx";
import type { PricingTabsProps } from "./pricing-tabs.tsx";

const PricingTabs = lazy(() =>
  import("./pricing-tabs.tsx").then((module) => ({ default: module.PricingTabs })),
);

/**
 * The pricing of the home page and /pricing: its code (the tabs, the plan cards, the billing switch
 * and TanStack Query for the pricing calls) loads beside the page's instead of before it, and React
 * hydrates the prerendered block in place once it has arrived (the 120 KiB budget for
 * the home page; docs/performance.md). On /pricing, imported with the page, the plans made the
 * page's module graph one task of about 100 ms (400 ms of Lighthouse's blocking time at 4×).
 */
export function LazyPricingTabs({
  belowTheFold = false,
  ...props
}: PricingTabsProps & {
  /** The home page's section, far below its first screen: loaded as it comes near (`LazyPartOnApproach`). */
  belowTheFold?: boolean;
}) {
  const Part = belowTheFold ? LazyPartOnApproach : LazyPart;
  return (
    <Part minHeight="48rem">
      <PricingTabs {...props} />
    </Part>
  );
}
