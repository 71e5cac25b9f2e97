import type { FastifyBaseLogger } from "fastify";
import { RETENTION } from "#contracts/privacy.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { deleteExpiredExports } from "#server/repositories/data-exports.ts";
import {
  purgeExpiredConversations,
  purgeExpiredSignInRows,
  purgeHandoffs,
  purgeLeads,
  purgeMailJobs,
  withPurgeLock,
} from "#server/repositories/retention.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import { deleteOutboxFilesBefore } from "./mail.ts";
import { retryPendingByteDeletions } from "./stored-bytes.ts";

/** 'avatalk:retention' as a bigint: the advisory lock one replica holds while it purges. */
export const RETENTION_LOCK_KEY = "6087468421347405830";

export type PurgeReport = {
  messages: number;
  conversations: number;
  handoffs: number;
  leads: number;
  mailJobs: number;
  /** Mails in DATA_DIR/outbox (no SMTP_URL), as old as the mail jobs purged. */
  outboxFiles: number;
  /** Expired refresh tokens, reset and verification links, old lockout counts. */
  signInRows: number;
  exports: number;
  storedBytes: number;
};

/**
 * Deletes what has outlived its window (contracts/privacy.ts RETENTION, docs/privacy.md), in
 * batches. Every replica runs it; on PostgreSQL one at a time holds the advisory lock and the others
 * skip the round (undefined). The embedded PGlite is one process with one connection: no lock needed.
 */
export async function runRetentionPurge(
  handle: Pick<DatabaseHandle, "db" | "kind">,
  store: MediaStore,
  log: FastifyBaseLogger,
  outboxFolder: string,
  batch: number = RETENTION.purgeBatchSize,
): Promise<PurgeReport | undefined> {
  const { db } = handle;
  // Each replica's own disk: outside the lock, which only one replica of many holds per round.
  const outboxFiles = await deleteOutboxFilesBefore(
    outboxFolder,
    new Date(Date.now() - RETENTION.mailJobDays * 86_400_000),
  );
  const purge = async (): Promise<PurgeReport> => {
    const { messages, conversations } = await purgeExpiredConversations(db, batch);
    const handoffs = await purgeHandoffs(db, batch);
    const leads = await purgeLeads(db, batch);
    const mailJobs = await purgeMailJobs(db, batch);
    const signInRows = await purgeExpiredSignInRows(db, batch);
    let exports = 0;
    for (let deleted = batch; deleted === batch; exports += deleted) {
      deleted = await deleteExpiredExports(db, batch);
    }
    const storedBytes = await retryPendingByteDeletions(db, store, log, batch);
    return {
      messages,
      conversations,
      handoffs,
      leads,
      mailJobs,
      outboxFiles,
      signInRows,
      exports,
      storedBytes,
    };
  };
  if (handle.kind === "pglite") return purge();
  return withPurgeLock(db, RETENTION_LOCK_KEY, purge);
}
