import fp from "fastify-plugin";
import { sweepUploads } from "#server/services/upload-sweep.ts";

export const UPLOAD_SWEEP_JOB_KIND = "upload-sweep";
const SWEEP_INTERVAL_MS = 60 * 60_000;
/** The first round, soon after the first start: later starts keep the schedule's row and its time. */
const FIRST_SWEEP_MS = 90_000;

/**
 * The upload sweep (server/services/upload-sweep.ts), hourly: a scheduled job of the job queue, as
 * the retention purge is, so one replica runs each round and a stop waits for it.
 */
export const uploadSweepPlugin = fp<{ enabled?: boolean }>(
  async (app, { enabled = true }) => {
    if (!enabled) return;
    const log = app.log.child({ component: "upload-sweep" });
    app.jobs.define(UPLOAD_SWEEP_JOB_KIND, {
      // A failed round is simply the next hour's work.
      maxAttempts: 1,
      leaseMs: 5 * 60_000,
      pollIntervalMs: 60_000,
      handler: async () => {
        await sweepUploads(null, { db: app.database.db, store: app.widget.media, log });
      },
    });
    app.jobs.schedule(UPLOAD_SWEEP_JOB_KIND, { everyMs: SWEEP_INTERVAL_MS, firstInMs: FIRST_SWEEP_MS });
  },
  { name: "upload-sweep", dependencies: ["database", "widget", "jobs"] },
);
