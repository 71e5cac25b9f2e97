import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { mediaMessages } from "#contracts/media.ts";
import type { Database } from "#server/db/client.ts";
import { type JobContext, type JobKindOptions, PermanentJobError } from "#server/jobs/queue.ts";
import {
  type ClipJobPayload,
  markClipFailed,
  markClipQueued,
  markClipReady,
  reportClipProgress,
  startClipProcessing,
} from "#server/repositories/clip-jobs.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import type { FfmpegTools } from "./ffmpeg-tools.ts";
import { probeUpload } from "./probe.ts";
import { ClipProcessingError, processClip } from "./process-clip.ts";

/**
 * The handler of "clip" jobs (server/jobs/): uploads commit a queued row and its job and answer at
 * once; a worker converts the clip with ffmpeg (process-clip.ts) and stores the result. A process
 * killed mid-clip loses its lease; any replica then takes the clip again from its original, which
 * stays stored until the processed clip is.
 *
 * Fair between accounts: one clip of an account at a time, the account that has waited longest
 * first (the queue's `groupConcurrency`, grouped by account), so one account's eight clips do not
 * hold another's short one back. Each process converts `clipConcurrency()` clips at once: ffmpeg
 * uses several cores per clip already.
 */
export type ClipJobOptions = Pick<
  JobKindOptions<ClipJobPayload>,
  "concurrency" | "leaseMs" | "maxAttempts" | "backoff" | "pollIntervalMs" | "shutdownGraceMs"
>;

/** Half the cores, at least one: two clips at once on four cores, one on two. */
export function clipConcurrency(cores = os.availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}

export const defaultClipJobOptions = {
  leaseMs: 60_000,
  maxAttempts: 3,
  backoff: { firstMs: 30_000, maxMs: 10 * 60_000 },
  pollIntervalMs: 5_000,
  // A stop kills ffmpeg at once and gives the clip back: a conversion can take minutes.
  shutdownGraceMs: 0,
} satisfies ClipJobOptions;

/** How often a conversion's progress is written (the portal polls it). */
const PROGRESS_WRITE_MS = 1_000;

type LogMethod = (fields: Record<string, unknown>, message: string) => void;
type WorkerLog = { info: LogMethod; warn: LogMethod; error: LogMethod };

/**
 * Where workers convert: one folder per clip, named after the process that made it (its pid and a
 * token of this run), so a process starting sweeps what a killed one left (kill -9 runs no
 * `finally`): folders of processes that are gone, and of an earlier run with its own pid (a
 * container's server is always pid 1).
 */
export const defaultClipWorkRoot = () => path.join(os.tmpdir(), "avatalk-clip-work");
const RUN_TOKEN = randomUUID().slice(0, 8);
const workFolderPrefix = () => `${process.pid}-${RUN_TOKEN}-`;

