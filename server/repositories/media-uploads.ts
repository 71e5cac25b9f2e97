import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { MEDIA_LIMITS } from "#contracts/media.ts";
import { WIDGET_LIMITS } from "#contracts/widget/index.ts";
import type { Database } from "#server/db/client.ts";
import { mediaUploads, users, widgetMedia } from "#server/db/schema.ts";
import { enqueueClipJob } from "./clip-jobs.ts";
import { insertMedia, type MediaRecord } from "./widget-media.ts";

/**
 * Clip uploads as they arrive (docs/decisions/0038-uploads-under-attack.md): reserved before the
 * body is read, released when the body fails, kept for the hour's count once stored or refused.
 */

export type UploadRefusal = "gone" | "clips" | "uploads" | "quota";

const HOUR_MS = 60 * 60_000;

/**
 * Reserves an upload's place: the account's row is locked, so concurrent uploads of one account
 * check and write one after another (70 at once: 60 reserved). `wantedBytes` is the body's
 * Content-Length, or undefined for a chunked body, which reserves what the quota leaves (at most an
 * upload's limit) and may use no more. Returns the reservation, or what refused it.
 */
export async function reserveUpload(
  db: Database,
  {
    userId,
    storageKey,
    wantedBytes,
  }: { userId: string; storageKey: string; wantedBytes: number | undefined },
): Promise<
  | { ok: true; id: string; reservedBytes: number }
  | { ok: false; reason: UploadRefusal; fullForSeconds?: number }
> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return { ok: false, reason: "gone" } as const;
    const [counts] = await tx
      .select({
        clips: sql<number>`(select count(*) from ${widgetMedia} where ${widgetMedia.userId} = ${userId})::int`,
        receiving: sql<number>`(select count(*) from ${mediaUploads} where ${mediaUploads.userId} = ${userId} and ${mediaUploads.state} = 'receiving')::int`,
        lastHour: sql<number>`(select count(*) from ${mediaUploads} where ${mediaUploads.userId} = ${userId} and ${mediaUploads.createdAt} >= now() - make_interval(secs => ${HOUR_MS / 1000}::float8))::int`,
        storedBytes: sql<string>`(select coalesce(sum(${widgetMedia.sizeBytes}), 0) from ${widgetMedia} where ${widgetMedia.userId} = ${userId})::text`,
        reservedBytes: sql<string>`(select coalesce(sum(${mediaUploads.reservedBytes}), 0) from ${mediaUploads} where ${mediaUploads.userId} = ${userId} and ${mediaUploads.state} = 'receiving')::text`,
        // Seconds until the hour's oldest upload leaves the count, by the database's clock.
        hourLeftSeconds: sql<number>`(select extract(epoch from min(${mediaUploads.createdAt}) + make_interval(secs => ${HOUR_MS / 1000}::float8) - now()) from ${mediaUploads} where ${mediaUploads.userId} = ${userId} and ${mediaUploads.createdAt} >= now() - make_interval(secs => ${HOUR_MS / 1000}::float8))::float8`,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!counts) return { ok: false, reason: "gone" } as const;
    if (counts.clips + counts.receiving >= WIDGET_LIMITS.mediaPerAccount)
      return { ok: false, reason: "clips" } as const;
    if (counts.lastHour >= MEDIA_LIMITS.uploadsPerHour) {
      // With none still arriving (whose failure would give its place back), the hour stays full
      // until its oldest upload leaves it: the caller may refuse until then without asking again.
      const fullForSeconds = counts.receiving === 0 ? Number(counts.hourLeftSeconds) || undefined : undefined;
      return { ok: false, reason: "uploads", fullForSeconds } as const;
    }
    const left = MEDIA_LIMITS.storageQuotaBytes - Number(counts.storedBytes) - Number(counts.reservedBytes);
    const reservedBytes = wantedBytes ?? Math.min(left, MEDIA_LIMITS.uploadMaxBytes);
    if (reservedBytes <= 0 || reservedBytes > left) return { ok: false, reason: "quota" } as const;
    const [row] = await tx
      .insert(mediaUploads)
      .values({ userId, storageKey, reservedBytes })
      .returning({ id: mediaUploads.id });
    if (!row) throw new Error("insert into media_uploads returned no row");
    return { ok: true, id: row.id, reservedBytes } as const;
  });
}

/** An upload whose body failed (too large, cut, aborted): its place is given back. */
export async function releaseUpload(db: Database, id: string): Promise<void> {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
}

/**
 * The probe refused the file: its bytes are gone, but the attempt keeps its place in the hour's
 * count (each probe costs the server a child process) and frees its reserved bytes.
 */
export async function markUploadRefused(db: Database, id: string): Promise<void> {
  await db
    .update(mediaUploads)
    .set({ state: "refused", reservedBytes: 0 })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.state, "receiving")));
}

/**
 * Turns a received upload into its clip, in one transaction with the account's row locked: the
 * clip row is written and the reservation becomes `stored` only while the account and the
 * reservation both still exist. False when either is gone (the account was deleted meanwhile): the
 * caller deletes the bytes and answers 410.
 */
export async function completeUpload(
  db: Database,
  { id, userId }: { id: string; userId: string },
  clip: Omit<Parameters<typeof insertMedia>[1], "userId">,
): Promise<MediaRecord | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return undefined;
    const [upload] = await tx
      .update(mediaUploads)
      .set({ state: "stored", reservedBytes: 0 })
      .where(and(eq(mediaUploads.id, id), eq(mediaUploads.state, "receiving")))
      .returning({ id: mediaUploads.id });
    if (!upload) return undefined;
    const media = await insertMedia(tx, { ...clip, userId });
    // The clip's processing job commits with its row, so a stored upload is never left unqueued.
    if (clip.queued) await enqueueClipJob(tx, media);
    return media;
  });
}

/**
 * What the sweep removes (server/services/upload-sweep.ts): uploads still "receiving" past the
 * longest an upload may take (their request died with its process). Their rows are deleted and
 * their keys returned, for the bytes the crash may have left.
 */
export async function deleteAbandonedUploads(db: Database, receivingBefore: Date): Promise<string[]> {
  const rows = await db
    .delete(mediaUploads)
    .where(and(eq(mediaUploads.state, "receiving"), lt(mediaUploads.createdAt, receivingBefore)))
    .returning({ storageKey: mediaUploads.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Stored and refused uploads past the hour they count for: nothing reads them any more. */
export async function deleteCountedUploads(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(mediaUploads)
    .where(and(ne(mediaUploads.state, "receiving"), lt(mediaUploads.createdAt, before)))
    .returning({ id: mediaUploads.id });
  return rows.length;
}

/** The keys among `keys` that an upload row still names (the sweep keeps their bytes). */
export async function uploadKeysAmong(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(inArray(mediaUploads.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}
