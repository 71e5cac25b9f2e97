import path from "node:path";
import fp from "fastify-plugin";
import { type ClipWorker, type ClipWorkerOptions, createClipWorker } from "#server/media/clip-worker.ts";
import { FFMPEG_INSTALL_HINT, type FfmpegTools } from "#server/media/ffmpeg-tools.ts";
import { postgresStore } from "#server/media/postgres-store.ts";
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
      /** The clip processing worker of this process; undefined without ffmpeg. */
      clips: ClipWorker | undefined;
    };
  }
}

export type WidgetPluginOptions = {
  dataDir: string;
  media?: MediaStore;
  ffmpeg: FfmpegTools | undefined;
  /** false: uploads are queued and never processed (tests of the queue itself). */
  clipWorker?: { enabled?: boolean; options?: Partial<ClipWorkerOptions> };
};

/**
 * The widget's shared services: the clip store, the answer indexes (searched on threads of their own)
 * and the clip worker. Clips live in
 * PostgreSQL when the app runs on it (every replica sees them), else under `$DATA_DIR/media`.
 */
export const widgetPlugin = fp<WidgetPluginOptions>(
  async (app, { dataDir, media, ffmpeg, clipWorker }) => {
    const store =
      media ??
      (app.database.kind === "postgres"
        ? postgresStore(app.database.db)
        : localDiskStore(path.join(dataDir, "media")));
    const clips = ffmpeg
      ? createClipWorker({
          db: app.database.db,
          store,
          tools: ffmpeg,
          log: app.log.child({ component: "clip-worker" }),
          options: clipWorker?.options,
        })
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
    app.addHook("onReady", async () => clips?.start());
    app.addHook("preClose", async () => clips?.stop());
  },
  { name: "widget", dependencies: ["database"] },
);
