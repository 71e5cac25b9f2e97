import { asc, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { pendingByteDeletions } from "#server/db/schema.ts";

/**
 * Stored bytes whose rows are gone (server/services/stored-bytes.ts): written in the transaction
 * that deletes the rows, removed once the media store has deleted the bytes.
 */
export async function insertPendingByteDeletions(db: Database | Transaction, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingByteDeletions)
    .values(keys.map((storageKey) => ({ storageKey })))
    .onConflictDoNothing();
}

/** The oldest pending keys, at most `limit`. */
export async function listPendingByteDeletions(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ storageKey: pendingByteDeletions.storageKey })
    .from(pendingByteDeletions)
    .orderBy(asc(pendingByteDeletions.createdAt))
    .limit(limit);
  return rows.map((row) => row.storageKey);
}

export async function removePendingByteDeletions(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(pendingByteDeletions).where(inArray(pendingByteDeletions.storageKey, keys));
}

export async function countFailedByteDeletion(db: Database, key: string): Promise<void> {
  await db
    .update(pendingByteDeletions)
    .set({ attempts: sql`${pendingByteDeletions.attempts} + 1` })
    .where(inArray(pendingByteDeletions.storageKey, [key]));
}

export async function countPendingByteDeletions(db: Database): Promise<number> {
  return db.$count(pendingByteDeletions);
}
