import { useInfiniteQuery } from "@tanstack/react-query";
import { Inbox, Loader2 } from "lucide-react";
import { portalCopy } from "#content/portal.ts";
import type { LeadKind } from "#contracts/admin.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { leadsQuery } from "./inbox-api.ts";
import { LeadCard } from "./lead-card.tsx";

/** One tab of the inbox: its leads newest first, 50 at a time, with "Load more". */
export function LeadList({ kind }: { kind: LeadKind }) {
  const leads = useInfiniteQuery(leadsQuery(kind));

  if (leads.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {portalCopy.admin.loading}
      </p>
    );
  }
  // A failed "Load more" keeps the rows already shown; only a failed first page replaces them.
  if (!leads.data) {
    return (
      <div className="grid justify-items-start gap-4 py-6">
        <ErrorAlert>{leads.error?.message}</ErrorAlert>
        <Button variant="secondary" onClick={() => leads.refetch()}>
          {portalCopy.retry}
        </Button>
      </div>
    );
  }
  const items = leads.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center">
        <Inbox aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-600">{portalCopy.admin.empty[kind]}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {items.map((lead) => (
        <LeadCard key={lead.id} kind={kind} lead={lead} />
      ))}
      {leads.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={leads.isFetchingNextPage}
          onClick={() => leads.fetchNextPage()}
        >
          {leads.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {leads.isFetchingNextPage ? portalCopy.admin.loadingMore : portalCopy.admin.loadMore}
        </Button>
      ) : null}
      {leads.isFetchNextPageError ? <ErrorAlert>{leads.error?.message}</ErrorAlert> : null}
    </div>
  );
}
