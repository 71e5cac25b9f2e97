import { and, eq, lt, notExists } from "drizzle-orm";
import type { Media, MediaType } from "#contracts/widget.ts";
import type { Database } from "#server/db/client.ts";
import { widgetEntries, widgetMedia, widgetSettings } from "#server/db/schema.ts";

export type MediaRecord = typeof widgetMedia.$inferSelect;

/** A clip as the customer's API answers it: no storage key. */
export function mediaOf(row: MediaRecord): Media {
  return {
    id: row.id,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertMedia(
  db: Database,
  media: { userId: string; contentType: MediaType; sizeBytes: number; storageKey: string },
): Promise<MediaRecord> {
  const [row] = await db.insert(widgetMedia).values(media).returning();
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
    .returning({ storageKey: widgetMedia.storageKey });
  return rows.map((row) => row.storageKey);
}
