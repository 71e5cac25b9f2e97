import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client.ts";
import {
  countFailedByteDeletion,
  listPendingByteDeletions,
  removePendingByteDeletions,
} from "#server/repositories/pending-byte-deletions.ts";
import type { MediaStore } from "#server/widget/media-store.ts";

/**
 * Deleting stored bytes (clips, export archives) of rows that are gone, through the MediaStore
 * interface only, so it works for every store (local disk, PostgreSQL chunks, S3).
 *
 * The rows go first, in a transaction that also records each key in `pending_byte_deletions`; the
 * bytes go after the commit. A process killed between the two (kill -9) leaves the keys recorded,
 * and the next purge (server/services/retention.ts) deletes them: a row never names missing
 * bytes, and bytes never outlive their rows for longer than one purge interval.
 */
export async function deleteStoredBytes(
  db: Database,
  store: MediaStore,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<{ deleted: number; failed: number }> {
  const deleted: string[] = [];
  let failed = 0;
  for (const key of keys) {
    try {
      await store.delete(key);
      deleted.push(key);
    } catch (error) {
      failed += 1;
      log.warn({ err: error, storageKey: key }, "deleting stored bytes failed; the purge retries");
      await countFailedByteDeletion(db, key);
    }
  }
  await removePendingByteDeletions(db, deleted);
  return { deleted: deleted.length, failed };
}

/** Retries what earlier deletions left (a crash, a store that was away), in batches. */
export async function retryPendingByteDeletions(
  db: Database,
  store: MediaStore,
  log: FastifyBaseLogger,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const keys = await listPendingByteDeletions(db, batchSize);
    if (keys.length === 0) return total;
    const { deleted, failed } = await deleteStoredBytes(db, store, keys, log);
    total += deleted;
    // A store that refuses everything is retried at the next purge, not in a tight loop.
    if (failed > 0 || keys.length < batchSize) return total;
  }
}
