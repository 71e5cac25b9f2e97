import fp from "fastify-plugin";
import { runDueExports } from "#server/services/data-export.ts";

declare module "fastify" {
  interface FastifyInstance {
    dataExports: {
      /** Call once a request has committed an export job: it is built now, not at the next poll. */
      wake(): void;
      /** Builds every due export; waits for a round already under way first (tests). */
      runOnce(): Promise<number>;
    };
  }
}

export type DataExportWorkerOptions = {
  /** How often every replica looks for jobs another replica's request queued. */
  pollIntervalMs?: number;
  enabled?: boolean;
};

/**
 * The background builder of "Export my data" archives (server/services/data-export.ts), in every
 * replica: jobs are claimed with SKIP LOCKED, so replicas share the work without doing it twice.
 */
export const dataExportWorkerPlugin = fp<DataExportWorkerOptions & { portalUrl: string }>(
  async (app, { portalUrl, pollIntervalMs = 10_000, enabled = true }) => {
    const log = app.log.child({ component: "data-export" });
    let round: Promise<number> | undefined;
    let closing = false;
    const runOnce = async (): Promise<number> => {
      while (round) await round.catch(() => 0);
      round = runDueExports({ db: app.database.db, store: app.widget.media, log, portalUrl });
      try {
        return await round;
      } finally {
        round = undefined;
      }
    };
    const runInBackground = () => {
      if (closing) return;
      runOnce()
        .then((built) => {
          if (built > 0) app.mailSender.wake();
        })
        .catch((error: unknown) => log.error({ err: error }, "building data exports failed"));
    };
    app.decorate("dataExports", { wake: enabled ? runInBackground : () => {}, runOnce });
    if (!enabled) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(runInBackground, pollIntervalMs);
      timer.unref();
    });
    app.addHook("preClose", async () => {
      closing = true;
      clearInterval(timer);
      await round?.catch(() => 0);
    });
  },
  { name: "data-export-worker", dependencies: ["database", "widget", "mail-sender"] },
);
