import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { RETENTION } from "#contracts/privacy.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { dataExports, users } from "#server/db/schema.ts";
import { enqueue } from "#server/repositories/jobs.ts";
import { insertPendingByteDeletions } from "./pending-byte-deletions.ts";

/**
 * Export requests and their archives. Each request is built by a "data-export" job of the job
 * queue (server/jobs/, server/services/data-export.ts), queued in the request's transaction; the
 * queue holds the claim, and outcomes are written through the job's `whileHeld`.
 */

export const DATA_EXPORT_JOB_KIND = "data-export";
export type DataExportJobPayload = { exportId: string };

export type DataExportRecord = typeof dataExports.$inferSelect;

function nowPlus(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000}::float8)`;
}

/** The account's newest export that has not expired. */
export async function findLatestExport(db: Database, userId: string): Promise<DataExportRecord | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        or(isNull(dataExports.expiresAt), sql`${dataExports.expiresAt} > now()`),
      ),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

/** Removes export rows and records their archives' bytes for deletion, in the caller's transaction. */
async function dropExports(tx: Transaction, rows: { id: string; storageKey: string | null }[]) {
  if (rows.length === 0) return;
  await insertPendingByteDeletions(
    tx,
    rows.flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
  );
  await tx.delete(dataExports).where(
    inArray(
      dataExports.id,
      rows.map((row) => row.id),
    ),
  );
}

/**
 * A new export job for the account, or the one already being prepared. An earlier archive goes:
 * an account keeps one export at a time. Returns the job and the keys whose bytes are to go.
 */
export async function requestExport(
  db: Database,
  userId: string,
): Promise<{ job: DataExportRecord; dropped: string[] }> {
  return db.transaction(async (tx) => {
    // The account's row, locked: two requests at once make one job.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const earlier = await tx.select().from(dataExports).where(eq(dataExports.userId, userId));
    const pending = earlier.find((row) => row.status === "pending");
    if (pending) return { job: pending, dropped: [] };
    await dropExports(tx, earlier);
    const [job] = await tx.insert(dataExports).values({ userId }).returning();
    if (!job) throw new Error("insert into data_exports returned no row");
    await enqueue(tx, DATA_EXPORT_JOB_KIND, { exportId: job.id } satisfies DataExportJobPayload, {
      group: userId,
    });
    return { job, dropped: earlier.flatMap((row) => (row.storageKey ? [row.storageKey] : [])) };
  });
}

/** The export a job builds, while it is still to be built (not deleted, not done). */
export async function findPendingExport(
  db: Database,
  id: string,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: dataExports.id, userId: dataExports.userId })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
  return row;
}

/** The job's attempt, for support (the queue keeps the authoritative count). */
export async function recordExportAttempt(db: Database, id: string, attempt: number): Promise<void> {
  await db.update(dataExports).set({ attempts: attempt }).where(eq(dataExports.id, id));
}

const stillPending = (id: string) => and(eq(dataExports.id, id), eq(dataExports.status, "pending"));

/**
 * The archive is stored: the export is ready for a day. False when the export is gone (the account
 * was deleted meanwhile): the caller deletes the bytes.
 */
export async function markExportReady(
  tx: Database | Transaction,
  id: string,
  archive: { storageKey: string; sizeBytes: number },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({
      status: "ready",
      ...archive,
      readyAt: sql`now()`,
      expiresAt: nowPlus(RETENTION.exportHours * 3_600_000),
    })
    .where(stillPending(id))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Failed for good (the job's last attempt failed): the portal says so until the row expires. */
export async function markExportFailed(tx: Database | Transaction, id: string): Promise<void> {
  await tx
    .update(dataExports)
    .set({ status: "failed", expiresAt: nowPlus(RETENTION.exportHours * 3_600_000) })
    .where(stillPending(id));
}

/** Stores the hash of a new single-use link to the account's ready, not yet downloaded archive. */
export async function setExportToken(db: Database, userId: string, tokenHash: string): Promise<boolean> {
  const latest = await findLatestExport(db, userId);
  if (latest?.status !== "ready" || latest.downloadedAt) return false;
  const rows = await db
    .update(dataExports)
    .set({ tokenHash })
    .where(and(eq(dataExports.id, latest.id), isNull(dataExports.downloadedAt)))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/**
 * Spends a link: the token is forgotten and the export marked downloaded in one statement, so two
 * requests with one link cannot both get the archive. Undefined for a used, unknown or expired link.
 */
export async function consumeExportToken(
  db: Database,
  tokenHash: string,
): Promise<{ storageKey: string; sizeBytes: number | null; readyAt: Date | null } | undefined> {
  const [row] = await db
    .update(dataExports)
    .set({ tokenHash: null, downloadedAt: sql`now()` })
    .where(
      and(
        eq(dataExports.tokenHash, tokenHash),
        eq(dataExports.status, "ready"),
        isNull(dataExports.downloadedAt),
        isNotNull(dataExports.storageKey),
        sql`${dataExports.expiresAt} > now()`,
      ),
    )
    .returning({
      storageKey: dataExports.storageKey,
      sizeBytes: dataExports.sizeBytes,
      readyAt: dataExports.readyAt,
    });
  return row?.storageKey ? { ...row, storageKey: row.storageKey } : undefined;
}

/** Deletes up to `limit` expired exports; their archives are recorded for deletion. */
export async function deleteExpiredExports(db: Database, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: dataExports.id, storageKey: dataExports.storageKey })
      .from(dataExports)
      .where(lt(dataExports.expiresAt, sql`now()`))
      .limit(limit)
      .for("update", { skipLocked: true });
    await dropExports(tx, expired);
    return expired.length;
  });
}
