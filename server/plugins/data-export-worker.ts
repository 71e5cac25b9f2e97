import fp from "fastify-plugin";
import { DATA_EXPORT_JOB_KIND } from "#server/repositories/data-exports.ts";
import { dataExportJobKind } from "#server/services/data-export.ts";

declare module "fastify" {
  interface FastifyInstance {
    dataExports: {
      /** Call once a request has committed an export job: it is built now, not at the next poll. */
      wake(): void;
      /** Builds every due export; waits for those already being built first (tests). */
      runOnce(): Promise<number>;
    };
  }
}

export type DataExportWorkerOptions = {
  /** How often every replica looks for jobs another replica's request queued (NOTIFY aside). */
  pollIntervalMs?: number;
  /** false: exports are built only by `runOnce` (tests). */
  enabled?: boolean;
};

/**
 * "Export my data" archives (server/services/data-export.ts) as "data-export" jobs of the job
 * queue, in every replica: a job is claimed by one of them, and built again elsewhere if that one dies.
 */
export const dataExportWorkerPlugin = fp<DataExportWorkerOptions & { portalUrl: string }>(
  async (app, { portalUrl, pollIntervalMs, enabled = true }) => {
    app.jobs.define(DATA_EXPORT_JOB_KIND, {
      ...dataExportJobKind({
        db: app.database.db,
        store: app.widget.media,
        log: app.log.child({ component: "data-export" }),
        portalUrl,
        onReady: () => app.mailSender.wake(),
      }),
      ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
      runInBackground: enabled,
    });
    app.decorate("dataExports", {
      wake: () => app.jobs.wake(DATA_EXPORT_JOB_KIND),
      runOnce: () => app.jobs.runDue(DATA_EXPORT_JOB_KIND),
    });
  },
  { name: "data-export-worker", dependencies: ["database", "widget", "mail-sender", "jobs"] },
);
