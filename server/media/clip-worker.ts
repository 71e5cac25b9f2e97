import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { mediaMessages } from "#contracts/media.ts";
import type { Database } from "#server/db/client.ts";
import { createWakeableSleep } from "#server/lib/wakeable-sleep.ts";
import {
  claimClipJob,
  markClipFailed,
  markClipReady,
  releaseClipJob,
  reportClipProgress,
  retryClipJobLater,
} from "#server/repositories/clip-jobs.ts";
import type { MediaRecord } from "#server/repositories/widget-media.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import type { FfmpegTools } from "./ffmpeg-tools.ts";
import { probeUpload } from "./probe.ts";
import { ClipProcessingError, processClip } from "./process-clip.ts";

/**
 * The background half of clip processing (issue 39): uploads commit a queued row and answer at once;
 * this worker, one in each server process, claims a queued clip (server/repositories/clip-jobs.ts),
 * converts it with ffmpeg (process-clip.ts) and stores the result. One clip at a time: ffmpeg uses
 * every core already. A process killed mid-clip leaves its claim to expire; any replica then takes
 * the clip again from its original, which stays stored until the processed clip is.
 */
export type ClipWorkerOptions = {
  /** How often the queue is looked at without a wake-up (other replicas' uploads, retries). */
  pollIntervalMs: number;
  /** How long a claim holds without news; renewed every third of it while ffmpeg works. */
  claimMs: number;
  /** Attempts before a clip that keeps failing for reasons of ours (not the clip's) is failed. */
  maxAttempts: number;
  retryDelayMs: number;
};

export const defaultClipWorkerOptions: ClipWorkerOptions = {
  pollIntervalMs: 5_000,
  claimMs: 60_000,
  maxAttempts: 3,
  retryDelayMs: 30_000,
};

type LogMethod = (fields: Record<string, unknown>, message: string) => void;
type WorkerLog = { info: LogMethod; warn: LogMethod; error: LogMethod };

export type ClipWorker = {
  start(): void;
  /** Looks at the queue now (after an upload committed its row). */
  wake(): void;
  /** Kills a running ffmpeg, gives its clip back to the queue, and stops. */
  stop(): Promise<void>;
  /** Processes the next queued clip, if any; resolves to whether there was one (tests, benches). */
  runOnce(): Promise<boolean>;
};

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

