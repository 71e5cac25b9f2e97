import path from "node:path";
import fp from "fastify-plugin";
import { type ClipJobOptions, clipJobKind } from "#server/media/clip-job.ts";
import { FFMPEG_INSTALL_HINT, type FfmpegTools } from "#server/media/ffmpeg-tools.ts";
import { postgresStore } from "#server/media/postgres-store.ts";
import { CLIP_JOB_KIND } from "#server/repositories/clip-jobs.ts";
import { type AnswerIndexCache, createAnswerIndexCache } from "./answers.ts";
import { createMatchPool } from "./match-pool.ts";
import { localDiskStore, type MediaStore } from "./media-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    widget: {
      media: MediaStore;
      answers: AnswerIndexCache;
      /** ffmpeg and ffprobe; undefined: uploads answer 503 (docs/decisions/0024-media-pipeline.md). */
      ffmpeg: FfmpegTools | undefined;
      /**
       * Clip processing ("clip" jobs, server/media/clip-job.ts); undefined without ffmpeg. `wake`
       * after a transaction that queued a clip has committed; `runDue` processes the due ones now.
       */
      clips: { wake(): void; runDue(): Promise<number> } | undefined;
    };
  }
}

export type WidgetPluginOptions = {
  dataDir: string;
  media?: MediaStore;
  ffmpeg: FfmpegTools | undefined;
  /** false: uploads are queued and processed only by `clips.runDue()` (tests of the queue itself). */
  clipWorker?: { enabled?: boolean; options?: Partial<ClipJobOptions> };
};

/**
 * The widget's shared services: the clip store, the answer indexes (searched on threads of their own)
 * and clip processing (a kind of the job queue). Clips live in
 * PostgreSQL when the app runs on it (every replica sees them), else under `$DATA_DIR/media`.
 */
export const widgetPlugin = fp<WidgetPluginOptions>(
  async (app, { dataDir, media, ffmpeg, clipWorker }) => {
    const store =
      media ??
      (app.database.kind === "postgres"
        ? postgresStore(app.database.db)
        : localDiskStore(path.join(dataDir, "media")));
    const kind = ffmpeg
      ? clipJobKind({
          db: app.database.db,
          store,
          tools: ffmpeg,
          log: app.log.child({ component: "clip-job" }),
          options: clipWorker?.options,
        })
      : undefined;
    if (kind) app.jobs.define(CLIP_JOB_KIND, { ...kind, runInBackground: clipWorker?.enabled !== false });
    const clips = kind
      ? { wake: () => app.jobs.wake(CLIP_JOB_KIND), runDue: () => app.jobs.runDue(CLIP_JOB_KIND) }
      : undefined;
    // Questions are matched on threads of their own, so no visitor's question stalls the server.
    const matching = createMatchPool();
    // A server that listens starts its threads before its first visitor; tests that only inject
    // requests start one when a question needs it.
    app.addHook("onListen", async () => matching.start());
    app.addHook("onClose", () => matching.close());
    app.decorate("widget", {
      media: store,
      answers: createAnswerIndexCache(app.database.db, matching),
      ffmpeg,
      clips,
    });
    if (!ffmpeg) {
      app.log.error(
        `ffmpeg and ffprobe were not found: clip uploads are refused until they are. ${FFMPEG_INSTALL_HINT}`,
      );
      return;
    }
    if (clipWorker?.enabled === false) return;
    app.addHook("onReady", async () => kind?.sweep());
  },
  { name: "widget", dependencies: ["database", "jobs"] },
);
