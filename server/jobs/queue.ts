import { createHash, randomUUID } from "node:crypto";
import type { Database, Transaction } from "#server/db/client.ts";
import { createWakeableSleep } from "#server/lib/wakeable-sleep.ts";
import {
  type ClaimedJob,
  claimJobs,
  completeJob,
  ensureScheduled,
  failJob,
  JOBS_CHANNEL,
  lockIfHeld,
  releaseJobs,
  renewLeases,
  rescheduleJob,
  retryJobLater,
} from "#server/repositories/jobs.ts";
import { type Backoff, describeFailure, failureCodes, retryDelayMs } from "./backoff.ts";

/**
 * One queue for every kind of background work (docs/decisions/0035-one-job-queue.md). A kind is
 * defined once with its handler; requests add jobs with `enqueue` (server/repositories/jobs.ts) in their own
 * transaction. Each process runs up to `concurrency` handlers of a kind, holding each job under a
 * lease its heartbeat renews; a failed attempt is retried with exponential backoff, and a stop gives
 * unfinished jobs back at once.
 */

export type JobContext = {
  id: string;
  kind: string;
  group: string | null;
  /** This attempt, from 1. */
  attempt: number;
  maxAttempts: number;
  /** No retry follows if this attempt fails: the handler records the failure its users see. */
  lastAttempt: boolean;
  /** Aborted when the lease is lost (another worker may have the job) or the queue stops. */
  signal: AbortSignal;
  /**
   * Runs `write` in a transaction that holds the job's row locked, only while this worker still
   * holds the lease: the outcome of a worker that lost its job is never recorded. False: lost.
   */
  whileHeld(write: (tx: Transaction) => Promise<void>): Promise<boolean>;
};

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

/** Thrown by a handler: the job fails at once, without a retry (the input is at fault, not us). */
export class PermanentJobError extends Error {}

export type JobKindOptions<Payload> = {
  handler: JobHandler<Payload>;
  /**
   * Called once a job has failed for good (its last attempt failed, it threw a PermanentJobError, or
   * its workers died on every attempt), while the lease is still held: the handler's kind records
   * the failure its users see (a clip's "failed" state).
   */
  onFailed?: (payload: Payload, failure: { error: unknown; context: JobContext }) => Promise<void>;
  /** false: defined (`runDue` runs it) but not run in the background (tests that drive it by hand). */
  runInBackground?: boolean;
  /** Handlers of this kind running at once in this process. */
  concurrency?: number;
  /** Jobs of one group running at once across every process; unset: no bound, no turns. */
  groupConcurrency?: number;
  maxAttempts?: number;
  backoff?: Backoff;
  /** How long a claim holds without a heartbeat; renewed every third of it. */
  leaseMs?: number;
  /** How often the database is looked at without a wake-up (retries that fell due, lost NOTIFYs). */
  pollIntervalMs?: number;
  /** On stop, how long running handlers may finish before they are aborted and their jobs released. */
  shutdownGraceMs?: number;
  /** The payload is emptied once the job succeeds (it holds a secret, such as a mail's link). */
  dropPayloadWhenDone?: boolean;
};

type KindSettings = Required<Omit<JobKindOptions<unknown>, "groupConcurrency" | "onFailed">> & {
  groupConcurrency: number | undefined;
  onFailed: JobKindOptions<unknown>["onFailed"];
};

export const defaultJobKindOptions = {
  concurrency: 1,
  maxAttempts: 5,
  backoff: { firstMs: 30_000, maxMs: 60 * 60_000 },
  leaseMs: 60_000,
  pollIntervalMs: 5_000,
  shutdownGraceMs: 5_000,
  dropPayloadWhenDone: false,
  runInBackground: true,
} satisfies Omit<KindSettings, "handler" | "groupConcurrency" | "onFailed">;

/** Why a job whose every attempt died with its process is failed without another run. */
export class AttemptsExhaustedError extends Error {}

