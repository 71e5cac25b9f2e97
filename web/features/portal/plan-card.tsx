import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { portalCopy } from "#content/portal.ts";
import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { SectionCard } from "./section-card.tsx";
import { trialDaysLeft, trialEnded } from "./trial.ts";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long" });

/** The plan: the free trial with its days left of 14 (from sign-up), and the way to a paid plan. */
export function PlanCard({ trialEndsAt }: { trialEndsAt: string }) {
  const days = trialDaysLeft(trialEndsAt);
  const ended = trialEnded(trialEndsAt);
  const used = Math.min(100, Math.round(((FREE_TRIAL_DAYS - days) / FREE_TRIAL_DAYS) * 100));
  return (
    <SectionCard
      title={portalCopy.plan.title}
      aside={
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
          <Sparkles aria-hidden="true" className="size-3.5" /> {portalCopy.plan.trial}
        </span>
      }
    >
      <p className="text-2xl font-semibold tracking-tight text-slate-950">
        {ended ? portalCopy.plan.ended : portalCopy.plan.daysLeft(days)}
      </p>
      <div
        role="progressbar"
        aria-label={portalCopy.plan.trial}
        aria-valuemin={0}
        aria-valuemax={FREE_TRIAL_DAYS}
        aria-valuenow={FREE_TRIAL_DAYS - days}
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-gradient" style={{ width: `${used}%` }} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-500">{portalCopy.plan.endsOn(dateFormat.format(new Date(trialEndsAt)))}</p>
        <Link
          to={paths.pricing}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {portalCopy.plan.comparePlans} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </SectionCard>
  );
}
