import { randomUUID } from "node:crypto";
import { and, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { GenerationSource } from "#contracts/generation.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { widgetMedia, widgetSettings } from "#server/db/schema.ts";
import { enqueueClipJob } from "./clip-jobs.ts";
import { enqueue } from "./jobs.ts";
import type { MediaRecord } from "./widget-media.ts";
import { DEFAULT_SETTINGS } from "./widget-settings.ts";

/**
 * Generated clips' rows (server/generation/generate-clip.ts): a clip is inserted "generating" with
 * what it is made from and its "generation" job (server/jobs/) in one transaction; once its video is
 * stored it turns "queued" with the video as its original and a "clip" job: from there the clip
 * pipeline takes it like an upload.
 */

export async function insertGeneration(
  db: Database | Transaction,
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

export const GENERATION_JOB_KIND = "generation";
export type GenerationJobPayload = { mediaId: string };

/**
 * Queues a clip's generation in the caller's transaction (the one that made or reset its row). One
 * generation of an account at a time (grouped by account); `runAt` delays it (a provider's rate limit).
 */
export function enqueueGeneration(
  tx: Database | Transaction,
  clip: { id: string; userId: string },
  runAt?: Date,
): Promise<{ id: string }> {
  return enqueue(
    tx,
    GENERATION_JOB_KIND,
    { mediaId: clip.id },
    { group: clip.userId, ...(runAt ? { runAt } : {}) },
  );
}

/** The clip to generate: undefined when it was deleted or is no longer generating. */
export async function findGenerating(db: Database, id: string): Promise<MediaRecord | undefined> {
  const [row] = await db
    .select()
    .from(widgetMedia)
    .where(and(eq(widgetMedia.id, id), eq(widgetMedia.status, "generating")));
  return row;
}

function generating(id: string) {
  return and(eq(widgetMedia.id, id), eq(widgetMedia.status, "generating"));
}

/** Progress, and the provider's job id once known (a job run again polls it, not pays twice). */
export async function recordGenerationProgress(
  db: Database | Transaction,
  id: string,
  update: { attempts?: number; progress?: number; generation?: GenerationSource },
): Promise<void> {
  await db
    .update(widgetMedia)
    .set({
      ...(update.attempts === undefined ? {} : { attempts: update.attempts }),
      ...(update.progress === undefined ? {} : { progress: update.progress }),
      ...(update.generation ? { generation: update.generation } : {}),
    })
    .where(generating(id));
}

/**
 * Generated: the video is the clip's original, queued for the clip pipeline like an upload (its
 * "clip" job committed with the row). False: the clip was deleted meanwhile.
 */
export async function markGenerated(
  tx: Transaction,
  id: string,
  made: { key: string; sizeBytes: number; words: { start: number; end: number; text: string }[] | null },
): Promise<boolean> {
  const rows = await tx
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
    })
    .where(generating(id))
    .returning({ id: widgetMedia.id, userId: widgetMedia.userId });
  const row = rows[0];
  if (!row) return false;
  await enqueueClipJob(tx, row);
  return true;
}

export async function markGenerationFailed(
  db: Database | Transaction,
  id: string,
  failure: { message: string; reason: string },
): Promise<void> {
  await db
    .update(widgetMedia)
    .set({
      status: "failed",
      failureMessage: failure.message,
      failureReason: failure.reason.slice(-4_000),
    })
    .where(generating(id));
}

/**
 * "Try again" on a generated clip that failed before its video was made: generated anew, its job
 * enqueued with the row (call it in a transaction).
 */
export async function requeueFailedGeneration(
  db: Database | Transaction,
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
  if (row) await enqueueGeneration(db, row);
  return row;
}

/** A failed generated clip "Try again" would generate anew (its text, for the plan's minutes). */
export async function findRetryableGeneration(
  db: Database,
  userId: string,
  id: string,
): Promise<MediaRecord | undefined> {
  const [row] = await db
    .select()
    .from(widgetMedia)
    .where(
      and(
        eq(widgetMedia.userId, userId),
        eq(widgetMedia.id, id),
        eq(widgetMedia.status, "failed"),
        isNotNull(widgetMedia.generation),
        isNull(widgetMedia.originalKey),
      ),
    );
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
