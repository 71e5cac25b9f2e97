import { randomUUID } from "node:crypto";

/**
 * What one replica tells the others about live chat (decision 0043). Only ids travel: the rows
 * themselves are read from the database by whoever has a stream that wants them, so a lost signal
 * costs a delay, never a message.
 */
export type LiveSignal =
  /** A row of a live conversation was committed. */
  | { type: "stored"; accountId: string; conversationId: string; id: number }
  /** Someone is typing: passed on to the other side's open streams, never stored. */
  | {
      type: "typing";
      accountId: string;
      conversationId: string;
      from: "visitor" | "agent";
      agentName: string | null;
    }
  /** A teammate was removed (decision 0053): their open inbox streams on every replica end now. */
  | { type: "left"; accountId: string; agentId: string }
  /**
   * Local only: the bus may have missed signals (its connection was lost and is back), so every
   * stream reads the table again from its last id.
   */
  | { type: "resync" };

export type PublishedSignal = Exclude<LiveSignal, { type: "resync" }>;
export type LiveListener = (signal: LiveSignal) => void;

/**
 * The fan-out between replicas: PostgreSQL LISTEN/NOTIFY, Redis pub/sub, or, for PGlite (one
 * process), this process alone. `publish` delivers to this process's listeners at once and to the
 * other replicas through the shared channel.
 */
export interface LiveBus {
  readonly kind: "memory" | "postgres" | "redis";
  publish(signal: PublishedSignal): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The channel name on PostgreSQL and Redis. */
export const LIVE_CHANNEL = "avatalk_live";

/** Reconnect delays after a lost connection: doubling from 100 ms to at most 5 s. */
export function backoffMs(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 5_000);
}

/**
 * Listeners of this process, and the wire format between processes: the signal with the sender's
 * id, so a replica skips its own signals coming back (it delivered them when it published).
 */
export class LocalListeners {
  readonly origin = randomUUID();
  private readonly listeners = new Set<LiveListener>();

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(signal: LiveSignal): void {
    for (const listener of this.listeners) listener(signal);
  }

  encode(signal: PublishedSignal): string {
    return JSON.stringify({ ...signal, origin: this.origin });
  }

  /** Delivers a signal from the channel unless it is this process's own or not one of ours. */
  receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isPublishedSignal(parsed) || parsed.origin === this.origin) return;
    const { origin: _origin, ...signal } = parsed;
    this.emit(signal as PublishedSignal);
  }
}

function isPublishedSignal(value: unknown): value is PublishedSignal & { origin: string } {
  if (typeof value !== "object" || value === null) return false;
  const signal = value as Record<string, unknown>;
  if (signal.type === "left")
    return typeof signal.accountId === "string" && typeof signal.agentId === "string";
  if (typeof signal.accountId !== "string" || typeof signal.conversationId !== "string") return false;
  if (signal.type === "stored") return typeof signal.id === "number";
  return signal.type === "typing" && (signal.from === "visitor" || signal.from === "agent");
}

/** PGlite: one process holds the database, so its listeners are everyone. */
export function memoryBus(): LiveBus {
  const local = new LocalListeners();
  return {
    kind: "memory",
    publish: async (signal) => local.emit(signal),
    subscribe: (listener) => local.subscribe(listener),
    close: async () => {},
  };
}
