import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { createWakeableSleep } from "#server/lib/wakeable-sleep.ts";
import {
  type ClaimedMailJob,
  claimDueMailJobs,
  markMailJobFailed,
  markMailJobsSent,
  releaseMailJobs,
  scheduleMailJobRetry,
} from "#server/repositories/mail-job-claims.ts";
import type { Mailer } from "./mail.ts";

/**
 * The background half of the mail outbox (docs/product.md §System, docs/architecture.md "Mail outbox"): requests
 * commit a `mail_jobs` row with their own rows (server/repositories/mail-jobs.ts) and answer at once; this
 * sender, running inside each server process, claims due jobs, hands them to the Mailer (SMTP or the
 * `.eml` folder), and records the outcome. Delivery is at least once: a process killed between the
 * SMTP server's "250 OK" and the row update sends that one mail again after the claim expires.
 */

export type MailSenderOptions = {
  /** How often the database is checked for due jobs without a wake-up (retries, other replicas). */
  pollIntervalMs: number;
  /** Jobs claimed per round; they are delivered one after another. */
  batchSize: number;
  /** Attempts before a job is marked failed for good. */
  maxAttempts: number;
  /** Delay before the first retry; it doubles with every failed attempt up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /**
   * How long a claim holds. A sender that dies mid-delivery leaves its jobs claimed; after this any
   * sender may take them again. Far longer than one delivery can take (nodemailer's timeouts).
   */
  claimMs: number;
  /** On close, how long an in-flight delivery may finish before its job is released to the queue. */
  shutdownGraceMs: number;
};

/**
 * 10 attempts, 30 s doubling to at most an hour: a mail server that is down for about five hours
 * still gets every message once it is back.
 */
export const defaultMailSenderOptions: MailSenderOptions = {
  pollIntervalMs: 5_000,
  batchSize: 10,
  maxAttempts: 10,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  claimMs: 5 * 60_000,
  shutdownGraceMs: 5_000,
};

/** The longest stored `last_error`: enough for an SMTP reply, never a whole stack. */
const LAST_ERROR_MAX_LENGTH = 1_000;

export type MailSender = {
  /** Starts the loop; it runs until `stop`. */
  start(): void;
  /** Looks for due jobs now (call after the transaction that enqueued a mail has committed). */
  wake(): void;
  /** Stops claiming, lets in-flight deliveries finish within the grace period, releases the rest. */
  stop(): Promise<void>;
  /** One round: claims due jobs, delivers them, and resolves to how many it handled (tests, tools). */
  runOnce(): Promise<number>;
};

/** The part of the app's logger the sender uses: structured fields and a message. */
type LogMethod = (fields: Record<string, unknown>, message: string) => void;
type SenderLog = { info: LogMethod; warn: LogMethod; error: LogMethod };

/** Exponential backoff with ±20 % jitter, so jobs that failed together do not retry together. */
export function retryDelayMs(
  attempt: number,
  options: Pick<MailSenderOptions, "firstRetryDelayMs" | "maxRetryDelayMs">,
  random: () => number = Math.random,
): number {
  const exponential = options.firstRetryDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, options.maxRetryDelayMs);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

