import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailJobs } from "#server/db/schema.ts";
import type { OutgoingMail } from "#server/services/mail.ts";

/**
 * The sender's side of the outbox (server/services/mail-sender.ts): claims, outcomes, releases.
 * Every change after the claim names the claiming sender, so a sender whose claim has expired and
 * been taken over can no longer overwrite the new owner's state.
 */

export type ClaimedMailJob = { id: string; mail: OutgoingMail; attempts: number };

/** `now() + ms`, computed by the database so every replica shares one clock. */
function nowPlus(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000}::float8)`;
}

/**
 * Claims up to `limit` due jobs for one sender and counts the attempt. Due: pending and past their
 * next attempt, or claimed by a sender whose claim expired (it died mid-delivery). `FOR UPDATE SKIP
 * LOCKED` lets several replicas claim at the same moment without waiting for or taking each other's
 * rows; PGlite runs the same SQL (it has one connection, so nothing is ever skipped there).
 */
export async function claimDueMailJobs(
  db: Database,
  { senderId, limit, claimMs }: { senderId: string; limit: number; claimMs: number },
): Promise<ClaimedMailJob[]> {
  const due = db
    .select({ id: mailJobs.id })
    .from(mailJobs)
    .where(
      or(
        and(eq(mailJobs.status, "pending"), lte(mailJobs.nextAttemptAt, sql`now()`)),
        and(eq(mailJobs.status, "sending"), lt(mailJobs.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailJobs.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailJobs)
    .set({
      status: "sending",
      attempts: sql`${mailJobs.attempts} + 1`,
      claimedBy: senderId,
      claimedUntil: nowPlus(claimMs),
    })
    .where(inArray(mailJobs.id, due))
    .returning({ id: mailJobs.id, mail: mailJobs.mail, attempts: mailJobs.attempts });
}

function claimedBy(id: string, senderId: string) {
  return and(eq(mailJobs.id, id), eq(mailJobs.claimedBy, senderId));
}

export async function markMailJobSent(db: Database, id: string, senderId: string): Promise<void> {
  await db
    .update(mailJobs)
    .set({ status: "sent", sentAt: sql`now()`, claimedBy: null, claimedUntil: null })
    .where(claimedBy(id, senderId));
}

export async function scheduleMailJobRetry(
  db: Database,
  id: string,
  senderId: string,
  lastError: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(mailJobs)
    .set({
      status: "pending",
      nextAttemptAt: nowPlus(delayMs),
      lastError,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(claimedBy(id, senderId));
}

export async function markMailJobFailed(
  db: Database,
  id: string,
  senderId: string,
  lastError: string,
): Promise<void> {
  await db
    .update(mailJobs)
    .set({ status: "failed", lastError, claimedBy: null, claimedUntil: null })
    .where(claimedBy(id, senderId));
}

/** Gives claimed jobs back to the queue, due at once, without counting the unfinished attempt. */
export async function releaseMailJobs(db: Database, ids: string[], senderId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailJobs)
    .set({
      status: "pending",
      attempts: sql`greatest(${mailJobs.attempts} - 1, 0)`,
      nextAttemptAt: sql`now()`,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(and(inArray(mailJobs.id, ids), eq(mailJobs.claimedBy, senderId)));
}

export type MailJobState = {
  id: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
};

/** Where a job stands (tests, and later the admin inbox). */
export async function findMailJobState(db: Database, id: string): Promise<MailJobState | undefined> {
  const [row] = await db
    .select({
      id: mailJobs.id,
      status: mailJobs.status,
      attempts: mailJobs.attempts,
      lastError: mailJobs.lastError,
      nextAttemptAt: mailJobs.nextAttemptAt,
      sentAt: mailJobs.sentAt,
    })
    .from(mailJobs)
    .where(eq(mailJobs.id, id));
  return row;
}
