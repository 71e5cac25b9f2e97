import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { liveInboxCopy as copy } from "#content/live-inbox.ts";
import { LIVE_LIMITS, type LiveConversation, type LiveEvent } from "#contracts/live-chat.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Label, Textarea } from "#web/components/ui/input.tsx";
import { LoadFailedAlert } from "#web/features/portal/load-failed-alert.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { cn } from "#web/lib/cn.ts";
import { chime, notifyWaiting } from "./alert-sound.ts";
import { availabilityQuery, liveApi, liveConversationQuery, liveInboxQuery } from "./live-api.ts";
import { useLiveStream } from "./use-live-stream.ts";

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });
/** How long "typing…" shows after the last signal. */
const TYPING_SHOWN_MS = 5_000;
/** At most one typing signal per this while the agent types. */
const TYPING_SENT_EVERY_MS = 3_000;

/**
 * The agents' inbox: availability, open conversations newest first (waiting ones marked and
 * counted), and one conversation whole with claim, answer, typing and close. The account's stream
 * keeps it current; each row refreshes what it touches from the API, which stays the one truth.
 */
export function LiveInbox() {
  const queryClient = useQueryClient();
  const inbox = useQuery(liveInboxQuery);
  const availability = useQuery(availabilityQuery);
  const [selected, setSelected] = useState<string | undefined>();
  const [typingIn, setTypingIn] = useState<string | undefined>();
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The stream starts where the first list was read and goes on from its own last row: the list's
  // later reads must not restart it.
  const startCursor = useRef<number | undefined>(undefined);
  if (startCursor.current === undefined && inbox.data) startCursor.current = inbox.data.cursor;

  useLiveStream(startCursor.current, {
    event(event: LiveEvent) {
      if (event.kind === "waiting") {
        chime();
        notifyWaiting(copy.notificationTitle, copy.notificationBody);
      }
      void queryClient.invalidateQueries({ queryKey: ["live", "conversation", event.conversationId] });
      // The list's own cursor stays: the stream goes on from the last row it got.
      void queryClient.invalidateQueries({ queryKey: liveInboxQuery.queryKey, refetchType: "active" });
      if (event.kind === "visitor" && typingIn === event.conversationId) setTypingIn(undefined);
    },
    typing(typing) {
      setTypingIn(typing.conversationId);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTypingIn(undefined), TYPING_SHOWN_MS);
    },
  });

  const status = availability.data?.status ?? "away";
  const setStatus = async (next: "online" | "away") => {
    if (next === "online" && typeof Notification !== "undefined" && Notification.permission === "default") {
      void Notification.requestPermission();
    }
    const saved = await liveApi.setAvailability(next);
    queryClient.setQueryData(availabilityQuery.queryKey, saved);
  };

  return (
    <SectionCard title={copy.title}>
      <p className="text-sm text-slate-600">{copy.lead}</p>
      <fieldset className="mt-4 flex flex-wrap items-center gap-3">
        <legend className="sr-only">{copy.availability}</legend>
        <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
          {copy.availability}
        </span>
        {(["online", "away"] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={status === option ? "primary" : "secondary"}
            aria-pressed={status === option}
            onClick={() => void setStatus(option)}
          >
            {option === "online" ? copy.online : copy.away}
          </Button>
        ))}
        <span className="text-xs text-slate-600">
          {status === "online" ? copy.onlineHint : copy.awayHint}
        </span>
      </fieldset>
      {inbox.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {copy.loading}
        </p>
      ) : inbox.isError ? (
        <LoadFailedAlert error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <div className="min-w-0">
            <p
              role="status"
              className="text-sm font-semibold text-amber-800"
              data-testid="live-waiting-count"
            >
              {copy.waitingCount(inbox.data.waiting)}
            </p>
            {inbox.data.conversations.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{copy.empty}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100" aria-label={copy.title}>
                {inbox.data.conversations.map((conversation) => (
                  <li key={conversation.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(conversation.id)}
                      aria-current={selected === conversation.id}
                      className={cn(
                        "grid w-full gap-1 rounded-lg px-2 py-3 text-left hover:bg-slate-50",
                        selected === conversation.id && "bg-brand-50",
                      )}
                    >
                      <span className="flex items-center justify-between gap-2 text-sm">
                        <span
                          className={cn(
                            "rounded-full px-2 py-0.5 text-xs font-semibold",
                            conversation.state === "waiting"
                              ? "bg-amber-100 text-amber-900"
                              : "bg-emerald-100 text-emerald-900",
                          )}
                        >
                          {conversation.state === "waiting"
                            ? copy.waiting
                            : copy.withAgent(conversation.agentName ?? "")}
                        </span>
                        <time dateTime={conversation.liveAt} className="text-xs text-slate-500">
                          {timeFormat.format(new Date(conversation.liveAt))}
                        </time>
                      </span>
                      <span className="truncate text-sm text-slate-800">
                        {conversation.lastMessage ?? copy.waitingSince}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="min-w-0">
            {selected ? (
              <ConversationView id={selected} visitorTyping={typingIn === selected} />
            ) : (
              <p className="text-sm text-slate-600">{copy.choose}</p>
            )}
          </div>
        </div>
      )}
    </SectionCard>
  );
}

function eventLine(event: LiveEvent): { who: string; text: string; mine: boolean } | undefined {
  if (event.kind === "visitor") return { who: copy.visitor, text: event.body ?? "", mine: false };
  if (event.kind === "agent") return { who: event.agentName ?? "", text: event.body ?? "", mine: true };
  if (event.kind === "claimed") return { who: "", text: copy.joined(event.agentName ?? ""), mine: true };
  if (event.kind === "closed") return { who: "", text: copy.closed, mine: true };
  if (event.kind === "waiting") return { who: "", text: copy.waitingSince, mine: false };
  return undefined;
}

/** One conversation whole: what the assistant said, then the live part, and the agent's controls. */
function ConversationView({ id, visitorTyping }: { id: string; visitorTyping: boolean }) {
  const queryClient = useQueryClient();
  const conversation = useQuery(liveConversationQuery(id));
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | undefined>();
  const lastTyping = useRef(0);
  if (conversation.isPending) return <p className="text-sm text-slate-600">{copy.loading}</p>;
  if (conversation.isError) {
    return <LoadFailedAlert error={conversation.error} onRetry={() => void conversation.refetch()} />;
  }
  const data: LiveConversation = conversation.data;
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: ["live"] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const mine = data.state === "claimed";
  return (
    <div className="grid gap-3" data-testid="live-conversation">
      <h3 className="text-sm font-semibold text-slate-900">{copy.assistantPart}</h3>
      <ol className="grid gap-2">
        {data.transcript.map((message) => (
          <li key={`${message.createdAt}-${message.question}`} className="rounded-lg bg-slate-50 p-2 text-sm">
            <p className="text-slate-900">
              <span className="font-semibold">{copy.asked}: </span>
              {message.question}
            </p>
            <p className="text-xs text-slate-600">
              {message.answered && message.entryTitle
                ? copy.answeredWith(message.entryTitle, message.hadClip)
                : copy.unanswered}
            </p>
          </li>
        ))}
      </ol>
      <h3 className="text-sm font-semibold text-slate-900">{copy.livePart}</h3>
      <ol className="grid gap-2" aria-live="polite">
        {data.events.map((event) => {
          const line = eventLine(event);
          if (!line) return null;
          return (
            <li
              key={event.id}
              className={cn(
                "max-w-[85%] rounded-lg p-2 text-sm break-words whitespace-pre-wrap",
                line.mine ? "justify-self-end bg-brand-50" : "justify-self-start bg-slate-100",
              )}
            >
              {line.who ? (
                <span className="block text-xs font-semibold text-slate-700">{line.who}</span>
              ) : null}
              {line.text}
            </li>
          );
        })}
      </ol>
      {visitorTyping ? <p className="text-xs text-slate-600">{copy.visitorTyping}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {data.state === "waiting" ? (
        <Button onClick={() => void run(() => liveApi.claim(id))}>{copy.claim}</Button>
      ) : null}
      {mine ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const text = reply.trim();
            if (!text) return;
            // Cleared at once, so the agent can write the next message while this one is sent;
            // given back if it fails and the agent has not started another.
            setReply("");
            void run(async () => {
              try {
                await liveApi.send(id, text);
              } catch (failure) {
                setReply((current) => current || text);
                throw failure;
              }
            });
          }}
        >
          <Label htmlFor="live-reply">{copy.replyLabel}</Label>
          <Textarea
            id="live-reply"
            rows={3}
            maxLength={LIVE_LIMITS.messageMax}
            value={reply}
            onChange={(event) => {
              setReply(event.target.value);
              if (Date.now() - lastTyping.current > TYPING_SENT_EVERY_MS) {
                lastTyping.current = Date.now();
                void liveApi.typing(id);
              }
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{copy.send}</Button>
            <Button type="button" variant="secondary" onClick={() => void run(() => liveApi.close(id))}>
              {copy.close}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
