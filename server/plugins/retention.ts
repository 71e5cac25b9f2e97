import fp from "fastify-plugin";
import { runRetentionPurge } from "#server/services/retention.ts";

export const RETENTION_JOB_KIND = "retention-purge";
const PURGE_INTERVAL_MS = 60 * 60_000;
/** The first round, soon after the first start: later starts keep the schedule's row and its time. */
const FIRST_PURGE_MS = 60_000;

/**
 * The retention purge (server/services/retention.ts), hourly: a scheduled job of the job queue,
 * so one replica runs each round. The outbox folder it sweeps is that replica's own disk (the
 * `.eml` fallback of a server without SMTP, which runs as a single process).
 */
export const retentionPlugin = fp<{ outboxFolder: string; enabled?: boolean }>(
  async (app, { outboxFolder, enabled = true }) => {
    if (!enabled) return;
    const log = app.log.child({ component: "retention" });
    app.jobs.define(RETENTION_JOB_KIND, {
      // A failed round is simply the next hour's work.
      maxAttempts: 1,
      leaseMs: 5 * 60_000,
      pollIntervalMs: 60_000,
      handler: async () => {
        const report = await runRetentionPurge(app.database, app.widget.media, log, outboxFolder);
        if (report) log.info({ event: "retention-purge", ...report }, "retention purge done");
      },
    });
    app.jobs.schedule(RETENTION_JOB_KIND, { everyMs: PURGE_INTERVAL_MS, firstInMs: FIRST_PURGE_MS });
  },
  { name: "retention", dependencies: ["database", "widget", "jobs"] },
);
