import { createWriteStream } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import fp from "fastify-plugin";
import type { GenerationProvider } from "#contracts/generation.ts";
import { findPortraitKey, GENERATION_JOB_KIND } from "#server/repositories/generation-jobs.ts";
import { createDid } from "./did.ts";
import { speechAvailable } from "./espeak.ts";
import { type GenerationDeps, type GenerationOptions, generationJobKind } from "./generate-clip.ts";
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
      /**
       * "generation" jobs (server/generation/generate-clip.ts); undefined when nothing can generate
       * (no ffmpeg, no generator). `runDue` generates the due ones now (tests).
       */
      jobs: { wake(): void; runDue(): Promise<number> } | undefined;
    };
  }
}

export type GenerationPluginOptions = {
  config: GenerationConfig | undefined;
  jobs?: {
    /** false: generations stay queued until `generation.jobs.runDue()` (tests). */
    enabled?: boolean;
    options?: Partial<GenerationOptions>;
    /** Generators used instead of the configured ones of the same provider (tests). */
    generators?: readonly VideoGenerator[];
    sleep?: GenerationDeps["sleep"];
  };
};

/**
 * Video answers generated from text (docs/decisions/0042-generated-video-answers.md): the generators
 * configured, and the "generation" job kind that runs them and hands the videos to the clip pipeline.
 */
export const generationPlugin = fp<GenerationPluginOptions>(
  async (app, { config, jobs }) => {
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
    for (const generator of jobs?.generators ?? []) generators.set(generator.provider, generator);
    const kind =
      ffmpeg && generators.size > 0
        ? generationJobKind({
            db: app.database.db,
            store,
            tools: ffmpeg,
            generators,
            log: app.log.child({ component: "generation-job" }),
            workRoot: path.join(os.tmpdir(), "avatalk-generation-work"),
            options: jobs?.options,
            sleep: jobs?.sleep,
          })
        : undefined;
    if (kind) app.jobs.define(GENERATION_JOB_KIND, { ...kind, runInBackground: jobs?.enabled !== false });
    app.decorate("generation", {
      generators,
      jobs: kind
        ? {
            wake: () => app.jobs.wake(GENERATION_JOB_KIND),
            runDue: () => app.jobs.runDue(GENERATION_JOB_KIND),
          }
        : undefined,
    });
  },
  { name: "generation", dependencies: ["database", "jobs", "widget"] },
);
