import { useEffect, useRef } from "react";
import { apiPaths } from "#contracts/api-paths.ts";
import { eventStreamParser, followEventStream } from "#contracts/event-stream.ts";
import { LIVE_EVENTS, LiveEvent, LiveTyping } from "#contracts/live-chat.ts";
import { refreshSession } from "#web/features/auth/auth-api.ts";

type Handlers = { event(event: LiveEvent): void; typing(typing: LiveTyping): void };

/**
 * The account's live stream while the inbox is open: every row after `cursor` (the id the inbox
 * list was read at), then after the last one received, across drops and reconnects, so the inbox
 * misses nothing. An expired session is renewed once per drop.
 */
export function useLiveStream(cursor: number | undefined, handlers: Handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (cursor === undefined) return;
    let lastId = cursor;
    const parse = eventStreamParser((message) => {
      const data: unknown = JSON.parse(message.data);
      if (message.event === LIVE_EVENTS.message) {
        const event = LiveEvent.safeParse(data);
        if (event.success && event.data.id > lastId) {
          lastId = event.data.id;
          latest.current.event(event.data);
        }
      } else if (message.event === LIVE_EVENTS.typing) {
        const typing = LiveTyping.safeParse(data);
        if (typing.success) latest.current.typing(typing.data);
      }
    });
    return followEventStream(async (signal) => {
      const response = await fetch(apiPaths.liveAgentEvents, {
        credentials: "include",
        headers: { "last-event-id": String(lastId) },
        signal,
        cache: "no-store",
      });
      // Renewed here, so the next connect (after the retry wait) carries a live session.
      if (response.status === 401) await refreshSession();
      return response;
    }, parse);
  }, [cursor]);
}
