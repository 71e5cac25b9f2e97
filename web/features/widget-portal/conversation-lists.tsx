import { useQuery } from "@tanstack/react-query";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { HandledToggle } from "#web/features/portal/handled-toggle.tsx";
import { LoadFailedAlert } from "#web/features/portal/load-failed-alert.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { cn } from "#web/lib/cn.ts";
import { AnswerMark } from "./answer-mark.tsx";
import { handoffsQuery, transcriptsQuery, useMarkHandoffHandled } from "./widget-api.ts";

const copy = widgetPortalCopy.conversations;
const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/**
 * Questions visitors left with their address when the assistant was unsure (text only), each open
 * until the customer marks it handled.
 */
export function HandoffList() {
  const handoffs = useQuery(handoffsQuery);
  const mark = useMarkHandoffHandled();
  return (
    <SectionCard title={copy.handoffsTitle}>
      {handoffs.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {copy.loading}
        </p>
      ) : handoffs.isError ? (
        <LoadFailedAlert error={handoffs.error} onRetry={() => void handoffs.refetch()} />
      ) : handoffs.data.handoffs.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.handoffsEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {handoffs.data.handoffs.map((handoff) => (
            <li key={handoff.id} aria-label={handoff.email} className="grid gap-2 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <a
                    href={`mailto:${handoff.email}`}
                    className="block text-sm font-semibold break-all text-brand-700 hover:underline"
                  >
                    {handoff.email}
                  </a>
                  <time dateTime={handoff.createdAt} className="text-xs text-slate-500">
                    {timeFormat.format(new Date(handoff.createdAt))}
                  </time>
                </div>
                <HandledToggle
                  handled={handoff.handledAt !== null}
                  pending={mark.isPending && mark.variables?.id === handoff.id}
                  onToggle={(handled) => mark.mutate({ id: handoff.id, handled })}
                />
              </div>
              {/* A handled one steps back in its text's colour, not by fading: faded, its link fell
                  below AA contrast. */}
              <p
                className={cn(
                  "text-sm break-words whitespace-pre-wrap",
                  handoff.handledAt ? "text-slate-500" : "text-slate-800",
                )}
              >
                {handoff.question}
              </p>
              {mark.isError && mark.variables?.id === handoff.id ? (
                <p role="alert" className="text-sm text-red-700">
                  {mark.error.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** What answered a question: its entry, one deleted since (the figures still count it answered), or none. */
function answerLabel(message: { answered: boolean; entryTitle: string | null }): string {
  if (!message.answered) return copy.unanswered;
  return message.entryTitle ? copy.answeredWith(message.entryTitle) : copy.answeredByDeletedEntry;
}

/** The latest conversations: each question and the entry that answered it, or that none did. */
export function TranscriptList() {
  const transcripts = useQuery(transcriptsQuery);
  return (
    <SectionCard title={copy.transcriptsTitle}>
      {transcripts.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {copy.loading}
        </p>
      ) : transcripts.isError ? (
        <LoadFailedAlert error={transcripts.error} onRetry={() => void transcripts.refetch()} />
      ) : transcripts.data.conversations.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.transcriptsEmpty}</p>
      ) : (
        <ol className="grid gap-4">
          {transcripts.data.conversations.map((conversation) => (
            <li key={conversation.id} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70">
              <p className="text-xs text-slate-500">
                <time dateTime={conversation.createdAt}>
                  {timeFormat.format(new Date(conversation.createdAt))}
                </time>{" "}
                · {widgetPortalCopy.languageName(conversation.language)}
              </p>
              <ul className="mt-2 grid gap-2">
                {conversation.messages.map((message) => (
                  <li key={message.id} className="grid gap-1 text-sm">
                    <p className="break-words text-slate-900">{message.question}</p>
                    <p className={message.answered ? "text-xs text-emerald-700" : "text-xs text-amber-800"}>
                      {answerLabel(message)}
                    </p>
                    <AnswerMark message={message} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
