import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { type GenerationSource, generationMessages } from "#contracts/generation.ts";
import { MEDIA_LIMITS } from "#contracts/media.ts";
import type { Database } from "#server/db/client.ts";
import { type JobContext, type JobKindOptions, PermanentJobError } from "#server/jobs/queue.ts";
import type { FfmpegTools } from "#server/media/ffmpeg-tools.ts";
import { recordGeneratedSeconds } from "#server/repositories/account-plans.ts";
import {
  enqueueGeneration,
  findGenerating,
  type GenerationJobPayload,
  markGenerated,
  markGenerationFailed,
  recordGenerationProgress,
} from "#server/repositories/generation-jobs.ts";
import { planLimitsFor } from "#server/services/plans.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import {
  GenerationExpired,
  GenerationFailed,
  GenerationRateLimited,
  type GenerationRequest,
  type GenerationResult,
  type VideoGenerator,
} from "./video-generator.ts";
import { burnWatermark } from "./watermark.ts";

/**
 * The handler of "generation" jobs (server/jobs/): the provider's job started (or, when the job runs
 * again, found again by its id), polled until done, and its video copied into our store at once
 * (providers' links expire). The clip's row then turns "queued" with that video as its original and a
 * "clip" job, and the clip pipeline makes its poster, loudness and replicas like an upload's
 * (docs/decisions/0024-media-pipeline.md, 0042-generated-video-answers.md). One generation per
 * account at a time (grouped by account); a provider's rate limit is waited out by a new job due
 * after it, so waiting is never counted as a failed attempt.
 */
export type GenerationPayload = GenerationJobPayload;

type LogMethod = (fields: Record<string, unknown>, message: string) => void;

export type GenerationDeps = {
  db: Database;
  store: MediaStore;
  /** ffmpeg, which burns the plan's watermark into a provider's video. */
  tools: FfmpegTools;
  generators: ReadonlyMap<string, VideoGenerator>;
  log: { info: LogMethod; warn: LogMethod; error: LogMethod };
  workRoot: string;
  options?: Partial<GenerationOptions>;
  /** Waits between polls; a test gives one that returns at once. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export type GenerationOptions = Pick<
  JobKindOptions<GenerationPayload>,
  "concurrency" | "leaseMs" | "maxAttempts" | "backoff" | "pollIntervalMs" | "shutdownGraceMs"
> & {
  /** How often a provider's job is polled. */
  providerPollMs: number;
  /** A provider's job still not done after this long is given up as expired. */
  maxWaitMs: number;
};

export const defaultGenerationOptions = {
  concurrency: 2,
  leaseMs: 60_000,
  maxAttempts: 4,
  // Failures of ours (store, network, a provider's 5xx): 20 s, 40 s, 80 s.
  backoff: { firstMs: 20_000, maxMs: 10 * 60_000 },
  pollIntervalMs: 5_000,
  // A stop gives the job back at once: the provider's job id is kept, so the next run polls it.
  shutdownGraceMs: 0,
  providerPollMs: 5_000,
  maxWaitMs: 30 * 60_000,
} satisfies GenerationOptions;

/** Words spoken per second, to estimate a text's video length before it is generated. */
export const WORDS_PER_SECOND = 2.5;

export function estimatedSeconds(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_SECOND));
}

/** The message a customer reads for a generation that failed for good. */
function failureMessageOf(error: unknown, provider: string | undefined): string {
  const cause = error instanceof PermanentJobError && error.cause ? error.cause : error;
  if (cause instanceof GenerationFailed) {
    return provider === "studio" || provider === undefined
      ? generationMessages.failed
      : generationMessages.providerFailed(cause.message);
  }
  if (cause instanceof GenerationExpired) return generationMessages.expired;
  if (cause instanceof NoGenerator) return generationMessages.providerNotConfigured;
  return generationMessages.failed;
}

class NoGenerator extends Error {}