/** After the grace period, how long aborted handlers get to unwind before their jobs are released. */
const ABORT_WAIT_MS = 5_000;

type LogMethod = (fields: Record<string, unknown>, message: string) => void;
export type JobLog = { info: LogMethod; warn: LogMethod; error: LogMethod };

export type JobQueue = {
  define<Payload>(kind: string, options: JobKindOptions<Payload>): void;
  /**
   * Runs a defined kind every `everyMs`, once across every replica: its one row is claimed like any
   * job, and queued again for the next round when the handler is done (or has failed for good).
   */
  schedule(kind: string, options: { everyMs: number; firstInMs?: number }): void;
  /** Starts the kinds' loops (and the schedules' rows, and the NOTIFY listener). */
  start(): Promise<void>;
  /** Looks at the database now (a transaction that enqueued has committed; NOTIFY also does this). */
  wake(kind?: string): void;
  /** Stops claiming, lets running handlers finish within their grace, releases the rest. */
  stop(): Promise<void>;
  /**
   * Runs the kind's due jobs until none is left, waiting for those already running first; resolves
   * to how many it ran (tests, tools: the queue need not be started).
   */
  runDue(kind: string): Promise<number>;
  /** This process's lease owner id (tests). */
  readonly owner: string;
};

type Running = { job: ClaimedJob; controller: AbortController; done: Promise<void> };

type KindWorker = {
  kind: string;
  settings: KindSettings;
  everyMs: number | undefined;
  firstInMs: number;
  /** Jobs whose handlers a stop aborted: released by the stop. */
  released: string[];
  /** The loop's claim under way: `runDue` waits for it, so it does not miss jobs the loop just took. */
  claiming: Promise<unknown> | undefined;
  running: Map<string, Running>;
  wakeRequested: boolean;
  sleep: ReturnType<typeof createWakeableSleep>;
  loop: Promise<void> | undefined;
  heartbeat: NodeJS.Timeout | undefined;
};

