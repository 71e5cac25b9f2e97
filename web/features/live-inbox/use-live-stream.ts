import { useEffect, useRef } from "react";
import { apiPaths } from "#contracts/api-paths.ts";
import { eventStreamParser } from "#contracts/event-stream.ts";
import { LIVE_EVENTS, LiveEvent, LiveTyping } from "#contracts/live-chat.ts";
import { refreshSession } from "#web/features/auth/auth-api.ts";

type Handlers = { event(event: LiveEvent): void; typing(typing: LiveTyping): void };

const retryMs = (attempt: number) => Math.min(500 * 2 ** attempt, 10_000);

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
    let stopped = false;
    let controller: AbortController | undefined;
    let wake: (() => void) | undefined;
    const onOnline = () => wake?.();
    addEventListener("online", onOnline);
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
    void (async () => {
      for (let attempt = 0; !stopped; ) {
        controller = new AbortController();
        try {
          const response = await fetch(apiPaths.liveAgentEvents, {
            credentials: "include",
            headers: { "last-event-id": String(lastId) },
            signal: controller.signal,
            cache: "no-store",
          });
          if (response.status === 401) await refreshSession();
          if (response.ok && response.body) {
            attempt = 0;
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              parse(value);
            }
          }
        } catch {
          // Offline or aborted: try again below.
        }
        if (stopped) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryMs(attempt));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        attempt += 1;
      }
    })();
    return () => {
      stopped = true;
      removeEventListener("online", onOnline);
      controller?.abort();
      wake?.();
    };
  }, [cursor]);
}
