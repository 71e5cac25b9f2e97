import { randomUUID } from "node:crypto";
import { and, eq, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { GenerationSource } from "#contracts/generation.ts";
import type { Database } from "#server/db/client.ts";
import { widgetMedia, widgetSettings } from "#server/db/schema.ts";
import type { MediaRecord } from "./widget-media.ts";
import { DEFAULT_SETTINGS } from "./widget-settings.ts";

/**
 * Generated clips' rows (server/generation/generate-clip.ts): a clip is inserted "generating" with
 * what it is made from, claimed like the clip worker's jobs (server/repositories/clip-jobs.ts: a
 * claim in `locked_until` and `claimed_by`, `FOR UPDATE SKIP LOCKED`), and once its video is stored
 * it turns "queued" with the video as its original: from there the clip pipeline takes it like an
 * upload.
 */

function nowPlus(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000}::float8)`;
}

export async function insertGeneration(
  db: Database,
  userId: string,
  source: Omit<GenerationSource, "jobId">,
): Promise<MediaRecord> {
  const [row] = await db
    .insert(widgetMedia)
    .values({
      userId,
      contentType: "video/mp4",
      sizeBytes: 0,
      // Its own until the video is stored under a fresh key.
      storageKey: `${userId}/${randomUUID()}`,
      status: "generating",
      generation: { ...source, jobId: null },
    })
    .returning();
  if (!row) throw new Error("insert into widget_media returned no row");
  return row;
}

/** The oldest clip waiting to be generated whose claim is free or expired (its worker was killed). */
export async function claimGenerationJob(
  db: Database,
  { workerId, claimMs }: { workerId: string; claimMs: number },
): Promise<MediaRecord | undefined> {
  const due = db
    .select({ id: widgetMedia.id })
    .from(widgetMedia)
    .where(
      and(
        eq(widgetMedia.status, "generating"),
        or(isNull(widgetMedia.lockedUntil), lt(widgetMedia.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(widgetMedia.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(widgetMedia)
    .set({
      attempts: sql`${widgetMedia.attempts} + 1`,
      claimedBy: workerId,
      lockedUntil: nowPlus(claimMs),
    })
    .where(sql`${widgetMedia.id} in ${due}`)
    .returning();
  return row;
}

function heldBy(id: string, workerId: string) {
  return and(
    eq(widgetMedia.id, id),
    eq(widgetMedia.claimedBy, workerId),
    eq(widgetMedia.status, "generating"),
  );
}

/** The claim extended, with the provider's job id once known (a restart polls it, not pays twice). */
export async function renewGeneration(
  db: Database,
  id: string,
  workerId: string,
  update: { claimMs: number; progress?: number; generation?: GenerationSource },
): Promise<boolean> {
  const rows = await db
    .update(widgetMedia)
    .set({
      lockedUntil: nowPlus(update.claimMs),
      ...(update.progress === undefined ? {} : { progress: update.progress }),
      ...(update.generation ? { generation: update.generation } : {}),
    })
    .where(heldBy(id, workerId))
    .returning({ id: widgetMedia.id });
  return rows.length > 0;
}

/** Generated: the video is the clip's original, queued for the clip pipeline like an upload. */
export async function markGenerated(
  db: Database,
  id: string,
  workerId: string,
  made: { key: string; sizeBytes: number; words: { start: number; end: number; text: string }[] | null },
): Promise<boolean> {
  const rows = await db
    .update(widgetMedia)
    .set({
      status: "queued",
      progress: 0,
      attempts: 0,
      storageKey: made.key,
      originalKey: made.key,
      sizeBytes: made.sizeBytes,
      words: made.words,
      cues: null,
      lockedUntil: null,
      claimedBy: null,
    })
    .where(heldBy(id, workerId))
    .returning({ id: widgetMedia.id });
  return rows.length > 0;
}

export async function markGenerationFailed(
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

/**
 * Due again after `delayMs` (a provider's rate limit, or a failure of ours). `countAttempt: false`
 * gives the attempt back: waiting for a provider is not failing.
 */
export async function retryGenerationLater(
  db: Database,
  id: string,
  workerId: string,
  {
    delayMs,
    countAttempt,
    generation,
  }: { delayMs: number; countAttempt: boolean; generation?: GenerationSource },
): Promise<void> {
  await db
    .update(widgetMedia)
    .set({
      lockedUntil: nowPlus(delayMs),
      claimedBy: null,
      ...(countAttempt ? {} : { attempts: sql`greatest(${widgetMedia.attempts} - 1, 0)` }),
      ...(generation ? { generation } : {}),
    })
    .where(heldBy(id, workerId));
}

/** "Try again" on a generated clip that failed before its video was made: generated anew. */
export async function requeueFailedGeneration(
  db: Database,
  userId: string,
  id: string,
): Promise<MediaRecord | undefined> {
  const [row] = await db
    .update(widgetMedia)
    .set({
      status: "generating",
      progress: 0,
      attempts: 0,
      failureMessage: null,
      failureReason: null,
      generation: sql`jsonb_set(${widgetMedia.generation}, '{jobId}', 'null'::jsonb)`,
    })
    .where(
      and(
        eq(widgetMedia.userId, userId),
        eq(widgetMedia.id, id),
        eq(widgetMedia.status, "failed"),
        isNotNull(widgetMedia.generation),
        isNull(widgetMedia.originalKey),
      ),
    )
    .returning();
  return row;
}

/** Clips the account started generating since `since`, for the hourly limit. */
export async function countGenerationsSince(db: Database, userId: string, since: Date): Promise<number> {
  return db.$count(
    widgetMedia,
    and(eq(widgetMedia.userId, userId), isNotNull(widgetMedia.generation), gte(widgetMedia.createdAt, since)),
  );
}

export async function findPortraitKey(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: widgetSettings.portraitKey })
    .from(widgetSettings)
    .where(eq(widgetSettings.userId, userId));
  return row?.key ?? null;
}

/** Stores the portrait's key (a settings row with the defaults is made if there is none); the old key back. */
export async function savePortraitKey(db: Database, userId: string, key: string): Promise<string | null> {
  const previous = await findPortraitKey(db, userId);
  await db
    .insert(widgetSettings)
    .values({ userId, color: DEFAULT_SETTINGS.color, position: DEFAULT_SETTINGS.position, portraitKey: key })
    .onConflictDoUpdate({ target: widgetSettings.userId, set: { portraitKey: key } });
  return previous;
}
