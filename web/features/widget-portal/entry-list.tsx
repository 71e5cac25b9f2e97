import { useQuery } from "@tanstack/react-query";
import { BookOpen, Film, Loader2, Pencil, Trash2, Type } from "lucide-react";
import { useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { messages } from "#contracts/messages.ts";
import type { Entry } from "#contracts/widget/index.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { LoadFailedAlert } from "#web/features/portal/load-failed-alert.tsx";
import { ClipStatus } from "./clip-status.tsx";
import { entriesQuery, useDeleteEntry } from "./widget-api.ts";

const copy = widgetPortalCopy.knowledgeBase;

/** The account's entries as cards, each with edit and delete (after a confirmation). */
export function EntryList({ onEdit }: { onEdit: (entry: Entry) => void }) {
  const entries = useQuery(entriesQuery);
  const remove = useDeleteEntry();
  const [deleting, setDeleting] = useState<Entry | undefined>(undefined);

  if (entries.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {copy.loading}
      </p>
    );
  }
  if (entries.isError)
    return <LoadFailedAlert error={entries.error} onRetry={() => void entries.refetch()} />;
  if (entries.data.entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center">
        <BookOpen aria-hidden="true" className="size-8 text-slate-400" />
        <p className="max-w-md text-slate-600">{copy.empty}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {entries.data.entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col rounded-2xl bg-white p-5 shadow-soft ring-1 ring-slate-200/80"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-semibold break-words text-slate-950">{entry.title}</h2>
              <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 uppercase">
                {entry.language}
              </span>
            </div>
            <p className="mt-2 line-clamp-2 text-sm break-words text-slate-600">{entry.answer}</p>
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
              <span className="inline-flex items-center gap-1">
                {entry.mediaId ? (
                  <Film aria-hidden="true" className="size-3.5" />
                ) : (
                  <Type aria-hidden="true" className="size-3.5" />
                )}
                {entry.mediaId ? copy.withClip : copy.textOnly}
              </span>
              <span>{copy.questionsCount(entry.questions.length)}</span>
            </p>
            {entry.mediaId ? <ClipStatus mediaId={entry.mediaId} className="mt-3" /> : null}
            <div className="mt-4 flex gap-2 pt-1">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onEdit(entry)}
                aria-label={`${copy.edit} ${entry.title}`}
              >
                <Pencil aria-hidden="true" /> {copy.edit}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDeleting(entry)}
                aria-label={`${copy.delete} ${entry.title}`}
              >
                <Trash2 aria-hidden="true" /> {copy.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={deleting ? copy.deleteTitle(deleting.title) : ""}
        description={copy.deleteLead}
        confirmLabel={copy.delete}
        pendingLabel={copy.deleting}
        cancelLabel={copy.cancel}
        icon={<Trash2 aria-hidden="true" />}
        pending={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, messages.request.serverDefault) : undefined}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
      />
    </>
  );
}
