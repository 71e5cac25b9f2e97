import { and, eq, gt, gte, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mediaChunks, mediaObjects } from "#server/db/schema.ts";

/** The PostgreSQL media store's rows (server/media/postgres-store.ts). */

export async function insertChunk(db: Database, key: string, seq: number, data: Uint8Array): Promise<void> {
  await db.insert(mediaChunks).values({ key, seq, data });
}

/** Written after the last chunk: from now on the object exists for readers. */
export async function insertObject(
  db: Database,
  key: string,
  sizeBytes: number,
  chunkBytes: number,
): Promise<void> {
  await db.insert(mediaObjects).values({ key, sizeBytes, chunkBytes });
}

export async function findObject(
  db: Database,
  key: string,
): Promise<{ sizeBytes: number; chunkBytes: number } | undefined> {
  const [row] = await db
    .select({ sizeBytes: mediaObjects.sizeBytes, chunkBytes: mediaObjects.chunkBytes })
    .from(mediaObjects)
    .where(eq(mediaObjects.key, key));
  return row;
}

/** Chunks `from` to `to` (inclusive) in order: a ranged read fetches only these. */
export async function readChunks(db: Database, key: string, from: number, to: number): Promise<Uint8Array[]> {
  const rows = await db
    .select({ data: mediaChunks.data })
    .from(mediaChunks)
    .where(and(eq(mediaChunks.key, key), gte(mediaChunks.seq, from), lte(mediaChunks.seq, to)))
    .orderBy(mediaChunks.seq);
  return rows.map((row) => row.data);
}

/** The object row first, so no reader starts on bytes that are going. */
export async function deleteObject(db: Database, key: string): Promise<void> {
  await db.delete(mediaObjects).where(eq(mediaObjects.key, key));
  await db.delete(mediaChunks).where(eq(mediaChunks.key, key));
}

/** Chunks a put left behind when its process died before the object row (cleanup, tests). */
export async function countOrphanChunks(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mediaChunks)
    .where(sql`not exists (select 1 from ${mediaObjects} where ${mediaObjects.key} = ${mediaChunks.key})`);
  return row?.count ?? 0;
}

/** Stored objects after `afterKey` in key order, `limit` at a time, for the upload sweep's listing. */
export async function listObjects(
  db: Database,
  afterKey: string,
  limit: number,
): Promise<{ key: string; createdAt: Date }[]> {
  return db
    .select({ key: mediaObjects.key, createdAt: mediaObjects.createdAt })
    .from(mediaObjects)
    .where(gt(mediaObjects.key, afterKey))
    .orderBy(mediaObjects.key)
    .limit(limit);
}
