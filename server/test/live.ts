import type { FastifyInstance } from "fastify";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { eventStreamParser } from "#contracts/event-stream.ts";
import { LIVE_EVENTS, LiveEvent, LiveTyping } from "#contracts/live-chat.ts";
import { VISITOR_TOKEN_HEADER } from "#contracts/widget/frame.ts";
import { HOST_ORIGIN_HEADER } from "#server/routes/widget/visitor-guard.ts";
import { CUSTOMER_SITE } from "./widget.ts";

/** An open live stream as a client reads it: every row and typing signal in the order received. */
export type OpenStream = {
  status: number;
  events: LiveEvent[];
  typing: LiveTyping[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(predicate: (event: LiveEvent) => boolean): Promise<LiveEvent>;
  nextTyping(): Promise<LiveTyping>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens a stream over real HTTP (app.inject cannot read a response that never ends). */
export async function openStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: LiveEvent[] = [];
  const typing: LiveTyping[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const parse = eventStreamParser((event) => {
    if (event.event === LIVE_EVENTS.message) events.push(LiveEvent.parse(JSON.parse(event.data)));
    if (event.event === LIVE_EVENTS.typing) typing.push(LiveTyping.parse(JSON.parse(event.data)));
    notify();
  });
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  if (response.body && response.status === 200) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parse(value);
        }
      } catch {
        // Aborted by close(), or the server went away.
      }
      end();
      notify();
    })();
  } else end();
  const waitUntil = <T>(find: () => T | undefined): Promise<T> =>
    new Promise((resolve) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  let typingSeen = 0;
  return {
    status: response.status,
    events,
    typing,
    next: (predicate) => waitUntil(() => events.find(predicate)),
    nextTyping: () =>
      waitUntil(() => {
        const found = typing[typingSeen];
        if (found) typingSeen += 1;
        return found;
      }),
    ended,
    close: () => controller.abort(),
  };
}

/** Where a listening app answers. */
export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening on a port");
  return `http://127.0.0.1:${address.port}`;
}

/** The frame's headers on the customer's page, with the visitor's token. */
export function visitorHeaders(token: string, host = CUSTOMER_SITE): Record<string, string> {
  return { [HOST_ORIGIN_HEADER]: host, "sec-fetch-site": "same-origin", [VISITOR_TOKEN_HEADER]: token };
}

export function visitorStreamUrl(base: string, key: string, conversationId: string): string {
  const query = new URLSearchParams({ key, conversationId });
  return `${base}${apiPaths.liveVisitorEvents}?${query}`;
}

export const agentPath = (path: string, id: string) => fillPath(path, { id });