export function generationJobKind(deps: GenerationDeps): JobKindOptions<GenerationPayload> {
  const { db, store, log } = deps;
  const options: GenerationOptions = { ...defaultGenerationOptions, ...deps.options };

  async function handler(payload: GenerationPayload, context: JobContext): Promise<void> {
    const job = await findGenerating(db, payload.mediaId);
    // Deleted meanwhile, or generated already: nothing to do.
    if (!job) return;
    const fields = { mediaId: job.id, attempt: context.attempt };
    const source = job.generation;
    if (!source) throw new PermanentJobError("the row has no generation source");
    const generator = deps.generators.get(source.provider);
    if (!generator)
      throw new PermanentJobError(`no ${source.provider} generator`, { cause: new NoGenerator() });
    await recordGenerationProgress(db, job.id, { attempts: context.attempt });
    const limits = await planLimitsFor(db, job.userId);

    await fs.mkdir(deps.workRoot, { recursive: true });
    const workDir = await fs.mkdtemp(path.join(deps.workRoot, "generation-"));
    let current: GenerationSource = source;
    const sleep = deps.sleep ?? abortableSleep;
    const { signal } = context;
    try {
      const request: GenerationRequest = {
        presenterId: source.presenterId,
        voiceId: source.voiceId,
        language: source.language,
        text: source.text,
        userId: job.userId,
        workDir,
        signal,
        watermark: limits?.watermark ?? false,
      };
      if (!current.jobId) {
        const { jobId } = await generator.start(request);
        current = { ...current, jobId };
        await recordGenerationProgress(db, job.id, { progress: 0.1, generation: current });
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
        await sleep(options.providerPollMs, signal);
        if (signal.aborted) throw signal.reason;
      }
      // The studio drew the plan's mark as it rendered; a provider's video gets it here, the one
      // place every provider's result passes on its way into our store.
      if (source.provider !== "studio" && request.watermark) {
        result = await watermarked(deps.tools, result, workDir, signal);
      }
      const key = `${job.userId}/${randomUUID()}`;
      const sizeBytes = await copyIntoStore(store, key, result, signal);
      let recorded = false;
      const held = await context.whileHeld(async (tx) => {
        recorded = await markGenerated(tx, job.id, { key, sizeBytes, words: result.words });
      });
      if (!held || !recorded) {
        log.warn(fields, "a generation's job was lost (or the clip deleted); its video is dropped");
        await store.delete(key).catch(() => undefined);
        return;
      }
      await recordGeneratedSeconds(db, job.userId, generatedSecondsOf(result, source.text));
      log.info({ ...fields, provider: source.provider, sizeBytes }, "clip generated; queued for processing");
    } catch (error) {
      if (error instanceof GenerationRateLimited && !signal.aborted) {
        // Waiting for a provider is not failing: this job ends, and a new one is due after the wait.
        const runAt = new Date(Date.now() + error.retryAfterMs);
        const held = await context.whileHeld(async (tx) => {
          await recordGenerationProgress(tx, job.id, { generation: current });
          await enqueueGeneration(tx, job, runAt);
        });
        if (held) {
          log.info(
            { ...fields, retryAfterMs: error.retryAfterMs },
            "the provider is rate limiting; generation waits",
          );
          return;
        }
      }
      // Expired jobs start again from nothing; other failures (ours, a stop) keep the provider's job.
      const generation = error instanceof GenerationExpired ? { ...current, jobId: null } : current;
      await context.whileHeld((tx) => recordGenerationProgress(tx, job.id, { generation }));
      if (error instanceof GenerationFailed) throw new PermanentJobError(error.message, { cause: error });
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  async function onFailed(
    { mediaId }: GenerationPayload,
    { error, context }: { error: unknown; context: JobContext },
  ): Promise<void> {
    const row = await findGenerating(db, mediaId);
    const reason = error instanceof Error ? error.message : String(error);
    const message = failureMessageOf(error, row?.generation?.provider);
    await context.whileHeld((tx) => markGenerationFailed(tx, mediaId, { message, reason }));
    log.warn({ mediaId, attempt: context.attempt, reason: reason.slice(-300) }, "clip generation failed");
  }

  return {
    concurrency: options.concurrency,
    leaseMs: options.leaseMs,
    maxAttempts: options.maxAttempts,
    backoff: options.backoff,
    pollIntervalMs: options.pollIntervalMs,
    shutdownGraceMs: options.shutdownGraceMs,
    groupConcurrency: 1,
    handler,
    onFailed,
  };
}

/** The seconds a made clip counts against the plan: its last word's end, else the text's estimate. */
function generatedSecondsOf(result: GenerationResult, text: string): number {
  const lastWord = result.words?.at(-1);
  return lastWord ? Math.ceil(lastWord.end) : estimatedSeconds(text);
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
  const { stream, size } = await download(result.url, signal);
  await store.put(key, stream);
  return size();
}

/** The result as a file in the work folder with the plan's mark burned in (its words unchanged). */
async function watermarked(
  tools: FfmpegTools,
  result: GenerationResult,
  workDir: string,
  signal: AbortSignal,
): Promise<GenerationResult> {
  const input = result.kind === "file" ? result.path : path.join(workDir, "provider-video");
  if (result.kind === "url") {
    const { stream } = await download(result.url, signal);
    await pipeline(stream, createWriteStream(input));
  }
  const output = path.join(workDir, "watermarked.mp4");
  await burnWatermark(tools, input, output, signal);
  return { kind: "file", path: output, words: result.words };
}

/**
 * A provider's video link, read once and at most as large as an upload may be; `size` is what has
 * been read once the stream has ended.
 */
async function download(url: string, signal: AbortSignal): Promise<{ stream: Readable; size: () => number }> {
  const response = await fetch(url, { signal });
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
  return { stream: limited, size: () => size };
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
