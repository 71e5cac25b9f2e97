import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Cue, Loudness } from "#contracts/media.ts";
import type { Database } from "#server/db/client.ts";
import { widgetMedia } from "#server/db/schema.ts";
import type { MediaRecord } from "./widget-media.ts";

/**
 * The clip worker's side of a clip's row (server/media/clip-worker.ts): claims, progress, outcomes.
 * Claimed like the mail outbox's jobs (server/repositories/mail-job-claims.ts): `locked_until` in the
 * future plus the worker's id in `claimed_by`, every later update naming that worker, so a worker
 * whose claim expired and was taken over cannot overwrite the new owner's state.
 */

function nowPlus(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000}::float8)`;
}

/**
 * Claims the oldest clip waiting to be processed: queued, or processing under a claim that expired
 * (its worker was killed). `FOR UPDATE SKIP LOCKED` lets replicas claim at the same moment without
 * taking one clip twice.
 */
export async function claimClipJob(
  db: Database,
  { workerId, claimMs }: { workerId: string; claimMs: number },
): Promise<MediaRecord | undefined> {
  const due = db
    .select({ id: widgetMedia.id })
    .from(widgetMedia)
    .where(
      and(
        inArray(widgetMedia.status, ["queued", "processing"]),
        or(isNull(widgetMedia.lockedUntil), lt(widgetMedia.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(widgetMedia.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(widgetMedia)
    .set({
      status: "processing",
      progress: 0,
      attempts: sql`${widgetMedia.attempts} + 1`,
      claimedBy: workerId,
      lockedUntil: nowPlus(claimMs),
    })
    .where(inArray(widgetMedia.id, due))
    .returning();
  return row;
}

function heldBy(id: string, workerId: string) {
  return and(
    eq(widgetMedia.id, id),
    eq(widgetMedia.claimedBy, workerId),
    eq(widgetMedia.status, "processing"),
  );
}

/** Progress, and the claim extended: a long clip keeps its claim while ffmpeg works. False: lost. */
export async function reportClipProgress(
  db: Database,
  id: string,
  workerId: string,
  progress: number,
  claimMs: number,
): Promise<boolean> {
  const rows = await db
    .update(widgetMedia)
    .set({ progress, lockedUntil: nowPlus(claimMs) })
    .where(heldBy(id, workerId))
    .returning({ id: widgetMedia.id });
  return rows.length > 0;
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

/** Ready: the processed clip is served from now on; the original's key comes back for deletion. */
export async function markClipReady(
  db: Database,
  id: string,
  workerId: string,
  ready: ReadyClip,
): Promise<boolean> {
  const rows = await db
    .update(widgetMedia)
    .set({
      ...ready,
      contentType: "video/mp4",
      status: "ready",
      progress: 1,
      originalKey: null,
      failureMessage: null,
      failureReason: null,
      lockedUntil: null,
      claimedBy: null,
      processedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning({ id: widgetMedia.id });
  return rows.length > 0;
}

/** Failed: the message for the customer, ffmpeg's reason for support. The original stays for "Try again". */
export async function markClipFailed(
  db: Database,
  id: string,
  workerId: string,
  failure: { message: string; reason: string },
): Promise<void> {
  await db
    .update(widgetMedia)
    .set({
      status: "failed",
      failureMessage: failure.message,
      failureReason: failure.reason.slice(-4_000),
      lockedUntil: null,
      claimedBy: null,
    })
    .where(heldBy(id, workerId));
}

/** Gives a claimed clip back to the queue (the process is stopping), not counting the attempt. */
export async function releaseClipJob(db: Database, id: string, workerId: string): Promise<void> {
  await db
    .update(widgetMedia)
    .set({
      status: "queued",
      progress: 0,
      attempts: sql`greatest(${widgetMedia.attempts} - 1, 0)`,
      lockedUntil: null,
      claimedBy: null,
    })
    .where(heldBy(id, workerId));
}

/** "Try again": a failed clip whose original is still stored goes back to the queue. */
export async function requeueFailedClip(
  db: Database,
  userId: string,
  id: string,
): Promise<MediaRecord | undefined> {
  const [row] = await db
    .update(widgetMedia)
    .set({ status: "queued", progress: 0, attempts: 0, failureMessage: null, failureReason: null })
    .where(
      and(
        eq(widgetMedia.userId, userId),
        eq(widgetMedia.id, id),
        eq(widgetMedia.status, "failed"),
        sql`${widgetMedia.originalKey} is not null`,
      ),
    )
    .returning();
  return row;
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

/** Back to the queue after a failure of ours (the store was down), due again after `delayMs`. */
export async function retryClipJobLater(
  db: Database,
  id: string,
  workerId: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(widgetMedia)
    .set({ status: "queued", progress: 0, lockedUntil: nowPlus(delayMs), claimedBy: null })
    .where(heldBy(id, workerId));
}
