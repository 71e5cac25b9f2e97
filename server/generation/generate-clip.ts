import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { type GenerationSource, generationMessages } from "#contracts/generation.ts";
import { MEDIA_LIMITS } from "#contracts/media.ts";
import type { Database } from "#server/db/client.ts";
import {
  markGenerated,
  markGenerationFailed,
  renewGeneration,
  retryGenerationLater,
} from "#server/repositories/generation-jobs.ts";
import type { MediaRecord } from "#server/repositories/widget-media.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import {
  GenerationExpired,
  GenerationFailed,
  GenerationRateLimited,
  type GenerationRequest,
  type GenerationResult,
  type VideoGenerator,
} from "./video-generator.ts";

/**
 * The background work of one generated clip, written as a job handler `(payload, context)`: the
 * provider's job started (or, after a restart, found again by its id), polled until done, and its
 * video copied into our store at once (providers' links expire). The clip's row then turns "queued"
 * with that video as its original, and the clip pipeline makes its poster, loudness and replicas like
 * an upload's (docs/decisions/0024-media-pipeline.md, 0042-generated-video-answers.md).
 */
export type GenerationPayload = { mediaId: string };

type LogMethod = (fields: Record<string, unknown>, message: string) => void;

export type GenerationContext = {
  db: Database;
  store: MediaStore;
  generators: ReadonlyMap<string, VideoGenerator>;
  log: { info: LogMethod; warn: LogMethod; error: LogMethod };
  /** The claimed row (the worker claimed it; a queue would load it from the payload's id). */
  job: MediaRecord;
  workerId: string;
  workRoot: string;
  signal: AbortSignal;
  /** The clip pipeline's worker, told a clip is queued. */
  wakeClips: () => void;
  options: GenerationOptions;
  /** Waits between polls; a test gives one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
};

export type GenerationOptions = {
  claimMs: number;
  pollIntervalMs: number;
  /** A provider's job still not done after this long is given up as expired. */
  maxWaitMs: number;
  maxAttempts: number;
  /** After a failure of ours (store down, network): due again after this, times the attempt. */
  retryDelayMs: number;
};

export const defaultGenerationOptions: GenerationOptions = {
  claimMs: 60_000,
  pollIntervalMs: 5_000,
  maxWaitMs: 30 * 60_000,
  maxAttempts: 4,
  retryDelayMs: 20_000,
};

export async function generateClip(payload: GenerationPayload, context: GenerationContext): Promise<void> {
  const { db, store, job, workerId, log, options, signal } = context;
  const fields = { mediaId: payload.mediaId, attempt: job.attempts };
  const source = job.generation;
  const fail = async (message: string, reason: string) => {
    await markGenerationFailed(db, job.id, workerId, { message, reason });
    log.warn({ ...fields, reason }, "clip generation failed");
  };
  if (!source) return fail(generationMessages.failed, "the row has no generation source");
  const generator = context.generators.get(source.provider);
  if (!generator) return fail(generationMessages.providerNotConfigured, `no ${source.provider} generator`);

  await fs.mkdir(context.workRoot, { recursive: true });
  const workDir = await fs.mkdtemp(path.join(context.workRoot, "generation-"));
  let current: GenerationSource = source;
  const heartbeat = setInterval(() => {
    renewGeneration(db, job.id, workerId, { claimMs: options.claimMs }).catch((error: unknown) => {
      log.warn({ ...fields, err: error }, "could not renew a generation's claim");
    });
  }, options.claimMs / 3);
  const sleep = context.sleep ?? ((ms: number) => abortableSleep(ms, signal));
  try {
    const request: GenerationRequest = {
      presenterId: source.presenterId,
      voiceId: source.voiceId,
      language: source.language,
      text: source.text,
      userId: job.userId,
      workDir,
      signal,
    };
    if (!current.jobId) {
      const { jobId } = await generator.start(request);
      current = { ...current, jobId };
      await renewGeneration(db, job.id, workerId, {
        claimMs: options.claimMs,
        progress: 0.1,
        generation: current,
      });
    }
    const jobId = current.jobId as string;
    const startedAt = Date.now();
    let result: GenerationResult | undefined;
    for (;;) {
      const outcome = await generator.poll(jobId, request);
      if (outcome.done) {
        result = outcome.result;
        break;
      }
      if (Date.now() - startedAt > options.maxWaitMs)
        throw new GenerationExpired("the provider's job did not finish in time");
      await sleep(options.pollIntervalMs);
      if (signal.aborted) throw signal.reason;
    }
    const key = `${job.userId}/${randomUUID()}`;
    const sizeBytes = await copyIntoStore(store, key, result, signal);
    const recorded = await markGenerated(db, job.id, workerId, { key, sizeBytes, words: result.words });
    if (!recorded) {
      log.warn(fields, "a generation's claim was lost; its video is dropped");
      await store.delete(key).catch(() => undefined);
      return;
    }
    log.info({ ...fields, provider: source.provider, sizeBytes }, "clip generated; queued for processing");
    context.wakeClips();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (signal.aborted) {
      // Stopping: the claim lapses and another process (or this one, restarted) carries on.
      await retryGenerationLater(db, job.id, workerId, {
        delayMs: 0,
        countAttempt: false,
        generation: current,
      });
      log.info(fields, "clip generation stopped with the server; it carries on later");
    } else if (error instanceof GenerationRateLimited) {
      await retryGenerationLater(db, job.id, workerId, {
        delayMs: error.retryAfterMs,
        countAttempt: false,
        generation: current,
      });
      log.info(
        { ...fields, retryAfterMs: error.retryAfterMs },
        "the provider is rate limiting; generation waits",
      );
    } else if (error instanceof GenerationFailed) {
      await fail(
        source.provider === "studio" ? generationMessages.failed : generationMessages.providerFailed(reason),
        reason,
      );
    } else if (job.attempts >= options.maxAttempts) {
      await fail(
        error instanceof GenerationExpired ? generationMessages.expired : generationMessages.failed,
        reason,
      );
    } else {
      // Expired jobs start again from nothing; other failures (ours) keep the provider's job.
      const generation = error instanceof GenerationExpired ? { ...current, jobId: null } : current;
      await retryGenerationLater(db, job.id, workerId, {
        delayMs: options.retryDelayMs * job.attempts,
        countAttempt: true,
        generation,
      });
      log.warn({ ...fields, reason }, "clip generation failed; it will be tried again");
    }
  } finally {
    clearInterval(heartbeat);
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** The result into our store under `key`: a file read, a provider's URL downloaded once. */
async function copyIntoStore(
  store: MediaStore,
  key: string,
  result: GenerationResult,
  signal: AbortSignal,
): Promise<number> {
  if (result.kind === "file") {
    const { size } = await fs.stat(result.path);
    await store.put(key, createReadStream(result.path));
    return size;
  }
  const response = await fetch(result.url, { signal });
  // Their links are signed and short-lived: one that no longer answers is an expired result.
  if (response.status === 403 || response.status === 404 || response.status === 410) {
    throw new GenerationExpired(`the provider's video link answered ${response.status}`);
  }
  if (!response.ok || !response.body)
    throw new Error(`the provider's video link answered ${response.status}`);
  let size = 0;
  const limited = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).map((chunk: Buffer) => {
    size += chunk.length;
    if (size > MEDIA_LIMITS.uploadMaxBytes) throw new GenerationFailed("the provider's video is too large");
    return chunk;
  });
  await store.put(key, limited);
  return size;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
