import type { ReactNode } from "react";
import { portalCopy } from "#content/portal.ts";
import type { AnyLead, LeadKind, LeadOf } from "#contracts/admin.ts";
import { messages } from "#contracts/messages.ts";
import { partnershipTypeLabels } from "#contracts/partners.ts";
import { formatEuros, PLAN_NAMES } from "#contracts/plans.ts";
import { HandledToggle } from "#web/features/portal/handled-toggle.tsx";
import { cn } from "#web/lib/cn.ts";
import { useMarkHandled } from "./inbox-api.ts";

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/** The fields one kind of lead adds to sender, company and message. */
function details(kind: LeadKind, lead: AnyLead): { label: string; value: string }[] {
  if (kind === "partner-applications") {
    const application = lead as LeadOf<"partner-applications">;
    return [
      { label: portalCopy.admin.partnershipType, value: partnershipTypeLabels[application.partnershipType] },
      ...(application.website ? [{ label: portalCopy.admin.website, value: application.website }] : []),
    ];
  }
  if (kind === "plan-changes") {
    const change = lead as LeadOf<"plan-changes">;
    const period = change.billingPeriod ? `, ${change.billingPeriod}` : "";
    return [
      {
        label: portalCopy.admin.planChange,
        value: `${PLAN_NAMES[change.fromPlan]} → ${PLAN_NAMES[change.toPlan]}${period}`,
      },
      { label: portalCopy.admin.credit, value: formatEuros(-change.creditCents) },
      { label: portalCopy.admin.charge, value: formatEuros(change.chargeCents) },
      { label: portalCopy.admin.amountDue, value: formatEuros(change.amountCents) },
    ];
  }
  if (kind === "demo-requests") {
    const request = lead as LeadOf<"demo-requests">;
    return request.preferredTime
      ? [{ label: portalCopy.admin.preferredTime, value: request.preferredTime }]
      : [];
  }
  return [];
}

/**
 * One lead. Everything a visitor typed is rendered as React text (never as HTML), so markup in a
 * message shows as the characters it is made of.
 */
export function LeadCard({ kind, lead }: { kind: LeadKind; lead: AnyLead }) {
  const mark = useMarkHandled(kind);
  const handled = lead.handledAt !== null;
  const company = "company" in lead ? lead.company : null;
  const message = "message" in lead ? lead.message : null;
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: portalCopy.admin.received,
      value: <time dateTime={lead.createdAt}>{timeFormat.format(new Date(lead.createdAt))}</time>,
    },
    ...(company ? [{ label: portalCopy.admin.company, value: company }] : []),
    ...details(kind, lead),
  ];
  return (
    <article
      aria-label={`${lead.name}, ${timeFormat.format(new Date(lead.createdAt))}`}
      className={cn(
        "rounded-2xl bg-white p-5 shadow-soft ring-1 ring-slate-200/80 transition-opacity",
        handled && "opacity-75",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-950">{lead.name}</p>
          <a
            href={`mailto:${lead.email}`}
            className="text-sm break-all text-brand-700 underline-offset-4 hover:underline"
          >
            {lead.email}
          </a>
        </div>
        <HandledToggle
          handled={handled}
          pending={mark.isPending}
          onToggle={(next) => mark.mutate({ id: lead.id, handled: next })}
        />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {kind === "plan-changes" ? null : (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {message || <span className="text-slate-500 italic">{portalCopy.admin.noMessage}</span>}
        </p>
      )}
      {mark.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {mark.error instanceof Error ? mark.error.message : messages.admin.updateFailed}
        </p>
      ) : null}
    </article>
  );
}
