import { Redis } from "ioredis";
import { backoffMs, LIVE_CHANNEL, type LiveBus, LocalListeners } from "./bus.ts";

/**
 * Redis pub/sub when REDIS_URL is set: one subscribing connection and one publishing (a subscribed
 * connection can do nothing else). ioredis reconnects and subscribes again by itself; each time it
 * is ready again every stream reads from its last id, since messages published meanwhile are lost.
 */
export function redisBus(options: {
  url: string;
  log: { warn(details: object, message: string): void };
}): LiveBus & { ready(): Promise<void> } {
  const local = new LocalListeners();
  const connection = () =>
    new Redis(options.url, {
      connectTimeout: 2_000,
      retryStrategy: (times) => backoffMs(times),
      maxRetriesPerRequest: 1,
    });
  const subscriber = connection();
  const publisher = connection();
  for (const redis of [subscriber, publisher]) {
    redis.on("error", (error) => options.log.warn({ err: error }, "live chat: Redis unavailable"));
  }
  subscriber.on("message", (channel: string, payload: string) => {
    if (channel === LIVE_CHANNEL) local.receive(payload);
  });
  subscriber.on("ready", () => local.emit({ type: "resync" }));
  // Redis away at start-up: ioredis keeps trying, and its "ready" catches the streams up then.
  const subscribed = subscriber.subscribe(LIVE_CHANNEL).then(
    () => {},
    (error: unknown) => options.log.warn({ err: error }, "live chat: could not subscribe yet"),
  );

  return {
    kind: "redis",
    ready: () => subscribed,
    publish: async (signal) => {
      local.emit(signal);
      await publisher.publish(LIVE_CHANNEL, local.encode(signal));
    },
    subscribe: (listener) => local.subscribe(listener),
    close: async () => {
      await Promise.all([subscriber, publisher].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}
