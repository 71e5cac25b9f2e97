import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import fp from "fastify-plugin";
import type { GenerationProvider } from "#contracts/generation.ts";
import { findPortraitKey } from "#server/repositories/generation-jobs.ts";
import { createDid } from "./did.ts";
import { speechAvailable } from "./espeak.ts";
import type { GenerationOptions } from "./generate-clip.ts";
import { createGenerationWorker, type GenerationWorker } from "./generation-worker.ts";
import { createHeygen } from "./heygen.ts";
import { createStudio } from "./studio.ts";
import type { VideoGenerator } from "./video-generator.ts";

export type ProviderAccount = { apiKey: string; baseUrl: string };
export type GenerationConfig = { heygen?: ProviderAccount; did?: ProviderAccount };

declare module "fastify" {
  interface FastifyInstance {
    generation: {
      /** The generators this server offers: the studio (with ffmpeg and espeak-ng), and each provider with a key. */
      generators: ReadonlyMap<GenerationProvider, VideoGenerator>;
      /** undefined when nothing can generate (no ffmpeg, no generator). */
      worker: GenerationWorker | undefined;
    };
  }
}

export type GenerationPluginOptions = {
  config: GenerationConfig | undefined;
  /** false: generations stay waiting (tests that run the worker themselves with runOnce). */
  worker?: { enabled?: boolean; options?: Partial<GenerationOptions> & { idlePollMs?: number } };
};

/**
 * Video answers generated from text (docs/decisions/0042-generated-video-answers.md): the generators
 * configured, and the worker that runs their jobs and hands the videos to the clip pipeline.
 */
export const generationPlugin = fp<GenerationPluginOptions>(
  async (app, { config, worker }) => {
    const generators = new Map<GenerationProvider, VideoGenerator>();
    const { ffmpeg, media: store } = app.widget;
    if (ffmpeg && speechAvailable()) {
      generators.set(
        "studio",
        createStudio({
          tools: ffmpeg,
          portrait: {
            has: async (userId) => Boolean(await findPortraitKey(app.database.db, userId)),
            copyTo: async (userId, workDir) => {
              const key = await findPortraitKey(app.database.db, userId);
              if (!key) return undefined;
              const file = path.join(workDir, "portrait-photo");
              await pipeline(await store.read(key), createWriteStream(file));
              return { file };
            },
          },
        }),
      );
    } else if (ffmpeg) {
      app.log.error(
        "espeak-ng was not found: the studio cannot generate clips. Install Debian's espeak-ng package.",
      );
    }
    if (config?.heygen) generators.set("heygen", createHeygen(config.heygen));
    if (config?.did) generators.set("did", createDid(config.did));
    const clips = app.widget.clips;
    const generationWorker =
      ffmpeg && clips && generators.size > 0
        ? createGenerationWorker({
            db: app.database.db,
            store,
            generators,
            log: app.log.child({ component: "generation-worker" }),
            wakeClips: () => clips.wake(),
            options: worker?.options,
          })
        : undefined;
    app.decorate("generation", { generators, worker: generationWorker });
    if (!generationWorker || worker?.enabled === false) return;
    app.addHook("onReady", async () => generationWorker.start());
    app.addHook("preClose", async () => generationWorker.stop());
  },
  { name: "generation", dependencies: ["database", "widget"] },
);