export async function sweepClipWorkFolders(root: string): Promise<string[]> {
  const names = await fs.readdir(root).catch(() => [] as string[]);
  const swept: string[] = [];
  for (const name of names) {
    const pid = Number(name.split("-")[0]);
    const earlierRunOfThisPid = pid === process.pid && !name.startsWith(workFolderPrefix());
    if (Number.isInteger(pid) && !earlierRunOfThisPid && processIsAlive(pid)) continue;
    await fs.rm(path.join(root, name), { recursive: true, force: true });
    swept.push(name);
  }
  return swept;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The "clip" kind: its handler and the failure a customer reads once a clip's job fails for good.
 * Call `sweep` once at start: it removes the work folders of a process that was killed.
 */
export function clipJobKind(deps: {
  db: Database;
  store: MediaStore;
  tools: FfmpegTools;
  log: WorkerLog;
  options?: Partial<ClipJobOptions>;
  /** The parent of the per-clip work folders (tests give their own). */
  workRoot?: string;
}): JobKindOptions<ClipJobPayload> & { sweep(): Promise<void> } {
  const { db, store, tools, log } = deps;
  const workRoot = deps.workRoot ?? defaultClipWorkRoot();

  async function handler({ mediaId }: ClipJobPayload, context: JobContext): Promise<void> {
    const job = await startClipProcessing(db, mediaId, context.attempt);
    // Deleted meanwhile, or already done: nothing to do.
    if (!job) return;
    const fields = { mediaId: job.id, attempt: context.attempt };
    if (!job.originalKey) throw new PermanentJobError("the upload's bytes are missing");
    await fs.mkdir(workRoot, { recursive: true });
    const workDir = await fs.mkdtemp(path.join(workRoot, workFolderPrefix()));
    let lastWrite = 0;
    let writing: Promise<void> | undefined;
    const newKeys: string[] = [];
    try {
      const input = path.join(workDir, "original");
      await pipeline(await store.read(job.originalKey), createWriteStream(input));
      const probe = await probeUpload(tools, input);
      // Every probe slot busy (503) is the server's state, not the clip's: the queue tries it again later.
      if (!probe.ok && probe.status === 503) throw new Error(probe.message);
      if (!probe.ok) throw new ClipProcessingError(probe.message, "refused by the probe on processing");
      const processed = await processClip({
        tools,
        input,
        probed: probe.probed,
        workDir,
        signal: context.signal,
        onProgress: (fraction) => {
          const now = Date.now();
          if (writing || now - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = now;
          writing = reportClipProgress(db, job.id, Math.round(fraction * 95) / 100)
            .catch((error: unknown) =>
              log.warn({ ...fields, err: error }, "could not record a clip's progress"),
            )
            .finally(() => {
              writing = undefined;
            });
        },
      });
      await writing;
      const storageKey = `${job.userId}/${randomUUID()}`;
      const posterKey = `${storageKey}-poster`;
      newKeys.push(storageKey, posterKey);
      await store.put(storageKey, createReadStream(processed.videoFile));
      await store.put(posterKey, createReadStream(processed.posterFile));
      const sizeBytes =
        (await fs.stat(processed.videoFile)).size + (await fs.stat(processed.posterFile)).size;
      let recorded = false;
      const held = await context.whileHeld(async (tx) => {
        recorded = await markClipReady(tx, job.id, {
          storageKey,
          posterKey,
          sizeBytes,
          durationSeconds: processed.durationSeconds,
          width: processed.width,
          height: processed.height,
          loudness: processed.loudness,
          speech: processed.speech,
        });
      });
      if (!held || !recorded) {
        log.warn(
          fields,
          "a clip's job was lost (or the clip deleted) while it was processed; its new bytes are dropped",
        );
        await deleteKeys(newKeys);
        return;
      }
      log.info(
        { ...fields, remuxed: processed.remuxed, durationSeconds: processed.durationSeconds },
        "clip processed",
      );
      await deleteKeys([job.originalKey]);
    } catch (error) {
      await writing;
      await deleteKeys(newKeys);
      // The clip's own fault: no retry helps.
      if (error instanceof ClipProcessingError) throw new PermanentJobError(error.reason, { cause: error });
      // Stopped, or a failure of ours to be retried: the customer sees "queued" again. A worker
      // that lost the job writes nothing (the one that has it now owns the row's state).
      if (context.signal.aborted || !context.lastAttempt) {
        await context.whileHeld((tx) => markClipQueued(tx, job.id));
      }
      if (context.signal.aborted)
        log.info(fields, "clip processing stopped with the server; the clip is queued again");
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  /** The message the customer reads, and the reason for support. */
  async function onFailed(
    { mediaId }: ClipJobPayload,
    { error, context }: { error: unknown; context: JobContext },
  ): Promise<void> {
    const cause =
      error instanceof Error && error.cause instanceof ClipProcessingError ? error.cause : undefined;
    const message = cause?.userMessage ?? mediaMessages.processingFailed;
    const reason = cause?.reason ?? (error instanceof Error ? error.message : String(error));
    await context.whileHeld((tx) => markClipFailed(tx, mediaId, { message, reason }));
    log.warn({ mediaId, attempt: context.attempt, reason: reason.slice(-300) }, "clip processing failed");
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    for (const key of keys) {
      // Bytes left behind cost space, not correctness.
      await store
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, "could not delete clip bytes"));
    }
  }

  return {
    ...defaultClipJobOptions,
    concurrency: clipConcurrency(),
    groupConcurrency: 1,
    ...deps.options,
    handler,
    onFailed,
    async sweep() {
      const swept = await sweepClipWorkFolders(workRoot).catch((error: unknown) => {
        log.warn({ err: error, workRoot }, "could not sweep the clip work folders");
        return [];
      });
      if (swept.length > 0) log.info({ swept, workRoot }, "removed the work folders of a stopped process");
    },
  };
}
