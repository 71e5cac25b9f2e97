import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs } from "#server/db/schema.ts";
import { claimJobs, completeJob, enqueue, rowsOf } from "#server/repositories/jobs.ts";
import { createTestDatabase, type TestDatabase } from "#server/test/test-app.ts";
import {
  createJobQueue,
  type JobKindOptions,
  type JobQueue,
  PermanentJobError,
  scheduleId,
} from "./queue.ts";

/** The job queue on the test database: PGlite by default, PostgreSQL in the PostgreSQL pass. */

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

let database: TestDatabase;
const queues: JobQueue[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});
afterAll(() => database.close());

function newQueue(db = database.db, listen?: TestDatabase["listen"]) {
  const queue = createJobQueue({ db, log, ...(listen ? { listen } : {}) });
  queues.push(queue);
  return queue;
}

/** A promise to resolve from outside: handlers that wait for the test. */
function latch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function jobRow(id: string) {
  const result = await database.db.execute(sql`
    select "state", "attempts", "last_error", "lease_owner",
      extract(epoch from ("run_at" - now()))::float8 as "due_in_s"
    from "jobs" where "id" = ${id}`);
  return rowsOf<{
    state: string;
    attempts: number;
    last_error: string | null;
    lease_owner: string | null;
    due_in_s: number;
  }>(result)[0];
}

async function enqueueMany(kind: string, count: number, group?: (n: number) => string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push((await enqueue(database.db, kind, { n }, { group: group?.(n) })).id);
  }
  return ids;
}

const quick: Partial<JobKindOptions<unknown>> = { pollIntervalMs: 50, shutdownGraceMs: 100 };

describe("claims", () => {
  it("never gives one job to two workers claiming at the same moment", async () => {
    const other = await database.openAnotherClient();
    try {
      const ids = await enqueueMany("exclusive", 15);
      const [a, b] = await Promise.all([
        claimJobs(database.db, { kind: "exclusive", owner: crypto.randomUUID(), limit: 10, leaseMs: 60_000 }),
        claimJobs(other.db, { kind: "exclusive", owner: crypto.randomUUID(), limit: 10, leaseMs: 60_000 }),
      ]);
      const claimed = [...a, ...b].map((job) => job.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.toSorted()).toEqual(ids.toSorted());
    } finally {
      await other.close();
    }
  });

  it("runs every job exactly once with two queues started on one database", { timeout: 30_000 }, async () => {
    const other = await database.openAnotherClient();
    try {
      const handled: number[] = [];
      const options = {
        ...quick,
        concurrency: 3,
        handler: async ({ n }: { n: number }) => void handled.push(n),
      };
      const first = newQueue(database.db);
      const second = newQueue(other.db);
      first.define("twice", options);
      second.define("twice", options);
      const ids = await enqueueMany("twice", 30);
      await Promise.all([first.start(), second.start()]);
      await expect
        .poll(async () => database.db.$count(jobs, sql`${jobs.state} = 'succeeded'`), { timeout: 20_000 })
        .toBe(ids.length);
      expect(handled.toSorted((x, y) => x - y)).toEqual(ids.map((_, index) => index));
    } finally {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
      await other.close();
    }
  });
});

describe("leases", () => {
  it("lets another worker claim a job whose worker died once its lease expired", async () => {
    const [id] = await enqueueMany("crash", 1);
    const dead = crypto.randomUUID();
    const [claimed] = await claimJobs(database.db, { kind: "crash", owner: dead, limit: 1, leaseMs: 60_000 });
    expect(claimed?.id).toBe(id);
    const queue = newQueue();
    const handled: string[] = [];
    queue.define("crash", { handler: async (_payload, context) => void handled.push(context.id) });
    // Held: nobody else may take it.
    expect(await queue.runDue("crash")).toBe(0);
    // The dead worker's heartbeat stops; its lease runs out.
    await database.db.execute(sql`update "jobs" set "lease_expires_at" = now() - interval '1 second'`);
    expect(await queue.runDue("crash")).toBe(1);
    expect(handled).toEqual([id]);
    expect(await jobRow(id ?? "")).toMatchObject({ state: "succeeded", attempts: 2, lease_owner: null });
    // A late outcome of the dead worker changes nothing.
    expect(await completeJob(database.db, { id: id ?? "", owner: dead, dropPayload: false })).toBe(false);
  });

  it("aborts a running handler whose lease was taken, and records nothing of it", async () => {
    const queue = newQueue();
    const aborted = latch();
    const writes: string[] = [];
    queue.define("lost", {
      ...quick,
      leaseMs: 300,
      handler: async (_payload, context) => {
        await new Promise<void>((resolve) => context.signal.addEventListener("abort", () => resolve()));
        aborted.open();
        const recorded = await context.whileHeld(async () => void writes.push("outcome"));
        expect(recorded).toBe(false);
      },
    });
    const [id] = await enqueueMany("lost", 1);
    await queue.start();
    await expect.poll(async () => (await jobRow(id ?? ""))?.state).toBe("running");
    // Another worker took it (its lease had expired and it claimed the job).
    const taker = crypto.randomUUID();
    await database.db.execute(sql`update "jobs" set "lease_owner" = ${taker}`);
    await aborted.opened;
    expect(writes).toEqual([]);
    expect(await jobRow(id ?? "")).toMatchObject({ state: "running", lease_owner: taker });
  });
});