export function createClipWorker(deps: {
  db: Database;
  store: MediaStore;
  tools: FfmpegTools;
  log: WorkerLog;
  options?: Partial<ClipWorkerOptions>;
  /** The parent of the per-clip work folders (tests give their own). */
  workRoot?: string;
}): ClipWorker {
  const { db, store, tools, log } = deps;
  const workRoot = deps.workRoot ?? defaultClipWorkRoot();
  const options = { ...defaultClipWorkerOptions, ...deps.options };
  const workerId = randomUUID();
  const abort = new AbortController();
  let loop: Promise<void> | undefined;
  let wakeRequested = false;
  const { sleep, wake: interruptSleep } = createWakeableSleep();

  async function runOnce(): Promise<boolean> {
    const job = await claimClipJob(db, { workerId, claimMs: options.claimMs });
    if (!job) return false;
    await processJob(job);
    return true;
  }

  async function processJob(job: MediaRecord): Promise<void> {
    const fields = { mediaId: job.id, attempt: job.attempts };
    if (!job.originalKey || job.attempts > options.maxAttempts) {
      const reason = job.originalKey
        ? `gave up after ${job.attempts - 1} attempts`
        : "the upload's bytes are missing";
      await markClipFailed(db, job.id, workerId, { message: mediaMessages.processingFailed, reason });
      log.error({ ...fields, reason }, "clip processing failed for good");
      return;
    }
    await fs.mkdir(workRoot, { recursive: true });
    const workDir = await fs.mkdtemp(path.join(workRoot, workFolderPrefix()));
    let progress = 0;
    // The claim is renewed while ffmpeg works, with the progress; a lost claim stops nothing here,
    // but the outcome is then not recorded (markClipReady names this worker).
    const heartbeat = setInterval(() => {
      reportClipProgress(db, job.id, workerId, progress, options.claimMs).catch((error: unknown) => {
        log.warn({ ...fields, err: error }, "could not renew a clip's claim");
      });
    }, options.claimMs / 3);
    const newKeys: string[] = [];
    try {
      const input = path.join(workDir, "original");
      await pipeline(await store.read(job.originalKey), createWriteStream(input));
      const probe = await probeUpload(tools, input);
      // Every probe slot busy (503) is the server's state, not the clip's: tried again later.
      if (!probe.ok && probe.status === 503) throw new Error(probe.message);
      if (!probe.ok) throw new ClipProcessingError(probe.message, "refused by the probe on processing");
      const processed = await processClip({
        tools,
        input,
        probed: probe.probed,
        workDir,
        signal: abort.signal,
        onProgress: (fraction) => {
          progress = Math.round(fraction * 95) / 100;
        },
      });
      const storageKey = `${job.userId}/${randomUUID()}`;
      const posterKey = `${storageKey}-poster`;
      newKeys.push(storageKey, posterKey);
      await store.put(storageKey, createReadStream(processed.videoFile));
      await store.put(posterKey, createReadStream(processed.posterFile));
      const sizeBytes =
        (await fs.stat(processed.videoFile)).size + (await fs.stat(processed.posterFile)).size;
      const recorded = await markClipReady(db, job.id, workerId, {
        storageKey,
        posterKey,
        sizeBytes,
        durationSeconds: processed.durationSeconds,
        width: processed.width,
        height: processed.height,
        loudness: processed.loudness,
        speech: processed.speech,
      });
      if (!recorded) {
        log.warn(fields, "a clip's claim was lost while it was processed; its new bytes are dropped");
        await deleteKeys(newKeys);
        return;
      }
      log.info(
        { ...fields, remuxed: processed.remuxed, durationSeconds: processed.durationSeconds },
        "clip processed",
      );
      await deleteKeys([job.originalKey]);
    } catch (error) {
      await deleteKeys(newKeys);
      if (abort.signal.aborted) {
        await releaseClipJob(db, job.id, workerId);
        log.info(fields, "clip processing stopped with the server; the clip is queued again");
      } else if (error instanceof ClipProcessingError) {
        await markClipFailed(db, job.id, workerId, { message: error.userMessage, reason: error.reason });
        log.warn({ ...fields, reason: error.reason.slice(-300) }, "clip processing failed");
      } else if (job.attempts >= options.maxAttempts) {
        const reason = error instanceof Error ? error.message : String(error);
        await markClipFailed(db, job.id, workerId, { message: mediaMessages.processingFailed, reason });
        log.error({ ...fields, err: error }, "clip processing failed for good after its last attempt");
      } else {
        await retryClipJobLater(db, job.id, workerId, options.retryDelayMs);
        log.warn({ ...fields, err: error }, "clip processing failed; it will be tried again");
      }
    } finally {
      clearInterval(heartbeat);
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    for (const key of keys) {
      // Bytes left behind cost space, not correctness.
      await store
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, "could not delete clip bytes"));
    }
  }

  async function run(): Promise<void> {
    const swept = await sweepClipWorkFolders(workRoot).catch((error: unknown) => {
      log.warn({ err: error, workRoot }, "could not sweep the clip work folders");
      return [];
    });
    if (swept.length > 0) log.info({ swept, workRoot }, "removed the work folders of a stopped process");
    while (!abort.signal.aborted) {
      wakeRequested = false;
      let handled = false;
      try {
        handled = await runOnce();
      } catch (error) {
        log.warn({ err: error }, "clip worker could not claim a clip; trying again later");
      }
      if (abort.signal.aborted) break;
      if (handled || wakeRequested) continue;
      await sleep(options.pollIntervalMs);
    }
  }

  return {
    runOnce,
    start() {
      loop ??= run();
    },
    wake() {
      wakeRequested = true;
      interruptSleep();
    },
    async stop() {
      abort.abort();
      interruptSleep();
      await loop;
    },
  };
}
