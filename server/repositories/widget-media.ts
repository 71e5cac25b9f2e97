import { and, eq } from "drizzle-orm";
import type { MediaType } from "#contracts/widget.ts";
import type { Database } from "#server/db/client.ts";
import { widgetMedia } from "#server/db/schema.ts";

export type MediaRecord = typeof widgetMedia.$inferSelect;

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

export async function listMedia(db: Database, userId: string): Promise<MediaRecord[]> {
  return db.select().from(widgetMedia).where(eq(widgetMedia.userId, userId));
}