describe("retries", () => {
  it("retries a failed job with exponential backoff and keeps the last error, then fails it", async () => {
    const queue = newQueue();
    let calls = 0;
    queue.define("flaky", {
      maxAttempts: 3,
      backoff: { firstMs: 60_000, maxMs: 600_000 },
      handler: async () => {
        calls += 1;
        throw Object.assign(new Error(`refused ${calls}`), { code: "ECONNREFUSED" });
      },
    });
    const [id = ""] = await enqueueMany("flaky", 1);
    expect(await queue.runDue("flaky")).toBe(1);
    const first = await jobRow(id);
    expect(first).toMatchObject({ state: "queued", attempts: 1, last_error: "ECONNREFUSED: refused 1" });
    // 60 s ± 20 %.
    expect(first?.due_in_s).toBeGreaterThan(47);
    expect(first?.due_in_s).toBeLessThan(73);

    await database.db.execute(sql`update "jobs" set "run_at" = now()`);
    expect(await queue.runDue("flaky")).toBe(1);
    const second = await jobRow(id);
    // Doubled: 120 s ± 20 %.
    expect(second?.due_in_s).toBeGreaterThan(95);
    expect(second?.due_in_s).toBeLessThan(145);

    await database.db.execute(sql`update "jobs" set "run_at" = now()`);
    expect(await queue.runDue("flaky")).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      state: "failed",
      attempts: 3,
      last_error: "ECONNREFUSED: refused 3",
    });
    expect(await queue.runDue("flaky")).toBe(0);
  });

  it("fails a job at once on a PermanentJobError, and tells the handler of its last attempt", async () => {
    const queue = newQueue();
    const seen: boolean[] = [];
    queue.define("refused", {
      maxAttempts: 4,
      handler: async (_payload, context) => {
        seen.push(context.lastAttempt);
        throw new PermanentJobError("the input is broken");
      },
    });
    const [id = ""] = await enqueueMany("refused", 1);
    await queue.runDue("refused");
    expect(await jobRow(id)).toMatchObject({
      state: "failed",
      attempts: 1,
      last_error: "the input is broken",
    });
    expect(seen).toEqual([false]);
  });
});

describe("wake-up", () => {
  it("runs a job at once when the transaction that enqueued it commits (NOTIFY), without a poll", async () => {
    const queue = newQueue(database.db, database.listen);
    const handled: number[] = [];
    queue.define("notified", {
      pollIntervalMs: 600_000,
      handler: async ({ n }: { n: number }) => void handled.push(n),
    });
    await queue.start();
    await database.db.transaction(async (tx) => {
      await enqueue(tx, "notified", { n: 7 });
    });
    await expect.poll(() => handled, { timeout: 10_000 }).toEqual([7]);
  });

  it("runs a job at once when woken in the process, without a poll", async () => {
    const queue = newQueue();
    const handled: number[] = [];
    queue.define("woken", {
      pollIntervalMs: 600_000,
      handler: async ({ n }: { n: number }) => void handled.push(n),
    });
    await queue.start();
    await enqueue(database.db, "woken", { n: 3 });
    queue.wake("woken");
    await expect.poll(() => handled, { timeout: 10_000 }).toEqual([3]);
  });
});