/**
 * What is stored and logged about a failure: the error's code and message, or an SMTP reply, cut
 * short. Logs get only the codes (`failureCodes`): an SMTP reply may quote a recipient address.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, LAST_ERROR_MAX_LENGTH);
  const code = (error as { code?: unknown }).code;
  const text = typeof code === "string" ? `${code}: ${error.message}` : error.message;
  return text.slice(0, LAST_ERROR_MAX_LENGTH);
}

function failureCodes(error: unknown): { code?: string; responseCode?: number } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof responseCode === "number" ? { responseCode } : {}),
  };
}

export function createMailSender(deps: {
  db: Database;
  mailer: Mailer;
  log: SenderLog;
  options?: Partial<MailSenderOptions>;
}): MailSender {
  const { db, mailer, log } = deps;
  const options = { ...defaultMailSenderOptions, ...deps.options };
  // Claims carry this sender's id, so an update never touches a job another sender has since taken.
  const senderId = randomUUID();

  let stopping = false;
  let loop: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;
  /** Set by `wake()` during a round, so the loop goes again instead of sleeping. */
  let wakeRequested = false;
  const { sleep, wake: interruptSleep } = createWakeableSleep();
  /** Jobs claimed and not yet recorded; released on a stop that outlasts the grace period. */
  const claimed = new Map<string, ClaimedMailJob>();
  /** After a release, late outcomes are dropped: the jobs belong to the queue again. */
  let released = false;

  /**
   * Delivered and not yet recorded. A round records its deliveries together at its end (one
   * statement instead of one per mail: on the embedded database the sender otherwise spends as
   * many statements as the requests that queue the mails). A process killed in between sends
   * those mails again once their claims expire, which at-least-once delivery allows.
   */
  const delivered: { job: ClaimedMailJob; via: string }[] = [];

  async function recordDelivered(): Promise<void> {
    const outcomes = delivered.splice(0);
    await markMailJobsSent(
      db,
      outcomes.map(({ job }) => job.id),
      senderId,
    );
    for (const { job, via } of outcomes) {
      log.info({ mailJobId: job.id, kind: job.kind, attempt: job.attempts, via }, "mail job delivered");
    }
  }

  async function deliver(job: ClaimedMailJob): Promise<void> {
    try {
      const delivery = await mailer.send(job.message);
      if (released) return;
      delivered.push({ job, via: delivery.via });
    } catch (error) {
      if (released) return;
      const lastError = describeFailure(error);
      if (job.attempts >= options.maxAttempts) {
        await markMailJobFailed(db, job.id, senderId, lastError);
        log.error(
          { mailJobId: job.id, kind: job.kind, attempt: job.attempts, ...failureCodes(error) },
          "mail job failed for good after its last attempt",
        );
        return;
      }
      const delayMs = retryDelayMs(job.attempts, options);
      await scheduleMailJobRetry(db, job.id, senderId, lastError, delayMs);
      log.warn(
        {
          mailJobId: job.id,
          kind: job.kind,
          attempt: job.attempts,
          retryInMs: delayMs,
          ...failureCodes(error),
        },
        "mail job delivery failed; it will be retried",
      );
    } finally {
      claimed.delete(job.id);
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimDueMailJobs(db, {
      senderId,
      limit: options.batchSize,
      claimMs: options.claimMs,
    });
    for (const job of jobs) claimed.set(job.id, job);
    for (const job of jobs) {
      // A stop during the round leaves the rest of the batch to be released, not started.
      if (stopping) break;
      await deliver(job);
    }
    await recordDelivered();
    return jobs.length;
  }

  async function run(): Promise<void> {
    while (!stopping) {
      wakeRequested = false;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        // The database was unreachable or similar: try again at the next poll. `err` is safe here:
        // database errors from the claim carry no mail content (the queries take no personal data).
        log.warn({ err: error }, "mail sender could not claim jobs; trying again later");
      }
      if (stopping) break;
      // A full batch means more may be due; a wake during the round means a new job was committed.
      if (handled === options.batchSize || wakeRequested) continue;
      await sleep(options.pollIntervalMs);
    }
  }

  return {
    runOnce,
    start() {
      if (loop || stopping) return;
      loop = run();
    },
    wake() {
      wakeRequested = true;
      interruptSleep();
    },
    stop() {
      stopped ??= stop();
      return stopped;
    },
  };

  async function stop(): Promise<void> {
    stopping = true;
    interruptSleep();
    if (!loop) return;
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<"grace over">((resolve) => {
      graceTimer = setTimeout(() => resolve("grace over"), options.shutdownGraceMs);
    });
    const outcome = await Promise.race([loop.then(() => "finished" as const), graceOver]);
    clearTimeout(graceTimer);
    // A round cut short by the grace period still records what it delivered, so it is not sent twice.
    await recordDelivered();
    if (claimed.size === 0) return;
    // Jobs of the batch not started yet, and a delivery that still hangs after the grace period (a
    // mail server that never answers): give them back to the queue now, so another replica or the
    // next start sends them instead of waiting for their claims to expire.
    released = true;
    const ids = [...claimed.keys()];
    claimed.clear();
    await releaseMailJobs(db, ids, senderId);
    log.warn(
      { mailJobIds: ids, deliveryInFlight: outcome === "grace over" },
      "mail sender stopped before sending every claimed job; those jobs were released",
    );
  }
}
