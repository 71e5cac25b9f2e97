import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { Database } from "#server/db/client.ts";
import { createWakeableSleep } from "#server/lib/wakeable-sleep.ts";
import { claimGenerationJob } from "#server/repositories/generation-jobs.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import {
  defaultGenerationOptions,
  type GenerationContext,
  type GenerationOptions,
  generateClip,
} from "./generate-clip.ts";
import type { VideoGenerator } from "./video-generator.ts";

/**
 * Runs generateClip (the handler) for clips waiting to be generated, one at a time in each server
 * process, the way the clip worker runs its jobs (server/media/clip-worker.ts). A loop of its own
 * until the one job queue carries both: then only the handler stays.
 */
export type GenerationWorker = {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
  /** Generates the next waiting clip, if any; whether there was one (tests, benches). */
  runOnce(): Promise<boolean>;
};

type LogMethod = (fields: Record<string, unknown>, message: string) => void;

export function createGenerationWorker(deps: {
  db: Database;
  store: MediaStore;
  generators: ReadonlyMap<string, VideoGenerator>;
  log: { info: LogMethod; warn: LogMethod; error: LogMethod };
  wakeClips: () => void;
  options?: Partial<GenerationOptions> & { idlePollMs?: number };
  workRoot?: string;
  sleep?: GenerationContext["sleep"];
}): GenerationWorker {
  const options = { ...defaultGenerationOptions, ...deps.options };
  const idlePollMs = deps.options?.idlePollMs ?? 5_000;
  const workerId = randomUUID();
  const workRoot = deps.workRoot ?? path.join(os.tmpdir(), "avatalk-generation-work");
  const abort = new AbortController();
  const { sleep, wake: interrupt } = createWakeableSleep();
  let loop: Promise<void> | undefined;
  let wakeRequested = false;

  async function runOnce(): Promise<boolean> {
    const job = await claimGenerationJob(deps.db, { workerId, claimMs: options.claimMs });
    if (!job) return false;
    await generateClip(
      { mediaId: job.id },
      {
        db: deps.db,
        store: deps.store,
        generators: deps.generators,
        log: deps.log,
        job,
        workerId,
        workRoot,
        signal: abort.signal,
        wakeClips: deps.wakeClips,
        options,
        sleep: deps.sleep,
      },
    );
    return true;
  }

  async function run(): Promise<void> {
    while (!abort.signal.aborted) {
      wakeRequested = false;
      let handled = false;
      try {
        handled = await runOnce();
      } catch (error) {
        deps.log.warn({ err: error }, "generation worker could not claim a clip; trying again later");
      }
      if (abort.signal.aborted) break;
      if (handled || wakeRequested) continue;
      await sleep(idlePollMs);
    }
  }

  return {
    runOnce,
    start() {
      loop ??= run();
    },
    wake() {
      wakeRequested = true;
      interrupt();
    },
    async stop() {
      abort.abort();
      interrupt();
      await loop;
    },
  };
}
