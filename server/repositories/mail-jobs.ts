import { randomUUID } from "node:crypto";
import { and, desc, eq, sql, type WithSubquery } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import type { OutgoingMail } from "#server/db/mail-message.ts";
import { jobs, mailJobs } from "#server/db/schema.ts";
import { JOBS_CHANNEL } from "./jobs.ts";

/** What caused a mail: logged with its delivery instead of the recipient or subject. */
export type MailKind =
  | "demo-request"
  | "contact-message"
  | "partner-application"
  | "password-reset"
  | "password-changed"
  | "email-verification"
  | "widget-handoff"
  | "account-deleted"
  | "data-export-ready"
  | "widget-handoff-digest"
  | "team-invitation";

/** The job queue's kind that sends one mail (server/services/mail-sender.ts). */
export const MAIL_JOB_KIND = "mail";

/*
 * The outbox (docs/product.md §System): a service or repository queues a mail with the rows that
 * cause it. A `mail_jobs` row holds the message and what its users see (pending, sent, failed); a
 * "mail" job of the queue (docs/decisions/0035-one-job-queue.md), under the same id, holds the
 * mechanics (attempts, backoff, lease). Both are written in one statement, so they commit together.
 */

/** The job row that sends mail `id`: the same id, so a mail and its job are found by one key. */
function mailJobRow(id: string, runAt?: Date) {
  return { id, kind: MAIL_JOB_KIND, payload: { mailJobId: id }, ...(runAt ? { runAt } : {}) };
}

/** Wakes every replica's mail sender once the caller's transaction commits (a lost one: the poll). */
async function notifyMail(db: Database | Transaction): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${MAIL_JOB_KIND})`);
}

/**
 * Queues a mail in the caller's transaction (docs/product.md §System): the mail and its job commit
 * with the rows that caused them or not at all, and the request never waits for a mail server.
 *
 *   await db.transaction(async (tx) => {
 *     const lead = await insertLead(tx, fields);
 *     await enqueueMail(tx, "contact-message", notificationOf(lead));
 *   });
 */
export async function enqueueMail(
  db: Database | Transaction,
  kind: MailKind,
  message: OutgoingMail,
): Promise<{ id: string }> {
  const id = randomUUID();
  // One statement (a data-modifying CTE): atomic even when the caller has no transaction.
  const mail = db.$with("queued_mail").as(db.insert(mailJobs).values({ id, kind, message }));
  await db.with(mail).insert(jobs).values(mailJobRow(id));
  await notifyMail(db);
  return { id };
}

/**
 * Queues mails in the same SQL statement as the writes that cause them (data-modifying CTEs): atomic
 * like a transaction, in one round trip instead of BEGIN, the writes, the jobs and COMMIT.
 */
export async function enqueueMailsWith(
  db: Database,
  writes: WithSubquery[],
  mails: { kind: MailKind; message: OutgoingMail }[],
): Promise<void> {
  const rows = mails.map((mail) => ({ id: randomUUID(), ...mail }));
  const queued = db.$with("queued_mails").as(db.insert(mailJobs).values(rows));
  await db
    .with(...writes, queued)
    .insert(jobs)
    .values(rows.map(({ id }) => mailJobRow(id)));
  // No NOTIFY: it would be a second round trip on the forms' hot path. Their routes wake this
  // process's sender after the commit; other replicas find the mails at their next poll.
}

/**
 * Queues a mail due at `runAfter` under an id of the caller's choosing: the first call creates the
 * mail and its job, later ones replace its message while it is still pending. One mail per id,
 * however many requests race to schedule it (a digest of the handoffs past the hourly ceiling).
 */
export async function scheduleMailOnce(
  db: Database | Transaction,
  mail: { id: string; kind: MailKind; message: OutgoingMail; runAfter: Date },
): Promise<void> {
  await db
    .insert(mailJobs)
    .values({ id: mail.id, kind: mail.kind, message: mail.message })
    .onConflictDoUpdate({
      target: mailJobs.id,
      set: { message: mail.message },
      setWhere: eq(mailJobs.status, "pending"),
    });
  await db.insert(jobs).values(mailJobRow(mail.id, mail.runAfter)).onConflictDoNothing({ target: jobs.id });
  await notifyMail(db);
}

/** Sent: the message is dropped, so mails with secrets (reset links) do not stay in the database. */
export async function markMailSent(db: Database | Transaction, id: string): Promise<void> {
  await db
    .update(mailJobs)
    .set({ status: "sent", sentAt: sql`now()`, message: null, lastError: null })
    .where(and(eq(mailJobs.id, id), eq(mailJobs.status, "pending")));
}

/** Failed for good: the message and the last error stay, so an operator can read or resend it. */
export async function markMailFailed(
  db: Database | Transaction,
  id: string,
  lastError: string,
): Promise<void> {
  await db
    .update(mailJobs)
    .set({ status: "failed", lastError })
    .where(and(eq(mailJobs.id, id), eq(mailJobs.status, "pending")));
}

/** A pending mail's message, or nothing (sent already, or deleted with its account). */
export async function findPendingMail(
  db: Database,
  id: string,
): Promise<{ kind: string; message: OutgoingMail } | undefined> {
  const [row] = await db
    .select({ kind: mailJobs.kind, message: mailJobs.message })
    .from(mailJobs)
    .where(and(eq(mailJobs.id, id), eq(mailJobs.status, "pending")));
  return row?.message ? { kind: row.kind, message: row.message } : undefined;
}

export type MailJobState = {
  id: string;
  kind: string;
  status: "pending" | "sent" | "failed";
  /** The job's attempts so far (0 once its job has been purged). */
  attempts: number;
  /** Pending, and a sender holds its job's lease now. */
  claimed: boolean;
  lastError: string | null;
  /** When its job is next due (its creation once the job has been purged). */
  runAfter: Date;
  sentAt: Date | null;
  message: OutgoingMail | null;
};

/** Where a mail stands, with its job's mechanics (tests, and later the admin views). */
export async function findMailJobState(db: Database, id: string): Promise<MailJobState | undefined> {
  const [row] = await db
    .select({
      id: mailJobs.id,
      kind: mailJobs.kind,
      status: mailJobs.status,
      attempts: sql<number>`coalesce(${jobs.attempts}, 0)`.mapWith(Number),
      claimed: sql<boolean>`coalesce(${mailJobs.status} = 'pending' and ${jobs.state} = 'running' and ${jobs.leaseExpiresAt} > now(), false)`,
      lastError: sql<string | null>`coalesce(${jobs.lastError}, ${mailJobs.lastError})`,
      runAfter: sql<Date>`coalesce(${jobs.runAt}, ${mailJobs.createdAt})`.mapWith(mailJobs.createdAt),
      sentAt: mailJobs.sentAt,
      message: mailJobs.message,
    })
    .from(mailJobs)
    .leftJoin(jobs, eq(jobs.id, mailJobs.id))
    .where(eq(mailJobs.id, id));
  return row;
}

/** The newest mail of a kind (tests: the one a request just queued). */
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
