import { eventStreamParser } from "#contracts/event-stream.ts";
import { LIVE_EVENTS } from "#contracts/live-chat-limits.ts";
import type { createPanelApi } from "./api.ts";

/** A row of the live conversation as the panel shows it. */
export type LiveRow = { id: number; kind: string; body: string | null; agentName: string | null };

type Handlers = {
  row(row: LiveRow): void;
  typing(agentName: string): void;
};

/** Waits between reconnects: quick at first, then at most every 10 s. */
const retryMs = (attempt: number) => Math.min(500 * 2 ** attempt, 10_000);

function isRow(value: unknown): value is LiveRow {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.id === "number" && typeof row.kind === "string";
}

/**
 * The visitor's live stream: reads the conversation's rows, and after any drop (the network, a
 * replica going away) reconnects and resumes after the last id it showed, so no message is missed
 * or shown twice. Comes back at once when the browser says it is online again.
 */
export function followLive(
  api: ReturnType<typeof createPanelApi>,
  conversationId: string,
  after: number,
  on: Handlers,
) {
  let lastId = after;
  let stopped = false;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;
  const onOnline = () => wake?.();
  addEventListener("online", onOnline);

  const parse = eventStreamParser((event) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (event.event === LIVE_EVENTS.message && isRow(data) && data.id > lastId) {
      lastId = data.id;
      on.row(data);
    } else if (event.event === LIVE_EVENTS.typing) {
      const name = (data as { agentName?: unknown }).agentName;
      on.typing(typeof name === "string" ? name : "");
    }
  });

  void (async () => {
    for (let attempt = 0; !stopped; ) {
      controller = new AbortController();
      try {
        const response = await api.stream(conversationId, lastId, controller.signal);
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
        // Offline, or aborted: try again below.
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

  return {
    stop() {
      stopped = true;
      removeEventListener("online", onOnline);
      controller?.abort();
      wake?.();
    },
  };
}
