import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { portalCopy } from "#content/portal.ts";
import { paths } from "#contracts/paths.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { planQuery } from "#web/features/plans/plan-api.ts";
import { CurrentPlanCard, ExtraMinutesCard, UsageCard } from "#web/features/plans/plan-overview.tsx";
import { SwitchPlanCard } from "#web/features/plans/switch-plan.tsx";
import { LoadFailedAlert } from "#web/features/portal/load-failed-alert.tsx";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";

export const meta = () => portalScreenMeta(paths.plan);

const copy = portalCopy.planPage;

/** /portal/plan: the plan, this month's use of its limits, extra minutes and switching plans. */
export default function PortalPlanPage() {
  const plan = useQuery(planQuery);
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{copy.lead}</p>
      <div className="mt-8">
        {plan.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {portalCopy.admin.loading}
          </p>
        ) : plan.isError ? (
          <LoadFailedAlert error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <div className="grid grid-cols-1 gap-6">
            {plan.data.active ? null : <ErrorAlert>{copy.trialEnded}</ErrorAlert>}
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
              <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-3">
                <CurrentPlanCard summary={plan.data} />
                <UsageCard summary={plan.data} />
                <ExtraMinutesCard summary={plan.data} />
              </div>
              <div className="min-w-0 lg:col-span-2">
                <SwitchPlanCard summary={plan.data} />
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
