import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { portalCopy } from "#content/portal.ts";
import { homeSectionPath, homeSections } from "#contracts/paths.ts";
import {
  BILLING_PERIODS,
  type BillingPeriod,
  formatEuros,
  PLAN_NAMES,
  type PlanSummary,
  SELF_SERVICE_PLANS,
  type SelfServicePlan,
} from "#contracts/plans.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { cn } from "#web/lib/cn.ts";
import { quoteQuery, useChangePlan } from "./plan-api.ts";

const copy = portalCopy.planPage;

function Choice<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              option.value === value
                ? "bg-white text-brand-700 shadow-sm"
                : "text-slate-600 hover:text-slate-950",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Choosing Basic or Pro, monthly or yearly, with the prorated amount before confirming. */
export function SwitchPlanCard({ summary }: { summary: PlanSummary }) {
  const name = useId();
  const [plan, setPlan] = useState<SelfServicePlan>(summary.plan === "basic" ? "basic" : "pro");
  const [billingPeriod, setBillingPeriod] = useState<BillingPeriod>(summary.billingPeriod ?? "monthly");
  const change = useChangePlan();
  const unchanged = summary.plan === plan && summary.billingPeriod === billingPeriod;
  const quote = useQuery({ ...quoteQuery({ plan, billingPeriod }), enabled: !unchanged });
  const periodLabel = (period: BillingPeriod) => (period === "monthly" ? copy.monthly : copy.yearly);

  if (summary.plan === "enterprise") {
    return (
      <SectionCard title={copy.switchTitle}>
        <p className="text-sm text-slate-700">{copy.enterprise}</p>
        <Button asChild variant="secondary" className="mt-4">
          <a href={homeSectionPath(homeSections.contact)}>{copy.contactSales}</a>
        </Button>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={copy.switchTitle} lead={copy.switchLead}>
      <div className="grid gap-3">
        <Choice
          legend={copy.switchTitle}
          name={`${name}-plan`}
          options={SELF_SERVICE_PLANS.map((value) => ({ value, label: PLAN_NAMES[value] }))}
          value={plan}
          onChange={(value) => {
            change.reset();
            setPlan(value);
          }}
        />
        <Choice
          legend={copy.monthly}
          name={`${name}-period`}
          options={BILLING_PERIODS.map((value) => ({ value, label: periodLabel(value) }))}
          value={billingPeriod}
          onChange={(value) => {
            change.reset();
            setBillingPeriod(value);
          }}
        />
      </div>
      {change.isSuccess ? (
        <SuccessAlert className="mt-5">{copy.switched(PLAN_NAMES[change.data.summary.plan])}</SuccessAlert>
      ) : unchanged ? null : quote.isPending ? (
        <p role="status" className="mt-5 flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {portalCopy.admin.loading}
        </p>
      ) : quote.isError ? (
        <ErrorAlert className="mt-5">{quote.error.message}</ErrorAlert>
      ) : (
        <dl
          aria-live="polite"
          className="mt-5 grid grid-cols-[1fr_auto] gap-y-2 rounded-xl bg-slate-50 px-4 py-3 text-sm"
        >
          <dt className="text-slate-600">{copy.charge(PLAN_NAMES[plan], periodLabel(billingPeriod))}</dt>
          <dd className="text-right text-slate-900">{formatEuros(quote.data.chargeCents)}</dd>
          {quote.data.creditCents > 0 ? (
            <>
              <dt className="text-slate-600">{copy.credit}</dt>
              <dd className="text-right text-slate-900">{formatEuros(-quote.data.creditCents)}</dd>
            </>
          ) : null}
          <dt className="border-t border-slate-200 pt-2 font-semibold text-slate-950">
            {quote.data.amountCents < 0 ? copy.creditKept : copy.due}
          </dt>
          <dd className="border-t border-slate-200 pt-2 text-right font-semibold text-slate-950">
            {formatEuros(Math.abs(quote.data.amountCents))}
          </dd>
        </dl>
      )}
      {change.isError ? <ErrorAlert className="mt-4">{change.error.message}</ErrorAlert> : null}
      <Button
        className="mt-5 w-full"
        disabled={unchanged || change.isPending || !quote.isSuccess || change.isSuccess}
        onClick={() => change.mutate({ plan, billingPeriod })}
      >
        {change.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {change.isPending ? copy.switching : copy.confirm(PLAN_NAMES[plan], periodLabel(billingPeriod))}
      </Button>
      <p className="mt-3 text-xs text-slate-500">{copy.billingNote}</p>
    </SectionCard>
  );
}
