import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { OutgoingMail } from "#server/db/mail-message.ts";
import { mailJobs } from "#server/db/schema.ts";

/**
 * The sender's side of the outbox (server/services/mail-sender.ts): claims, outcomes, releases.
 * A claim is `locked_until` in the future plus the claiming sender's id in `claimed_by`; every
 * update after the claim names that sender.
 */

export type ClaimedMailJob = { id: string; kind: string; message: OutgoingMail; attempts: number };

/** `now() + ms`, computed by the database so every replica shares one clock. */
function nowPlus(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000}::float8)`;
}

/**
 * Claims up to `limit` due jobs for one sender and counts the attempt. Due: pending, past `run_after`,
 * and not claimed, or claimed by a sender whose claim expired (it died mid-delivery). `FOR UPDATE
 * SKIP LOCKED` lets several replicas claim at the same moment without waiting for or taking each
 * other's rows; PGlite runs the same SQL (one connection, so nothing is ever skipped there).
 */
export async function claimDueMailJobs(
  db: Database,
  { senderId, limit, claimMs }: { senderId: string; limit: number; claimMs: number },
): Promise<ClaimedMailJob[]> {
  const due = db
    .select({ id: mailJobs.id })
    .from(mailJobs)
    .where(
      and(
        eq(mailJobs.status, "pending"),
        lte(mailJobs.runAfter, sql`now()`),
        or(isNull(mailJobs.lockedUntil), lt(mailJobs.lockedUntil, sql`now()`)),
        isNotNull(mailJobs.message),
      ),
    )
    .orderBy(mailJobs.runAfter)
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(mailJobs)
    .set({ attempts: sql`${mailJobs.attempts} + 1`, claimedBy: senderId, lockedUntil: nowPlus(claimMs) })
    .where(inArray(mailJobs.id, due))
    .returning({
      id: mailJobs.id,
      kind: mailJobs.kind,
      message: mailJobs.message,
      attempts: mailJobs.attempts,
    });
  return rows.flatMap(({ message, ...job }) => (message ? [{ ...job, message }] : []));
}

function heldBy(id: string, senderId: string) {
  return and(eq(mailJobs.id, id), eq(mailJobs.claimedBy, senderId));
}

const unclaimed = { lockedUntil: null, claimedBy: null } as const;

/**
 * Sent: the message is dropped, so mails with secrets (reset links) do not stay in the database.
 * A round's deliveries are recorded together, in one statement.
 */
export async function markMailJobsSent(db: Database, ids: string[], senderId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailJobs)
    .set({ status: "sent", sentAt: sql`now()`, message: null, ...unclaimed })
    .where(and(inArray(mailJobs.id, ids), eq(mailJobs.claimedBy, senderId)));
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
    .set({ runAfter: nowPlus(delayMs), lastError, ...unclaimed })
    .where(heldBy(id, senderId));
}

/** Failed for good: the message stays, so an operator can read or resend it. */
export async function markMailJobFailed(
  db: Database,
  id: string,
  senderId: string,
  lastError: string,
): Promise<void> {
  await db
    .update(mailJobs)
    .set({ status: "failed", lastError, ...unclaimed })
    .where(heldBy(id, senderId));
}

/** Gives claimed jobs back to the queue, due at once, without counting the unfinished attempt. */
export async function releaseMailJobs(db: Database, ids: string[], senderId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailJobs)
    .set({ attempts: sql`greatest(${mailJobs.attempts} - 1, 0)`, runAfter: sql`now()`, ...unclaimed })
    .where(and(inArray(mailJobs.id, ids), eq(mailJobs.claimedBy, senderId)));
}

export type MailJobState = {
  id: string;
  kind: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  claimed: boolean;
  lastError: string | null;
  runAfter: Date;
  sentAt: Date | null;
  message: OutgoingMail | null;
};

/** Where a job stands (tests, and later the admin views). */
export async function findMailJobState(db: Database, id: string): Promise<MailJobState | undefined> {
  const [row] = await db
    .select({
      id: mailJobs.id,
      kind: mailJobs.kind,
      status: mailJobs.status,
      attempts: mailJobs.attempts,
      claimed: sql<boolean>`coalesce(${mailJobs.lockedUntil} > now(), false)`,
      lastError: mailJobs.lastError,
      runAfter: mailJobs.runAfter,
      sentAt: mailJobs.sentAt,
      message: mailJobs.message,
    })
    .from(mailJobs)
    .where(eq(mailJobs.id, id));
  return row;
}

/** The newest job of a kind (tests: the one a request just queued). */
export async function latestMailJobState(db: Database, kind: string): Promise<MailJobState | undefined> {
  const [row] = await db
    .select({ id: mailJobs.id })
    .from(mailJobs)
    .where(eq(mailJobs.kind, kind))
    .orderBy(desc(mailJobs.createdAt))
    .limit(1);
  return row ? findMailJobState(db, row.id) : undefined;
}

export async function countMailJobs(db: Database): Promise<number> {
  return db.$count(mailJobs);
}
