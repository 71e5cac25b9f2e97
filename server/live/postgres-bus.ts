import pg from "pg";
import type { DatabaseLog } from "#server/db/client.ts";
import { backoffMs, LIVE_CHANNEL, type LiveBus, LocalListeners } from "./bus.ts";

/**
 * LISTEN/NOTIFY on the app's own PostgreSQL: one dedicated connection per process listens (a pooled
 * one would be handed to queries). When it is lost (a PostgreSQL restart) it reconnects with
 * backoff and then tells every stream to read again from its last id, which catches up whatever
 * was notified meanwhile. Publishing goes through the app's pool.
 */
export function postgresBus(options: {
  url: string;
  notify: (channel: string, payload: string) => Promise<void>;
  log: DatabaseLog & { info(details: object, message: string): void };
}): LiveBus & { ready(): Promise<void> } {
  const local = new LocalListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let firstConnect: Promise<void> | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = backoffMs(attempt);
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      if (closed) return;
      options.log.warn({ err: error }, "live chat: the LISTEN connection was lost; reconnecting");
      next.removeAllListeners("notification");
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) local.receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (attempt > 0) options.log.info({ attempts: attempt }, "live chat: listening again; streams catch up");
    attempt = 0;
    // Signals sent while we were not listening are gone: every stream reads from its last id.
    local.emit({ type: "resync" });
  };

  firstConnect = connect();
  return {
    kind: "postgres",
    ready: () => firstConnect ?? Promise.resolve(),
    publish: async (signal) => {
      local.emit(signal);
      await options.notify(LIVE_CHANNEL, local.encode(signal));
    },
    subscribe: (listener) => local.subscribe(listener),
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await firstConnect;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
