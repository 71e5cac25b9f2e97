import { Info } from "lucide-react";
import { useState } from "react";
import { pricingCopy } from "#content/pricing.ts";
import { BillingToggle } from "./billing-toggle.tsx";
import { type BillingPeriod, maxDiscount } from "./build-plans.ts";
import { PlanCard } from "./plan-card.tsx";
import { usePlans } from "./use-plans.ts";

/** The one plans component of /pricing and the home #pricing section (issue: pricing). */
export function PlansSection() {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const { plans, notices } = usePlans();
  return (
    <div>
      <div className="flex justify-center">
        <BillingToggle value={period} onChange={setPeriod} savePercent={maxDiscount(plans)} />
      </div>
      <div role="status" className="mt-4 min-h-6 text-center text-sm text-slate-500">
        {notices.length > 0 ? (
          <span className="inline-flex items-center gap-1.5">
            <Info aria-hidden="true" className="size-4" />
            {notices.join(" ")} {pricingCopy.fallbackNotice}
          </span>
        ) : null}
      </div>
      <div className="mx-auto mt-8 grid max-w-6xl items-start gap-8 lg:grid-cols-3 lg:items-center lg:gap-6">
        {plans.map((plan) => (
          <PlanCard key={plan.key} plan={plan} period={period} />
        ))}
      </div>
    </div>
  );
}
