import { eq, type WithSubquery } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import type { OutgoingMail } from "#server/db/mail-message.ts";
import { mailJobs } from "#server/db/schema.ts";

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
  | "widget-handoff-digest";

/*
 * The outbox's writing side (docs/product.md §System): a service or repository queues a mail with the rows that
 * cause it; the background sender (server/services/mail-sender.ts, repositories/mail-job-claims.ts)
 * delivers it.
 */

/**
 * Queues a mail in the caller's transaction (docs/product.md §System): the job commits with the rows that caused it
 * or not at all, and the request never waits for a mail server. The background sender delivers it.
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
  const [job] = await db.insert(mailJobs).values({ kind, message }).returning({ id: mailJobs.id });
  if (!job) throw new Error("insert into mail_jobs returned no row");
  return job;
}

/**
 * Queues mails in the same SQL statement as the writes that cause them (data-modifying CTEs): atomic
 * like a transaction, in one round trip instead of BEGIN, the writes, the jobs and COMMIT.
 */
export async function enqueueMailsWith(
  db: Database,
  writes: WithSubquery[],
  jobs: { kind: MailKind; message: OutgoingMail }[],
): Promise<void> {
  await db
    .with(...writes)
    .insert(mailJobs)
    .values(jobs);
}

/**
 * Queues a mail due at `runAfter` under an id of the caller's choosing: the first call creates the
 * job, later ones replace its message while it is still pending. One job per id, however many
 * requests race to schedule it (a digest of the handoffs past the hourly ceiling).
 */
export async function scheduleMailOnce(
  db: Database | Transaction,
  job: { id: string; kind: MailKind; message: OutgoingMail; runAfter: Date },
): Promise<void> {
  await db
    .insert(mailJobs)
    .values(job)
    .onConflictDoUpdate({
      target: mailJobs.id,
      set: { message: job.message },
      setWhere: eq(mailJobs.status, "pending"),
    });
}
