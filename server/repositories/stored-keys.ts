import { inArray, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { dataExports, mediaUploads, pendingByteDeletions, widgetMedia } from "#server/db/schema.ts";

/**
 * The keys among `keys` that some row names: a clip (its MP4, original or poster), an export's
 * archive, an upload on its way, or bytes already queued for deletion. The upload sweep
 * (server/services/upload-sweep.ts) deletes only bytes no row names.
 */
export async function referencedStorageKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const clips = await db
    .select({ mp4: widgetMedia.storageKey, original: widgetMedia.originalKey, poster: widgetMedia.posterKey })
    .from(widgetMedia)
    .where(
      or(
        inArray(widgetMedia.storageKey, keys),
        inArray(widgetMedia.originalKey, keys),
        inArray(widgetMedia.posterKey, keys),
      ),
    );
  const exports = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(inArray(dataExports.storageKey, keys));
  const uploads = await db
    .select({ key: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(inArray(mediaUploads.storageKey, keys));
  const pending = await db
    .select({ key: pendingByteDeletions.storageKey })
    .from(pendingByteDeletions)
    .where(inArray(pendingByteDeletions.storageKey, keys));
  return new Set(
    [
      ...clips.flatMap((row) => [row.mp4, row.original, row.poster]),
      ...[...exports, ...uploads, ...pending].map((row) => row.key),
    ].filter((key): key is string => Boolean(key)),
  );
}
