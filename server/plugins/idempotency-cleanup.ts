import fp from "fastify-plugin";
import { deleteExpiredAnswers } from "#server/repositories/idempotency-keys.ts";

const CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Forgets idempotency keys older than a day, hourly (server/lib/idempotency.ts). With several
 * replicas each deletes the same expired rows; the statement is idempotent and cheap on its index.
 */
export const idempotencyCleanupPlugin = fp(
  async (app) => {
    const timer = setInterval(() => {
      deleteExpiredAnswers(app.database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, "deleting expired idempotency keys failed"),
      );
    }, CLEANUP_INTERVAL_MS);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "idempotency-cleanup", dependencies: ["database"] },
);
