import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LoadFailedAlert } from "#web/features/portal/load-failed-alert.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { insightsQuery } from "./widget-api.ts";

const copy = widgetPortalCopy.conversations;
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 0 });

/** The last 30 days in four figures, and the questions the knowledge base could not answer. */
export function InsightsPanel() {
  const insights = useQuery(insightsQuery);
  if (insights.isPending)
    return (
      <p role="status" className="text-slate-600">
        {copy.loading}
      </p>
    );
  if (insights.isError)
    return <LoadFailedAlert error={insights.error} onRetry={() => void insights.refetch()} />;
  const data = insights.data;
  const figures = [
    { label: copy.figures.conversations, value: data.conversations.toLocaleString("en") },
    { label: copy.figures.answered, value: data.answered.toLocaleString("en") },
    { label: copy.figures.handedOff, value: data.handedOff.toLocaleString("en") },
    {
      label: copy.figures.deflection,
      value: data.deflectionRate === null ? copy.noRate : percent.format(data.deflectionRate),
    },
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-white p-5 shadow-soft ring-1 ring-slate-200/80">
            <dt className="text-sm text-slate-500">{figure.label}</dt>
            <dd className="mt-1 text-3xl font-semibold tracking-tight text-slate-950">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <SectionCard title={copy.unansweredTitle}>
        {data.topUnanswered.length === 0 ? (
          <p className="text-sm text-slate-600">
            {data.conversations === 0 ? copy.unansweredNoConversations : copy.unansweredEmpty}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.topUnanswered.map((item) => (
              <li key={item.question} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-words text-slate-900">{item.question}</p>
                  <p className="text-xs text-slate-500">{copy.askedTimes(item.count)}</p>
                </div>
                <Button asChild variant="secondary" size="sm">
                  <Link to={`${paths.knowledgeBase}?${new URLSearchParams({ question: item.question })}`}>
                    <Plus aria-hidden="true" /> {copy.addToKnowledgeBase}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