/** A schedule's row id: the same in every replica, so they share one row. */
export function scheduleId(kind: string): string {
  const hex = createHash("sha256").update(`schedule:${kind}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createJobQueue(deps: {
  db: Database;
  log: JobLog;
  /** NOTIFY on commit wakes every replica's queue (server/db/client.ts); without it: polls only. */
  listen?: (channel: string, onNotify: (kind: string) => void) => Promise<() => Promise<void>>;
}): JobQueue {
  const { db, log } = deps;
  const owner = randomUUID();
  const workers = new Map<string, KindWorker>();
  let started = false;
  let stopping = false;
  let stopped: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  function workerOf(kind: string): KindWorker {
    const worker = workers.get(kind);
    if (!worker) throw new Error(`no job kind "${kind}" is defined`);
    return worker;
  }

  function wake(worker: KindWorker) {
    worker.wakeRequested = true;
    worker.sleep.wake();
  }

  function contextOf(worker: KindWorker, running: Omit<Running, "done">): JobContext {
    const { job, controller } = running;
    const maxAttempts = job.maxAttempts ?? worker.settings.maxAttempts;
    return {
      id: job.id,
      kind: job.kind,
      group: job.groupKey,
      attempt: job.attempts,
      maxAttempts,
      lastAttempt: job.attempts >= maxAttempts,
      signal: controller.signal,
      whileHeld: (write) =>
        db.transaction(async (tx) => {
          if (!(await lockIfHeld(tx, job.id, owner))) return false;
          await write(tx);
          return true;
        }),
    };
  }

  /** Runs one claimed job's handler and records its outcome under the lease. */
  async function execute(worker: KindWorker, running: Omit<Running, "done">): Promise<void> {
    const { job, controller } = running;
    const { settings } = worker;
    const context = contextOf(worker, running);
    const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    try {
      // Claimed once more than allowed: every attempt so far died with its process (a clip that
      // kills the server each time), so it is not run again.
      if (job.attempts > context.maxAttempts) {
        throw new AttemptsExhaustedError(`gave up after ${job.attempts - 1} attempts that did not finish`);
      }
      await settings.handler(job.payload, context);
      // Recorded even after an abort: the outcome is written only while the lease is still held.
      if (worker.everyMs !== undefined) {
        await rescheduleJob(db, { id: job.id, owner, everyMs: worker.everyMs, lastError: null });
      } else {
        await completeJob(db, { id: job.id, owner, dropPayload: settings.dropPayloadWhenDone });
      }
    } catch (error) {
      // Stopped: the stop releases the job. Lost: another worker's now.
      if (controller.signal.aborted) {
        if (stopping) worker.released.push(job.id);
        return;
      }
      const lastError = describeFailure(error);
      const giveUp =
        context.lastAttempt || error instanceof PermanentJobError || error instanceof AttemptsExhaustedError;
      if (giveUp && settings.onFailed) await settings.onFailed(job.payload, { error, context });
      if (worker.everyMs !== undefined && giveUp) {
        await rescheduleJob(db, { id: job.id, owner, everyMs: worker.everyMs, lastError });
        log.error({ ...fields, ...failureCodes(error) }, "scheduled job failed; it runs again next time");
      } else if (giveUp) {
        await failJob(db, { id: job.id, owner, lastError });
        log.error({ ...fields, ...failureCodes(error) }, "job failed for good");
      } else {
        const retryInMs = retryDelayMs(job.attempts, settings.backoff);
        await retryJobLater(db, { id: job.id, owner, retryInMs, lastError });
        log.warn({ ...fields, retryInMs, ...failureCodes(error) }, "job failed; it will be retried");
      }
    }
  }

  function startJob(worker: KindWorker, job: ClaimedJob): Running {
    const controller = new AbortController();
    const base = { job, controller };
    const done = execute(worker, base)
      .catch((error: unknown) => {
        // The outcome could not be written (the database is away): the lease expires and the job
        // runs again, which every handler allows (at least once).
        log.warn({ jobId: job.id, kind: job.kind, err: error }, "could not record a job's outcome");
      })
      .finally(() => {
        worker.running.delete(job.id);
        wake(worker);
      });
    const running = { ...base, done };
    worker.running.set(job.id, running);
    return running;
  }

  async function claimAndStart(worker: KindWorker, free: number): Promise<Running[]> {
    const claiming = claimJobs(db, {
      kind: worker.kind,
      owner,
      limit: free,
      leaseMs: worker.settings.leaseMs,
      groupConcurrency: worker.settings.groupConcurrency,
    });
    worker.claiming = claiming;
    try {
      return (await claiming).map((job) => startJob(worker, job));
    } finally {
      if (worker.claiming === claiming) worker.claiming = undefined;
    }
  }

  async function renew(worker: KindWorker): Promise<void> {
    const ids = [...worker.running.keys()];
    if (ids.length === 0) return;
    const stillHeld = await renewLeases(db, { ids, owner, leaseMs: worker.settings.leaseMs });
    for (const id of ids) {
      const running = worker.running.get(id);
      if (!running || stillHeld.has(id)) continue;
      log.warn({ jobId: id, kind: worker.kind }, "a job's lease was lost; its handler is aborted");
      running.controller.abort(new Error("the job's lease was lost"));
    }
  }

  async function run(worker: KindWorker): Promise<void> {
    worker.heartbeat = setInterval(() => {
      renew(worker).catch((error: unknown) =>
        log.warn({ kind: worker.kind, err: error }, "could not renew the leases"),
      );
    }, worker.settings.leaseMs / 3);
    worker.heartbeat.unref();
    while (!stopping) {
      worker.wakeRequested = false;
      const free = worker.settings.concurrency - worker.running.size;
      let claimed = 0;
      if (free > 0) {
        try {
          claimed = (await claimAndStart(worker, free)).length;
        } catch (error) {
          log.warn({ kind: worker.kind, err: error }, "could not claim jobs; trying again later");
        }
      }
      if (stopping) break;
      // Every free slot filled: more may be due. A wake during the claim: a job was committed.
      if ((free > 0 && claimed === free) || worker.wakeRequested) continue;
      await worker.sleep.sleep(worker.settings.pollIntervalMs);
    }
  }

  async function stopWorker(worker: KindWorker): Promise<void> {
    await worker.loop;
    const settle = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        Promise.allSettled([...worker.running.values()].map((running) => running.done)).then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    if (worker.running.size > 0) await settle(worker.settings.shutdownGraceMs);
    if (worker.running.size > 0) {
      for (const running of worker.running.values()) running.controller.abort(new Error("stopping"));
      await settle(ABORT_WAIT_MS);
    }
    clearInterval(worker.heartbeat);
    // Jobs a stop cut short (their handlers unwound on the abort, or still hang) go back to the
    // queue now, so another replica (or the next start) takes them at once instead of waiting for
    // their leases to expire.
    const unfinished = [...worker.running.keys(), ...worker.released.splice(0)];
    await releaseJobs(db, unfinished, owner);
    if (unfinished.length > 0) {
      log.warn({ kind: worker.kind, jobIds: unfinished }, "stopped before these jobs finished; released");
    }
  }

  const queue: JobQueue = {
    owner,
    define<Payload>(kind: string, options: JobKindOptions<Payload>) {
      if (workers.has(kind)) throw new Error(`job kind "${kind}" is defined twice`);
      const settings: KindSettings = {
        ...defaultJobKindOptions,
        ...options,
        groupConcurrency: options.groupConcurrency,
        handler: options.handler as JobHandler<unknown>,
        onFailed: options.onFailed as KindSettings["onFailed"],
      };
      const worker: KindWorker = {
        kind,
        settings,
        everyMs: undefined,
        firstInMs: 0,
        claiming: undefined,
        running: new Map(),
        wakeRequested: false,
        sleep: createWakeableSleep(),
        loop: undefined,
        heartbeat: undefined,
        released: [],
      };
      workers.set(kind, worker);
      if (started && !stopping && settings.runInBackground) worker.loop = run(worker);
    },
    schedule(kind, { everyMs, firstInMs = 0 }) {
      const worker = workerOf(kind);
      worker.everyMs = everyMs;
      worker.firstInMs = firstInMs;
    },
    async start() {
      if (started || stopping) return;
      started = true;
      for (const worker of workers.values()) {
        if (worker.everyMs === undefined) continue;
        const id = scheduleId(worker.kind);
        await ensureScheduled(db, { id, kind: worker.kind, firstInMs: worker.firstInMs });
      }
      if (deps.listen) {
        unlisten = await deps
          .listen(JOBS_CHANNEL, (kind) => queue.wake(kind))
          .catch((error: unknown) => {
            log.warn({ err: error }, "could not LISTEN for new jobs; the queue polls");
            return undefined;
          });
      }
      for (const worker of workers.values()) {
        if (worker.settings.runInBackground) worker.loop = run(worker);
      }
    },
    wake(kind) {
      if (kind === undefined) {
        for (const worker of workers.values()) wake(worker);
        return;
      }
      const worker = workers.get(kind);
      if (worker) wake(worker);
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        for (const worker of workers.values()) worker.sleep.wake();
        await unlisten?.().catch(() => {});
        await Promise.all([...workers.values()].map(stopWorker));
      })();
      return stopped;
    },
    async runDue(kind) {
      const worker = workerOf(kind);
      let ran = 0;
      for (;;) {
        await worker.claiming?.catch(() => undefined);
        await Promise.allSettled([...worker.running.values()].map((running) => running.done));
        const started = await claimAndStart(worker, worker.settings.concurrency);
        if (started.length === 0) return ran;
        ran += started.length;
        await Promise.allSettled(started.map((running) => running.done));
      }
    },
  };
  return queue;
}
