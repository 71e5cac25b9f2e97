import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { type Cue, type Loudness, MEDIA_LIMITS } from "#contracts/media.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { jobs, users, widgetMedia } from "#server/db/schema.ts";
import { enqueue } from "#server/repositories/jobs.ts";
import type { MediaRecord } from "./widget-media.ts";

/**
 * A clip's row as its processing job (server/media/clip-job.ts, a "clip" job of server/jobs/) moves
 * it: queued, processing with its progress, then ready or failed. The job queue holds the claim and
 * the lease; outcomes are written through the job's `whileHeld`, so a worker that lost its job
 * cannot overwrite the state of the one that has it now.
 */

export const CLIP_JOB_KIND = "clip";
export type ClipJobPayload = { mediaId: string };

/** Queues a clip's processing in the caller's transaction; one account's clips take turns with others'. */
export function enqueueClipJob(
  tx: Database | Transaction,
  clip: { id: string; userId: string },
  retry = false,
): Promise<{ id: string }> {
  return enqueue(
    tx,
    CLIP_JOB_KIND,
    { mediaId: clip.id, ...(retry ? { retry } : {}) },
    { group: clip.userId },
  );
}

/**
 * A worker starts (or starts again) on a clip: processing, from 0, with the job's attempt. Undefined
 * when there is nothing to process (the clip was deleted, or is ready or failed already).
 */
export async function startClipProcessing(
  db: Database,
  id: string,
  attempt: number,
): Promise<MediaRecord | undefined> {
  const [row] = await db
    .update(widgetMedia)
    .set({ status: "processing", progress: 0, attempts: attempt })
    .where(and(eq(widgetMedia.id, id), inArray(widgetMedia.status, ["queued", "processing"])))
    .returning();
  return row;
}

/** Progress while ffmpeg works, 0 to 1 (the portal shows it). */
export async function reportClipProgress(db: Database, id: string, progress: number): Promise<void> {
  await db
    .update(widgetMedia)
    .set({ progress })
    .where(and(eq(widgetMedia.id, id), eq(widgetMedia.status, "processing")));
}

/** Back to "queued": the worker stopped, or the attempt failed and the job will be retried. */
export async function markClipQueued(tx: Transaction, id: string): Promise<void> {
  await tx
    .update(widgetMedia)
    .set({ status: "queued", progress: 0 })
    .where(and(eq(widgetMedia.id, id), eq(widgetMedia.status, "processing")));
}

export type ReadyClip = {
  storageKey: string;
  posterKey: string;
  sizeBytes: number;
  durationSeconds: number;
  width: number;
  height: number;
  loudness: Loudness | null;
  speech: { start: number; end: number }[];
};

/** Ready: the processed clip is served from now on. False: the clip is gone (deleted meanwhile). */
export async function markClipReady(tx: Transaction, id: string, ready: ReadyClip): Promise<boolean> {
  const rows = await tx
    .update(widgetMedia)
    .set({
      ...ready,
      contentType: "video/mp4",
      status: "ready",
      progress: 1,
      originalKey: null,
      failureMessage: null,
      failureReason: null,
      processedAt: sql`now()`,
    })
    .where(and(eq(widgetMedia.id, id), eq(widgetMedia.status, "processing")))
    .returning({ id: widgetMedia.id });
  return rows.length > 0;
}

/** Failed: the message for the customer, ffmpeg's reason for support. The original stays for "Try again". */
export async function markClipFailed(
  tx: Database | Transaction,
  id: string,
  failure: { message: string; reason: string },
): Promise<void> {
  await tx
    .update(widgetMedia)
    .set({
      status: "failed",
      failureMessage: failure.message,
      failureReason: failure.reason.slice(-4_000),
    })
    .where(and(eq(widgetMedia.id, id), inArray(widgetMedia.status, ["queued", "processing"])));
}

export type RetryOutcome =
  | { ok: true; media: MediaRecord }
  | { ok: false; reason: "not-found" | "not-failed" | "clip-limit" | "hourly-limit" };

/**
 * "Try again": a failed clip whose original is still stored goes back to the queue, at most
 * `retriesPerClip` times per clip and `retriesPerHour` times per account (each costs a conversion).
 * The account's row is locked, so retries sent at once are counted one after another.
 */
export async function requeueFailedClip(db: Database, userId: string, id: string): Promise<RetryOutcome> {
  return db.transaction(async (tx): Promise<RetryOutcome> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [clip] = await tx
      .select()
      .from(widgetMedia)
      .where(and(eq(widgetMedia.userId, userId), eq(widgetMedia.id, id)));
    if (!clip) return { ok: false, reason: "not-found" };
    if (clip.status !== "failed" || !clip.originalKey) return { ok: false, reason: "not-failed" };
    if (clip.retries >= MEDIA_LIMITS.retriesPerClip) return { ok: false, reason: "clip-limit" };
    const lastHour = await tx.$count(
      jobs,
      and(
        eq(jobs.kind, CLIP_JOB_KIND),
        eq(jobs.groupKey, userId),
        sql`${jobs.payload} ->> 'retry' = 'true'`,
        gt(jobs.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
    if (lastHour >= MEDIA_LIMITS.retriesPerHour) return { ok: false, reason: "hourly-limit" };
    const [media] = await tx
      .update(widgetMedia)
      .set({
        status: "queued",
        progress: 0,
        attempts: 0,
        retries: sql`${widgetMedia.retries} + 1`,
        failureMessage: null,
        failureReason: null,
      })
      .where(eq(widgetMedia.id, id))
      .returning();
    if (!media) return { ok: false, reason: "not-found" };
    await enqueueClipJob(tx, media, true);
    return { ok: true, media };
  });
}

/** The customer's corrected or uploaded captions; null goes back to captions made from the answer. */
export async function saveClipCues(
  db: Database,
  userId: string,
  id: string,
  cues: Cue[] | null,
): Promise<MediaRecord | undefined> {
  const [row] = await db
    .update(widgetMedia)
    .set({ cues })
    .where(and(eq(widgetMedia.userId, userId), eq(widgetMedia.id, id)))
    .returning();
  return row;
}
