import fp from "fastify-plugin";
import { notifyChannel, touchAgents } from "#server/repositories/live-chat.ts";
import { type LiveBus, memoryBus } from "./bus.ts";
import { createLiveHub, type LiveHub } from "./hub.ts";
import { postgresBus } from "./postgres-bus.ts";
import { redisBus } from "./redis-bus.ts";

declare module "fastify" {
  interface FastifyInstance {
    live: { bus: LiveBus; hub: LiveHub };
  }
}

/**
 * Live chat's fan-out (decision 0043): Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on
 * PostgreSQL, else (PGlite: one process) within the process. The hub holds this process's streams.
 */
export const livePlugin = fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const log = app.log.child({ component: "live-chat" });
    const { database } = app;
    let bus: LiveBus;
    if (redisUrl) {
      const redis = redisBus({ url: redisUrl, log });
      await redis.ready();
      bus = redis;
    } else if (database.kind === "postgres" && database.url) {
      const postgres = postgresBus({
        url: database.url,
        notify: (channel, payload) => notifyChannel(database.db, channel, payload),
        log,
      });
      // Listening before the first request: a replica that answers misses no signal.
      await postgres.ready();
      bus = postgres;
    } else {
      bus = memoryBus();
    }
    const hub = createLiveHub(bus, {
      log,
      onHeartbeat: (current) => {
        touchAgents(database.db, current.agentsHere()).catch((error: unknown) =>
          log.warn({ err: error }, "live chat: could not renew the agents' presence"),
        );
      },
    });
    app.decorate("live", { bus, hub });
    // Open streams would hold the server's close: they end first, and their clients reconnect to
    // another replica from their last id.
    app.addHook("preClose", async () => hub.close());
    app.addHook("onClose", async () => bus.close());
  },
  { name: "live", dependencies: ["database"] },
);
