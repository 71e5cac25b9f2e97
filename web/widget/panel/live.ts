import { eventStreamParser, followEventStream } from "#contracts/event-stream.ts";
import { LIVE_EVENTS } from "#contracts/widget/frame.ts";
import type { createPanelApi } from "./api.ts";

/** A row of the live conversation as the panel shows it. */
export type LiveRow = { id: number; kind: string; body: string | null; agentName: string | null };

type Handlers = {
  row(row: LiveRow): void;
  typing(agentName: string): void;
};

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

  const stop = followEventStream((signal) => api.stream(conversationId, lastId, signal), parse);
  return { stop };
}
