import { Loader2 } from "lucide-react";
import { portalCopy } from "#content/portal.ts";
import { formatEuros, PLAN_NAMES, type PlanSummary } from "#contracts/plans.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { useAllowExtraMinutes } from "./plan-api.ts";

const copy = portalCopy.planPage;
const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long" });

/** The plan the account is on: its name, its price and when the period ends or renews. */
export function CurrentPlanCard({ summary }: { summary: PlanSummary }) {
  const ends = dateFormat.format(new Date(summary.periodEndsAt));
  const price =
    summary.billingPeriod === null
      ? null
      : `${formatEuros(summary.priceCents)} ${summary.billingPeriod === "monthly" ? copy.perMonth : copy.perYear}`;
  const when =
    summary.plan === "trial"
      ? portalCopy.plan.endsOn(ends)
      : summary.plan === "enterprise"
        ? copy.enterprise
        : portalCopy.plan.renewsOn(ends);
  const { limits } = summary;
  const rows = [
    {
      label: copy.presenters,
      value: limits.presenters === null ? copy.unlimited : String(limits.presenters),
    },
    { label: copy.voices, value: limits.variousVoices ? copy.everyVoice : copy.oneVoice },
    { label: copy.watermark, value: limits.watermark ? copy.watermarkOn : copy.watermarkOff },
  ];
  return (
    <SectionCard title={copy.current}>
      <p className="text-2xl font-semibold tracking-tight text-slate-950">{PLAN_NAMES[summary.plan]}</p>
      {price ? <p className="mt-1 text-slate-700">{price}</p> : null}
      <p className="mt-1 text-sm text-slate-500">{when}</p>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function Meter({
  label,
  used,
  limit,
  text,
}: {
  label: string;
  used: number;
  limit: number | null;
  text: string;
}) {
  const share = limit === null || limit === 0 ? 0 : Math.min(100, Math.round((used / limit) * 100));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-medium text-slate-900">{label}</p>
        <p className="text-slate-600">{text}</p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuetext={text}
        aria-valuemin={0}
        aria-valuemax={limit ?? used}
        aria-valuenow={limit === null ? used : Math.min(used, limit)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={
            share >= 100 ? "h-full rounded-full bg-amber-500" : "h-full rounded-full bg-brand-gradient"
          }
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

/** This month's use of each counted limit. */
export function UsageCard({ summary }: { summary: PlanSummary }) {
  const { limits, usage } = summary;
  const minutesUsed = usage.generatedSeconds / 60;
  const minutes = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return (
    <SectionCard title={copy.usageTitle}>
      <div className="grid gap-5">
        <Meter
          label={copy.domains}
          used={usage.domains}
          limit={limits.domains}
          text={copy.domainsUsed(
            usage.domains,
            limits.domains === null ? copy.unlimited : String(limits.domains),
          )}
        />
        <Meter
          label={copy.minutes}
          used={minutesUsed}
          limit={limits.generationMinutes}
          text={copy.minutesUsed(
            minutes(minutesUsed),
            limits.generationMinutes === null ? copy.unlimited : String(limits.generationMinutes),
          )}
        />
      </div>
    </SectionCard>
  );
}

/** Going past the month's minutes at the plan's price per minute, on paid plans. */
export function ExtraMinutesCard({ summary }: { summary: PlanSummary }) {
  const allow = useAllowExtraMinutes();
  const price = summary.limits.extraPricePerMinute;
  const paid = summary.plan === "basic" || summary.plan === "pro";
  return (
    <SectionCard
      title={copy.extraTitle}
      lead={paid && price !== null ? copy.extraLead(formatEuros(price * 100)) : copy.extraTrial}
    >
      <label className="flex items-center gap-3 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={summary.extraMinutesAllowed}
          disabled={!paid || allow.isPending}
          onChange={(event) => allow.mutate(event.target.checked)}
        />
        {copy.extraToggle}
        {allow.isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-slate-500" />
        ) : null}
      </label>
      {allow.isError ? <ErrorAlert className="mt-3">{allow.error.message}</ErrorAlert> : null}
    </SectionCard>
  );
}
