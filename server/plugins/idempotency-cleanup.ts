import fp from "fastify-plugin";
import { deleteExpiredAnswers } from "#server/repositories/idempotency-keys.ts";

export const IDEMPOTENCY_CLEANUP_JOB_KIND = "idempotency-cleanup";
const CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Forgets idempotency keys older than a day, hourly (server/lib/idempotency.ts): a scheduled job of
 * the job queue, run by one replica per round.
 */
export const idempotencyCleanupPlugin = fp(
  async (app) => {
    app.jobs.define(IDEMPOTENCY_CLEANUP_JOB_KIND, {
      maxAttempts: 1,
      pollIntervalMs: 60_000,
      handler: async () => {
        await deleteExpiredAnswers(app.database.db);
      },
    });
    app.jobs.schedule(IDEMPOTENCY_CLEANUP_JOB_KIND, {
      everyMs: CLEANUP_INTERVAL_MS,
      firstInMs: CLEANUP_INTERVAL_MS,
    });
  },
  { name: "idempotency-cleanup", dependencies: ["database", "jobs"] },
);
