import fp from "fastify-plugin";
import { runRetentionPurge } from "#server/services/retention.ts";

const PURGE_INTERVAL_MS = 60 * 60_000;
/** The first round, soon after start: a replica that restarts often still purges. */
const FIRST_PURGE_MS = 60_000;

/**
 * The retention purge (server/services/retention.ts), hourly in every replica; the advisory lock
 * lets one of them work at a time.
 */
export const retentionPlugin = fp<{ outboxFolder: string; enabled?: boolean }>(
  async (app, { outboxFolder, enabled = true }) => {
    if (!enabled) return;
    const log = app.log.child({ component: "retention" });
    let round: Promise<unknown> | undefined;
    const purge = () => {
      if (round) return;
      round = runRetentionPurge(app.database, app.widget.media, log, outboxFolder)
        .then((report) => report && log.info({ event: "retention-purge", ...report }, "retention purge done"))
        .catch((error: unknown) => log.error({ err: error }, "retention purge failed"))
        .finally(() => {
          round = undefined;
        });
    };
    const timers: NodeJS.Timeout[] = [];
    app.addHook("onReady", async () => {
      timers.push(setTimeout(purge, FIRST_PURGE_MS), setInterval(purge, PURGE_INTERVAL_MS));
      for (const timer of timers) timer.unref();
    });
    app.addHook("preClose", async () => {
      for (const timer of timers) clearTimeout(timer);
      await round;
    });
  },
  { name: "retention", dependencies: ["database", "widget"] },
);