describe("shutdown", () => {
  it("lets a handler finish within the grace period", async () => {
    const queue = newQueue();
    const started = latch();
    const finish = latch();
    queue.define("graceful", {
      shutdownGraceMs: 60_000,
      handler: async () => {
        started.open();
        await finish.opened;
      },
    });
    const [id = ""] = await enqueueMany("graceful", 1);
    await queue.start();
    queue.wake();
    await started.opened;
    const stopped = queue.stop();
    finish.open();
    await stopped;
    expect(await jobRow(id)).toMatchObject({ state: "succeeded", attempts: 1 });
  });

  it("aborts a handler that outlasts the grace period and releases its job, attempt not counted", async () => {
    const queue = newQueue();
    const started = latch();
    let abortedWith: unknown;
    queue.define("hanging", {
      shutdownGraceMs: 50,
      handler: async (_payload, context) => {
        started.open();
        await new Promise<void>((_resolve, reject) =>
          context.signal.addEventListener("abort", () => {
            abortedWith = context.signal.reason;
            reject(context.signal.reason);
          }),
        );
      },
    });
    const [id = ""] = await enqueueMany("hanging", 1);
    await queue.start();
    queue.wake();
    await started.opened;
    await queue.stop();
    expect(String(abortedWith)).toContain("stopping");
    expect(await jobRow(id)).toMatchObject({ state: "queued", attempts: 0, lease_owner: null });
    // Due at once for the next worker.
    expect((await jobRow(id))?.due_in_s).toBeLessThanOrEqual(0);
  });

  it("claims nothing once stopped", async () => {
    const queue = newQueue();
    const handled: number[] = [];
    queue.define("after-stop", { handler: async ({ n }: { n: number }) => void handled.push(n) });
    await queue.start();
    await queue.stop();
    await enqueueMany("after-stop", 2);
    queue.wake();
    expect(await database.db.$count(jobs, sql`${jobs.state} = 'queued'`)).toBe(2);
    expect(handled).toEqual([]);
  });
});

describe("fairness between groups", () => {
  it("runs one job per group at a time, the group that waited longest first", async () => {
    const queue = newQueue();
    const order: string[] = [];
    queue.define("fair", {
      groupConcurrency: 1,
      handler: async ({ name }: { name: string }) => void order.push(name),
    });
    const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);
    // Account a queued three clips first, then b and c one each.
    for (const [name, group, age] of [
      ["a1", "a", 50],
      ["a2", "a", 40],
      ["a3", "a", 30],
      ["b1", "b", 20],
      ["c1", "c", 10],
    ] as const) {
      await enqueue(database.db, "fair", { name }, { group, runAt: secondsAgo(age) });
    }
    // One at a time: each claim picks the head of the group that has waited longest.
    expect(await queue.runDue("fair")).toBe(5);
    expect(order).toEqual(["a1", "b1", "c1", "a2", "a3"]);
  });

  it("claims at most one job of a group while one runs, whatever the free slots", async () => {
    await enqueueMany("grouped", 6, (n) => (n < 4 ? "busy" : `other-${n}`));
    const owner = crypto.randomUUID();
    const claim = () =>
      claimJobs(database.db, { kind: "grouped", owner, limit: 10, leaseMs: 60_000, groupConcurrency: 1 });
    const first = await claim();
    expect(first.map((job) => job.groupKey).toSorted()).toEqual(["busy", "other-4", "other-5"]);
    expect(await claim()).toEqual([]);
  });
});

describe("per-kind concurrency", () => {
  it("runs at most `concurrency` handlers of a kind at once in a process", { timeout: 20_000 }, async () => {
    const queue = newQueue();
    let running = 0;
    let most = 0;
    const release = latch();
    queue.define("pair", {
      ...quick,
      concurrency: 2,
      handler: async () => {
        running += 1;
        most = Math.max(most, running);
        await release.opened;
        running -= 1;
      },
    });
    await enqueueMany("pair", 5);
    await queue.start();
    await expect.poll(() => running).toBe(2);
    expect(await database.db.$count(jobs, sql`${jobs.state} = 'running'`)).toBe(2);
    release.open();
    await expect.poll(async () => database.db.$count(jobs, sql`${jobs.state} = 'succeeded'`)).toBe(5);
    expect(most).toBe(2);
  });
});

describe("schedules", () => {
  it("keeps one row per schedule across replicas and queues it again after each run", async () => {
    const runs: string[] = [];
    const define = (queue: JobQueue) => {
      queue.define("hourly", { handler: async (_payload, context) => void runs.push(context.id) });
      queue.schedule("hourly", { everyMs: 3_600_000, firstInMs: 60_000 });
    };
    // Two replicas start: one row.
    const replicas = [newQueue(), newQueue()];
    for (const queue of replicas) define(queue);
    await Promise.all(replicas.map((queue) => queue.start()));
    await Promise.all(replicas.map((queue) => queue.stop()));
    const id = scheduleId("hourly");
    expect(await database.db.$count(jobs)).toBe(1);
    expect((await jobRow(id))?.due_in_s).toBeGreaterThan(50);

    await database.db.execute(sql`update "jobs" set "run_at" = now()`);
    const queue = newQueue();
    define(queue);
    expect(await queue.runDue("hourly")).toBe(1);
    expect(runs).toEqual([id]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: "queued", attempts: 0 });
    expect(row?.due_in_s).toBeGreaterThan(3_500);
  });
});
