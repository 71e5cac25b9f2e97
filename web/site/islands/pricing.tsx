import { PricingTabs, type PricingTabsProps } from "#web/features/pricing/pricing-tabs.tsx";
import { Island } from "./island.tsx";

/** The pricing tabs: the plans from the pricing API, the built-in catalogue until it answers or when it fails. */
export function PricingIsland(props: PricingTabsProps) {
  return (
    <Island>
      <PricingTabs {...props} />
    </Island>
  );
}
