import fp from "fastify-plugin";
import { sweepUploads } from "#server/services/upload-sweep.ts";

const SWEEP_INTERVAL_MS = 60 * 60_000;
/** The first round, soon after start: a replica that restarts often still sweeps. */
const FIRST_SWEEP_MS = 90_000;

/**
 * The upload sweep (server/services/upload-sweep.ts), hourly in every replica, as the retention
 * purge runs: each step is a delete that two replicas may both run without harm.
 */
export const uploadSweepPlugin = fp<{ enabled?: boolean }>(
  async (app, { enabled = true }) => {
    if (!enabled) return;
    const log = app.log.child({ component: "upload-sweep" });
    let round: Promise<unknown> | undefined;
    const sweep = () => {
      if (round) return;
      round = sweepUploads(null, { db: app.database.db, store: app.widget.media, log })
        .catch((error: unknown) => log.error({ err: error }, "upload sweep failed"))
        .finally(() => {
          round = undefined;
        });
    };
    const timers: NodeJS.Timeout[] = [];
    app.addHook("onReady", async () => {
      timers.push(setTimeout(sweep, FIRST_SWEEP_MS), setInterval(sweep, SWEEP_INTERVAL_MS));
      for (const timer of timers) timer.unref();
    });
    app.addHook("preClose", async () => {
      for (const timer of timers) clearTimeout(timer);
      await round;
    });
  },
  { name: "upload-sweep", dependencies: ["database", "widget"] },
);
