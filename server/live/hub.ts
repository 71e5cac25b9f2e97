import { LIVE_EVENTS, LIVE_LIMITS, type LiveEvent, type LiveTyping } from "#contracts/live-chat.ts";
import { backoffMs, type LiveBus, type LiveSignal } from "./bus.ts";
import type { SseConnection } from "./sse.ts";

/** Who a stream is for: a visitor sees one conversation, an agent every conversation of the account. */
export type StreamScope =
  | { side: "visitor"; accountId: string; conversationId: string }
  | { side: "agent"; accountId: string; agentId: string };

type Stream = {
  scope: StreamScope;
  connection: SseConnection;
  /** The last id sent: the next read starts after it. */
  cursor: number;
  /** Rows after an id, oldest first, at most a page. */
  read: (after: number) => Promise<LiveEvent[]>;
  reading: boolean;
  /** A signal came while reading: read once more, the row may have committed after the query. */
  again: boolean;
  /** Reads that failed in a row. */
  failures: number;
};

/** Reads of a stream that may fail in a row before it is closed. */
const READ_ATTEMPTS = 3;

export type LiveHub = {
  /** Registers an open stream, sends what it missed since `cursor`, and returns its removal. */
  attach(
    scope: StreamScope,
    connection: SseConnection,
    cursor: number,
    read: (after: number) => Promise<LiveEvent[]>,
  ): () => void;
  /** Open streams in this process, for the per-address cap and the figures. */
  count(): number;
  /** Agents with an inbox open in this process: their presence is renewed with each heartbeat. */
  agentsHere(): string[];
  close(): void;
};

/**
 * The streams open in this process, woken by the bus. A signal names only a conversation and an id;
 * each stream it concerns reads the rows after its own cursor and sends them, one read at a time,
 * so every client gets every row once and in order however signals arrive or are lost.
 */
export function createLiveHub(
  bus: LiveBus,
  options: { onHeartbeat?: (hub: LiveHub) => void; log: { warn(details: object, message: string): void } },
): LiveHub {
  const byConversation = new Map<string, Set<Stream>>();
  const byAccount = new Map<string, Set<Stream>>();
  const all = new Set<Stream>();

  const add = (map: Map<string, Set<Stream>>, key: string, stream: Stream) => {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(stream);
  };
  const remove = (map: Map<string, Set<Stream>>, key: string, stream: Stream) => {
    const set = map.get(key);
    set?.delete(stream);
    if (set?.size === 0) map.delete(key);
  };

  const pump = async (stream: Stream): Promise<void> => {
    if (stream.reading) {
      stream.again = true;
      return;
    }
    stream.reading = true;
    try {
      let full = false;
      do {
        stream.again = false;
        const rows = await stream.read(stream.cursor);
        for (const row of rows) {
          if (stream.connection.closed) return;
          stream.connection.send(LIVE_EVENTS.message, row, row.id);
          stream.cursor = row.id;
        }
        full = rows.length >= LIVE_LIMITS.pageSize;
      } while ((stream.again || full) && !stream.connection.closed);
      stream.failures = 0;
    } catch (error) {
      stream.failures += 1;
      if (stream.failures > READ_ATTEMPTS) {
        // The database stays away: the client reconnects (to any replica) from its last id.
        options.log.warn({ err: error }, "live chat: a stream could not read its rows; closing it");
        stream.connection.close();
      } else {
        // A connection the database closed (a restart) fails once; the next read gets a new one.
        setTimeout(() => void pump(stream), backoffMs(stream.failures + 2)).unref();
      }
    } finally {
      stream.reading = false;
    }
  };

  const typing = (stream: Stream, signal: Extract<LiveSignal, { type: "typing" }>) => {
    // Each side sees the other typing, never itself.
    if (stream.scope.side === signal.from) return;
    const payload: LiveTyping = {
      conversationId: signal.conversationId,
      from: signal.from,
      agentName: signal.agentName,
    };
    stream.connection.send(LIVE_EVENTS.typing, payload);
  };

  const unsubscribe = bus.subscribe((signal) => {
    if (signal.type === "resync") {
      for (const stream of all) void pump(stream);
      return;
    }
    if (signal.type === "left") {
      for (const stream of [...(byAccount.get(signal.accountId) ?? [])]) {
        if (stream.scope.side === "agent" && stream.scope.agentId === signal.agentId)
          stream.connection.close();
      }
      return;
    }
    const streams = [
      ...(byConversation.get(signal.conversationId) ?? []),
      ...(byAccount.get(signal.accountId) ?? []),
    ];
    for (const stream of streams) {
      if (signal.type === "stored") {
        if (signal.id > stream.cursor) void pump(stream);
      } else typing(stream, signal);
    }
  });

  const hub: LiveHub = {
    attach(scope, connection, cursor, read) {
      const stream: Stream = { scope, connection, cursor, read, reading: false, again: false, failures: 0 };
      all.add(stream);
      if (scope.side === "visitor") add(byConversation, scope.conversationId, stream);
      else add(byAccount, scope.accountId, stream);
      void pump(stream);
      return () => {
        all.delete(stream);
        if (scope.side === "visitor") remove(byConversation, scope.conversationId, stream);
        else remove(byAccount, scope.accountId, stream);
      };
    },
    count: () => all.size,
    agentsHere: () => [
      ...new Set([...all].flatMap((stream) => (stream.scope.side === "agent" ? [stream.scope.agentId] : []))),
    ],
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const stream of [...all]) stream.connection.close();
    },
  };

  // One timer for every stream, not one each: a thousand visitors cost one wake-up.
  const heartbeat = setInterval(() => {
    for (const stream of all) stream.connection.heartbeat();
    options.onHeartbeat?.(hub);
  }, LIVE_LIMITS.heartbeatMs);
  heartbeat.unref();
  return hub;
}
