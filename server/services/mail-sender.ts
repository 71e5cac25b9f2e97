import type { Database } from "#server/db/client.ts";
import { describeFailure } from "#server/jobs/backoff.ts";
import { type JobKindOptions, PermanentJobError } from "#server/jobs/queue.ts";
import { findPendingMail, markMailFailed, markMailSent } from "#server/repositories/mail-jobs.ts";
import type { Mailer } from "./mail.ts";

/**
 * The background half of the mail outbox (docs/product.md §System, docs/architecture.md "Mail outbox"): requests
 * commit a `mail_jobs` row and its "mail" job with their own rows (server/repositories/mail-jobs.ts)
 * and answer at once; the job queue (docs/decisions/0035-one-job-queue.md) runs this handler, which
 * hands one message to the Mailer (SMTP or the `.eml` folder) and records the outcome. Claims,
 * retries, leases, wake-ups and shutdown are the queue's. Delivery is at least once: a process killed
 * between the SMTP server's "250 OK" and the row update sends that one mail again after the lease expires.
 */

export type MailSenderOptions = {
  /** How often the database is checked for due mails without a wake-up (retries, lost NOTIFYs). */
  pollIntervalMs: number;
  /** Mails sent at once by each process. */
  concurrency: number;
  /** Attempts before a mail is marked failed for good. */
  maxAttempts: number;
  /** Delay before the first retry; it doubles with every failed attempt up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long a claim holds without the heartbeat (a process that died mid-delivery). */
  leaseMs: number;
  /** On close, how long an in-flight delivery may finish before its mail is released to the queue. */
  shutdownGraceMs: number;
};

/**
 * 10 attempts, 30 s doubling to at most an hour: a mail server that is down for about five hours
 * still gets every message once it is back.
 */
export const defaultMailSenderOptions: MailSenderOptions = {
  pollIntervalMs: 5_000,
  concurrency: 4,
  maxAttempts: 10,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  leaseMs: 60_000,
  shutdownGraceMs: 5_000,
};

type LogMethod = (fields: Record<string, unknown>, message: string) => void;

/** An SMTP reply in the 5xx range: the server refused the message for good, a retry cannot help. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/** Rejects when `signal` aborts: a delivery that hangs (an SMTP server that never answers) lets a stop go on. */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The "mail" job kind: its handler sends one queued mail and marks it sent. */
export function mailJobKind(deps: {
  db: Database;
  mailer: Mailer;
  log: { info: LogMethod };
  options?: Partial<MailSenderOptions> | undefined;
}): JobKindOptions<{ mailJobId: string }> {
  const { db, mailer, log } = deps;
  const options = { ...defaultMailSenderOptions, ...deps.options };
  return {
    concurrency: options.concurrency,
    maxAttempts: options.maxAttempts,
    backoff: { firstMs: options.firstRetryDelayMs, maxMs: options.maxRetryDelayMs },
    leaseMs: options.leaseMs,
    pollIntervalMs: options.pollIntervalMs,
    shutdownGraceMs: options.shutdownGraceMs,
    async handler({ mailJobId }, context) {
      // Sent already (a worker died after sending, before the job was marked done) or deleted with
      // its account: nothing to send.
      const mail = await findPendingMail(db, mailJobId);
      if (!mail) return;
      let via: string;
      try {
        ({ via } = await unlessAborted(mailer.send(mail.message), context.signal));
      } catch (error) {
        if (isPermanentSmtpFailure(error) && !context.signal.aborted) {
          throw Object.assign(new PermanentJobError((error as Error).message), {
            code: (error as { code?: unknown }).code,
            responseCode: (error as { responseCode?: unknown }).responseCode,
          });
        }
        throw error;
      }
      await context.whileHeld((tx) => markMailSent(tx, mailJobId));
      log.info({ mailJobId, kind: mail.kind, attempt: context.attempt, via }, "mail job delivered");
    },
    async onFailed({ mailJobId }, { error, context }) {
      await context.whileHeld((tx) => markMailFailed(tx, mailJobId, describeFailure(error)));
    },
  };
}
