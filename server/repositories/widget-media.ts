import { and, eq, gte, inArray, lt, notExists, sql } from "drizzle-orm";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import type { Media, MediaType } from "#contracts/widget/index.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { widgetEntries, widgetMedia, widgetSettings } from "#server/db/schema.ts";

export type MediaRecord = typeof widgetMedia.$inferSelect;

/** A clip as the customer's API answers it: no storage keys, no ffmpeg output. */
export function mediaOf(row: MediaRecord): Media {
  return {
    id: row.id,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    progress: row.status === "ready" ? 1 : row.progress,
    failureMessage: row.status === "failed" ? row.failureMessage : null,
    posterUrl:
      row.status === "ready" && row.posterKey ? fillPath(apiPaths.widgetMediaPoster, { id: row.id }) : null,
    durationSeconds: row.durationSeconds,
    loudness: row.loudness,
    ...(row.generation
      ? {
          generatedFrom: {
            provider: row.generation.provider,
            presenterId: row.generation.presenterId,
            voiceId: row.generation.voiceId,
            language: row.generation.language,
            text: row.generation.text,
          },
        }
      : {}),
  };
}

/**
 * A clip as uploaded: its bytes under `storageKey` (the original, kept until it is processed) and a
 * queued processing job in the same row.
 */
export async function insertMedia(
  db: Database | Transaction,
  media: { userId: string; contentType: MediaType; sizeBytes: number; storageKey: string; queued?: boolean },
): Promise<MediaRecord> {
  const { queued, ...values } = media;
  const [row] = await db
    .insert(widgetMedia)
    .values({ ...values, ...(queued ? { status: "queued" as const, originalKey: values.storageKey } : {}) })
    .returning();
  if (!row) throw new Error("insert into widget_media returned no row");
  return row;
}

export async function findMedia(db: Database, userId: string, id: string): Promise<MediaRecord | undefined> {
  const [row] = await db
    .select()
    .from(widgetMedia)
    .where(and(eq(widgetMedia.userId, userId), eq(widgetMedia.id, id)));
  return row;
}

/** Whether a clip an entry or the settings name is one of the account's own (none is). */
export async function ownsMedia(db: Database, userId: string, mediaId: string | null | undefined) {
  return !mediaId || Boolean(await findMedia(db, userId, mediaId));
}

export async function listMedia(db: Database, userId: string): Promise<MediaRecord[]> {
  return db.select().from(widgetMedia).where(eq(widgetMedia.userId, userId));
}

export async function countMedia(db: Database, userId: string): Promise<number> {
  return db.$count(widgetMedia, eq(widgetMedia.userId, userId));
}

/** Uploads of the account since `since`, for the upload rate limit (unused clips are kept an hour). */
export async function countUploadsSince(db: Database, userId: string, since: Date): Promise<number> {
  return db.$count(widgetMedia, and(eq(widgetMedia.userId, userId), gte(widgetMedia.createdAt, since)));
}

/** What the account's clips take in the store, for the storage quota. */
export async function storedBytes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${widgetMedia.sizeBytes})` })
    .from(widgetMedia)
    .where(eq(widgetMedia.userId, userId));
  return Number(row?.total ?? 0);
}

/** The account's clips among `ids`, for the widget's answers (which play only ready ones). */
export async function findMediaByIds(db: Database, userId: string, ids: string[]): Promise<MediaRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(widgetMedia)
    .where(and(eq(widgetMedia.userId, userId), inArray(widgetMedia.id, ids)));
}

/** Every key a clip's bytes are stored under. */
export function storageKeysOf(row: Pick<MediaRecord, "storageKey" | "originalKey" | "posterKey">): string[] {
  return [
    ...new Set([row.storageKey, row.originalKey, row.posterKey].filter((key): key is string => Boolean(key))),
  ];
}

/**
 * Deletes the account's clips that no entry and no avatar uses, uploaded before `before` (a clip
 * uploaded a moment ago waits in an open entry dialog until it is saved), and returns their storage
 * keys for the caller to delete the bytes. The rows go first: a row never names missing bytes.
 */
export async function deleteUnusedMedia(db: Database, userId: string, before: Date): Promise<string[]> {
  const rows = await db
    .delete(widgetMedia)
    .where(
      and(
        eq(widgetMedia.userId, userId),
        lt(widgetMedia.createdAt, before),
        notExists(db.select().from(widgetEntries).where(eq(widgetEntries.mediaId, widgetMedia.id))),
        notExists(db.select().from(widgetSettings).where(eq(widgetSettings.avatarMediaId, widgetMedia.id))),
      ),
    )
    .returning({
      storageKey: widgetMedia.storageKey,
      originalKey: widgetMedia.originalKey,
      posterKey: widgetMedia.posterKey,
    });
  return rows.flatMap(storageKeysOf);
}
