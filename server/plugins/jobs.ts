import fp from "fastify-plugin";
import { RETENTION } from "#contracts/retention.ts";
import { createJobQueue, type JobQueue } from "#server/jobs/queue.ts";
import { purgeFinishedJobs } from "#server/repositories/jobs.ts";

export const JOBS_PURGE_KIND = "jobs-purge";

declare module "fastify" {
  interface FastifyInstance {
    /** The job queue (server/jobs/queue.ts): plugins define their kinds on it before the app is ready. */
    jobs: JobQueue;
  }
}

export type JobsPluginOptions = {
  /** false: jobs are only queued, never run in the background (tests that run them with `runDue`). */
  enabled?: boolean | undefined;
};

/**
 * The one job queue of this process. Kinds are defined by the plugins that own them (mail, clips,
 * exports, the periodic purges); the queue starts once the app is ready, so every kind is defined,
 * and stops in `preClose`, before Fastify closes the database, so its last outcomes are recorded.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { enabled = true }) => {
    const queue = createJobQueue({
      db: app.database.db,
      log: app.log.child({ component: "jobs" }),
      listen: app.database.listen,
    });
    app.decorate("jobs", queue);
    // Finished jobs are kept a week (support, the clips' hourly retry count, the turns between
    // accounts), then deleted in batches, hourly, by one replica.
    queue.define(JOBS_PURGE_KIND, {
      maxAttempts: 1,
      pollIntervalMs: 60_000,
      handler: async () => {
        const batch: number = RETENTION.purgeBatchSize;
        for (let deleted = batch; deleted === batch; ) {
          deleted = await purgeFinishedJobs(app.database.db, RETENTION.finishedJobDays, batch);
        }
      },
    });
    queue.schedule(JOBS_PURGE_KIND, { everyMs: 60 * 60_000, firstInMs: 5 * 60_000 });
    if (!enabled) return;
    app.addHook("onReady", () => queue.start());
    app.addHook("preClose", () => queue.stop());
  },
  { name: "jobs", dependencies: ["database"] },
);
