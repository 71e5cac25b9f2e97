import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { RETENTION } from "#contracts/privacy.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { dataExports, users } from "#server/db/schema.ts";
import { insertPendingByteDeletions } from "./pending-byte-deletions.ts";

/**
 * Export jobs (server/services/data-export.ts), claimed like the mail outbox claims mail jobs
 * (server/repositories/mail-job-claims.ts): `locked_until` in the future plus the worker's id in
 * `claimed_by`; every outcome names that worker, so one whose claim expired cannot overwrite it.
 */

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
    return { job, dropped: earlier.flatMap((row) => (row.storageKey ? [row.storageKey] : [])) };
  });
}

export type ClaimedExport = { id: string; userId: string; attempts: number };

/** Claims up to `limit` due export jobs (pending, unclaimed or with an expired claim). */
export async function claimDueExports(
  db: Database,
  { workerId, limit, claimMs }: { workerId: string; limit: number; claimMs: number },
): Promise<ClaimedExport[]> {
  const due = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, "pending"),
        or(isNull(dataExports.lockedUntil), lt(dataExports.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(dataExports.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(dataExports)
    .set({ attempts: sql`${dataExports.attempts} + 1`, claimedBy: workerId, lockedUntil: nowPlus(claimMs) })
    .where(inArray(dataExports.id, due))
    .returning({ id: dataExports.id, userId: dataExports.userId, attempts: dataExports.attempts });
}

const heldBy = (id: string, workerId: string) =>
  and(eq(dataExports.id, id), eq(dataExports.claimedBy, workerId), eq(dataExports.status, "pending"));

/**
 * The archive is stored: the export is ready for a day. False when the job is no longer this
 * worker's (the account was deleted meanwhile, or its claim expired): the caller deletes the bytes.
 */
export async function markExportReady(
  tx: Database | Transaction,
  id: string,
  workerId: string,
  archive: { storageKey: string; sizeBytes: number },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({
      status: "ready",
      ...archive,
      readyAt: sql`now()`,
      expiresAt: nowPlus(RETENTION.exportHours * 3_600_000),
      lockedUntil: null,
      claimedBy: null,
    })
    .where(heldBy(id, workerId))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** A failed attempt: tried again later, or failed for good after `maxAttempts`. */
export async function markExportAttemptFailed(
  db: Database,
  id: string,
  workerId: string,
  { retryInMs, giveUp }: { retryInMs: number; giveUp: boolean },
): Promise<void> {
  await db
    .update(dataExports)
    .set(
      giveUp
        ? {
            status: "failed",
            lockedUntil: null,
            claimedBy: null,
            expiresAt: nowPlus(RETENTION.exportHours * 3_600_000),
          }
        : { lockedUntil: nowPlus(retryInMs), claimedBy: null },
    )
    .where(heldBy(id, workerId));
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
