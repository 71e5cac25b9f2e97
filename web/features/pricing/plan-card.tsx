import { Check, Minus } from "lucide-react";
import { memo } from "react";
import { pricingCopy } from "#content/pricing.ts";
import { homeSectionPath, homeSections } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatEuro } from "#web/lib/format.ts";
import { appLinks } from "#web/lib/hosts.ts";
import type { BillingPeriod, DisplayedPlan } from "./build-plans.ts";

/**
 * One plan: title, price for the chosen period, features with included marks, call to action.
 * Memoised: the API's answer usually equals the catalogue the page was prerendered with.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  period,
}: {
  plan: DisplayedPlan;
  period: BillingPeriod;
}) {
  const titleId = `plan-${plan.key}-title`;
  const price = plan.price;
  const amount = price ? (period === "yearly" ? price.yearly : price.monthly) : undefined;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-3xl bg-white p-8 transition-shadow",
        plan.isPopular
          ? "shadow-lift ring-2 ring-brand-600 lg:-my-4 lg:py-12"
          : "shadow-soft ring-1 ring-slate-200 hover:shadow-lift",
      )}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-gradient px-4 py-1 text-xs font-semibold tracking-wide text-white shadow-soft">
          {pricingCopy.mostPopular}
        </p>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold">
        {plan.title}
      </h3>
      <p className="mt-2 min-h-12 text-sm leading-6 text-slate-600">{plan.description}</p>
      <div className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-semibold tracking-tight text-slate-950 tabular-nums">
          {amount === undefined ? pricingCopy.customPrice : formatEuro(amount)}
        </span>
        {amount !== undefined ? (
          <span className="text-sm font-medium text-slate-500">{pricingCopy.perMonth}</span>
        ) : null}
      </div>
      <p className="mt-2 flex h-6 items-center gap-2 text-sm text-slate-500">
        {price === undefined
          ? pricingCopy.customPeriod
          : period === "yearly"
            ? pricingCopy.billedYearly
            : pricingCopy.billedMonthly}
        {price && period === "yearly" && price.discount > 0 ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
            {pricingCopy.save(Math.round(price.discount))}
          </span>
        ) : null}
      </p>
      <Button asChild variant={plan.isPopular ? "primary" : "secondary"} className="mt-8 w-full">
        {plan.key === "enterprise" ? (
          <SmartLink href={homeSectionPath(homeSections.contact)}>{plan.ctaText}</SmartLink>
        ) : (
          <SmartLink href={appLinks.signUp} newTab>
            {plan.ctaText}
          </SmartLink>
        )}
      </Button>
      <ul className="render-near-screen mt-8 space-y-3 border-t border-slate-100 pt-8 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.text} className={cn("flex gap-3", !feature.included && "text-slate-500")}>
            {feature.included ? (
              <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            ) : (
              <Minus aria-hidden="true" className="size-5 shrink-0 text-slate-300" />
            )}
            <span>
              <span className="sr-only">
                {feature.included ? pricingCopy.included : pricingCopy.notIncluded}:{" "}
              </span>
              {feature.text}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
});
