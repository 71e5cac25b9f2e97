import type { FastifyBaseLogger } from "fastify";
import { MEDIA_LIMITS } from "#contracts/media.ts";
import type { Database } from "#server/db/client.ts";
import { UPLOAD_RATE } from "#server/http-server.ts";
import { deleteAbandonedUploads, deleteCountedUploads } from "#server/repositories/media-uploads.ts";
import { referencedStorageKeys } from "#server/repositories/stored-keys.ts";
import type { MediaStore } from "#server/widget/media-store.ts";

/** The longest an upload can be arriving: its limit at the slowest rate it is allowed, twice over. */
export const RECEIVING_MAX_MS =
  2 * Math.ceil(MEDIA_LIMITS.uploadMaxBytes / UPLOAD_RATE.minBytes) * UPLOAD_RATE.windowMs;
/** Uploads count for an hour; then their rows have done their work. */
const COUNTED_MS = 60 * 60_000;
/**
 * Bytes no row names are left alone this long: a clip being processed or an export being built
 * writes its bytes before the row that names them (an export's claim lasts 15 minutes, 3 tries).
 */
export const ORPHAN_GRACE_MS = 6 * 60 * 60_000;
/** Keys looked up per query. */
const BATCH = 500;

export type UploadSweepContext = { db: Database; store: MediaStore; log: FastifyBaseLogger; now?: Date };
export type UploadSweepReport = { abandonedUploads: number; countedUploads: number; orphanedObjects: number };

/**
 * The upload sweep, a background job's handler: uploads whose request died while "receiving" (a
 * crash, a restart) lose their row and any bytes; rows of uploads past the hour they count for go;
 * stored bytes that no row names (a crash between storing and recording) are deleted once old
 * enough. The payload carries nothing: each run looks at everything.
 */
export async function sweepUploads(
  _payload: unknown,
  context: UploadSweepContext,
): Promise<UploadSweepReport> {
  const { db, store, log } = context;
  const now = context.now ?? new Date();
  const abandoned = await deleteAbandonedUploads(db, new Date(now.getTime() - RECEIVING_MAX_MS));
  for (const key of abandoned) await store.delete(key);
  const countedUploads = await deleteCountedUploads(db, new Date(now.getTime() - COUNTED_MS));

  let orphanedObjects = 0;
  if (store.list) {
    const olderThan = new Date(now.getTime() - ORPHAN_GRACE_MS);
    let batch: string[] = [];
    const settle = async () => {
      const named = await referencedStorageKeys(db, batch);
      for (const key of batch) {
        if (named.has(key)) continue;
        await store.delete(key);
        orphanedObjects += 1;
      }
      batch = [];
    };
    for await (const object of store.list()) {
      if (object.modifiedAt > olderThan) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await settle();
    }
    await settle();
  }
  const report = { abandonedUploads: abandoned.length, countedUploads, orphanedObjects };
  if (abandoned.length + orphanedObjects > 0)
    log.info({ event: "upload-sweep", ...report }, "upload sweep done");
  return report;
}
