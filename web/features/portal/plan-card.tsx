import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { portalCopy } from "#content/portal.ts";
import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { PLAN_NAMES } from "#contracts/plans.ts";
import { planQuery } from "#web/features/plans/plan-api.ts";
import { SectionCard } from "./section-card.tsx";
import { trialDaysLeft, trialEnded } from "./trial.ts";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long" });

const linkClass =
  "inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline";

/**
 * The plan: on the free trial its days left of 14 (from sign-up), on a paid plan its name and
 * renewal; both lead to the Plan and usage page.
 */
export function PlanCard({ trialEndsAt }: { trialEndsAt: string }) {
  const plan = useQuery(planQuery);
  const current = plan.data?.plan ?? "trial";
  const days = trialDaysLeft(trialEndsAt);
  const ended = trialEnded(trialEndsAt);
  const used = Math.min(100, Math.round(((FREE_TRIAL_DAYS - days) / FREE_TRIAL_DAYS) * 100));
  return (
    <SectionCard
      title={portalCopy.plan.title}
      aside={
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
          <Sparkles aria-hidden="true" className="size-3.5" /> {PLAN_NAMES[current]}
        </span>
      }
    >
      {current === "trial" ? (
        <>
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
        </>
      ) : (
        <p className="text-2xl font-semibold tracking-tight text-slate-950">{PLAN_NAMES[current]}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-500">
          {current === "trial"
            ? portalCopy.plan.endsOn(dateFormat.format(new Date(trialEndsAt)))
            : plan.data && current !== "enterprise"
              ? portalCopy.plan.renewsOn(dateFormat.format(new Date(plan.data.periodEndsAt)))
              : null}
        </p>
        <div className="flex flex-wrap gap-4">
          {/* A static page, loaded as a document: React Router's app is the portal alone. */}
          <a href={paths.pricing} className={linkClass}>
            {portalCopy.plan.comparePlans}
          </a>
          <Link to={paths.plan} className={linkClass}>
            {portalCopy.plan.manage} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </SectionCard>
  );
}
