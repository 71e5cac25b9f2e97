import { sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { jobs } from "#server/db/schema.ts";

/**
 * The queue's SQL (server/jobs/queue.ts): claims, lease renewals and outcomes. Every update after a
 * claim names the lease's owner, so a worker whose lease expired and was claimed again cannot
 * overwrite the new owner's state. Times are the database's (`now()`), one clock for every replica.
 */

/** The channel a committed enqueue notifies (PostgreSQL and PGlite deliver NOTIFY at commit). */
export const JOBS_CHANNEL = "avatalk_jobs";

export type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  groupKey: string | null;
  attempts: number;
  maxAttempts: number | null;
};

type Row = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  group_key: string | null;
  attempts: number;
  max_attempts: number | null;
};

const toJob = (row: Row): ClaimedJob => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
  groupKey: row.group_key,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
});

/** `execute`'s rows: node-postgres and PGlite both answer `{ rows }`; the shared type says unknown. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function interval(ms: number) {
  return sql`make_interval(secs => ${ms / 1000}::float8)`;
}

/** Due: queued and past `run_at`, or running under a lease that expired (its worker died). */
const due = sql`(("state" = 'queued' and "run_at" <= now()) or ("state" = 'running' and "lease_expires_at" < now()))`;

export type EnqueueOptions = {
  /** Jobs of one group (an account) share the kind's `groupConcurrency`. */
  group?: string | undefined;
  /** Not before then (default: now). */
  runAt?: Date | undefined;
  /** Overrides the kind's bound for this job. */
  maxAttempts?: number | undefined;
  /** An id of the caller's: a second enqueue with it does nothing (one job, however many race). */
  id?: string | undefined;
};

/**
 * Adds a job in the caller's transaction: it commits with the rows that caused it or not at all.
 * The NOTIFY is delivered when that transaction commits, and wakes the queue in every replica.
 *
 *   await db.transaction(async (tx) => {
 *     const clip = await insertMedia(tx, fields);
 *     await enqueue(tx, "clip", { mediaId: clip.id }, { group: clip.userId });
 *   });
 */
export async function enqueue(
  db: Database | Transaction,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<{ id: string }> {
  const [job] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      groupKey: options.group ?? null,
      maxAttempts: options.maxAttempts ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.id ? { id: options.id } : {}),
    })
    .onConflictDoNothing({ target: jobs.id })
    .returning({ id: jobs.id });
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return job ?? { id: options.id ?? "" };
}

/**
 * Claims up to `limit` due jobs of a kind for `owner`, counting the attempt. `FOR UPDATE SKIP
 * LOCKED` lets replicas claim at the same moment without waiting for or taking each other's rows.
 *
 * With `groupConcurrency`, a group (an account) runs at most that many of the kind's jobs at once,
 * and the groups take turns: the group that has waited longest goes first (waiting since its oldest
 * due job, or since its last job started if that was later), and within a group the oldest job.
 * Those claims take a transaction-scoped advisory lock per kind, so two replicas cannot both start
 * a job of one group in the same instant; the lock is held for one statement.
 */
export async function claimJobs(
  db: Database,
  {
    kind,
    owner,
    limit,
    leaseMs,
    groupConcurrency,
  }: {
    kind: string;
    owner: string;
    limit: number;
    leaseMs: number;
    groupConcurrency?: number | undefined;
  },
): Promise<ClaimedJob[]> {
  const claim = (candidates: ReturnType<typeof sql>) => sql`
    update "jobs" set
      "state" = 'running',
      "attempts" = "attempts" + 1,
      "lease_owner" = ${owner},
      "lease_expires_at" = now() + ${interval(leaseMs)},
      "started_at" = now()
    where "id" in (${candidates})
    returning "id", "kind", "payload", "group_key", "attempts", "max_attempts"`;

  if (groupConcurrency === undefined) {
    const result = await db.execute(
      claim(sql`
        select "id" from "jobs"
        where "kind" = ${kind} and ${due}
        order by "run_at", "created_at"
        limit ${limit}
        for update skip locked`),
    );
    return rowsOf<Row>(result).map(toJob);
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${kind}`}))`);
    const result = await tx.execute(
      claim(sql`
        select "id" from (
          select distinct on (j."group_key") j."id", j."group_key", j."run_at", j."created_at"
          from "jobs" j
          where j."kind" = ${kind} and ${due}
            and (
              select count(*) from "jobs" r
              where r."kind" = ${kind} and r."group_key" is not distinct from j."group_key"
                and r."state" = 'running' and r."lease_expires_at" >= now()
            ) < ${groupConcurrency}
          order by j."group_key", j."run_at", j."created_at"
        ) heads
        order by greatest(
          heads."run_at",
          (select max(s."started_at") from "jobs" s
            where s."kind" = ${kind} and s."group_key" is not distinct from heads."group_key")
        ), heads."run_at", heads."created_at"
        limit ${limit}`),
    );
    return rowsOf<Row>(result).map(toJob);
  });
}

/** Extends the leases of the jobs `owner` still holds; returns the ids it still holds. */
export async function renewLeases(
  db: Database,
  { ids, owner, leaseMs }: { ids: string[]; owner: string; leaseMs: number },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`
    update "jobs" set "lease_expires_at" = now() + ${interval(leaseMs)}
    where "id" in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and "lease_owner" = ${owner} and "state" = 'running'
    returning "id"`);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

const held = (id: string, owner: string) =>
  sql`"id" = ${id} and "lease_owner" = ${owner} and "state" = 'running'`;

/** Locks the job's row if `owner` still holds it (inside the caller's transaction). */
export async function lockIfHeld(tx: Transaction, id: string, owner: string): Promise<boolean> {
  const result = await tx.execute(sql`select "id" from "jobs" where ${held(id, owner)} for update`);
  return rowsOf(result).length > 0;
}

/** Done. `dropPayload`: a payload with secrets (a mail's reset link) does not stay. */
export async function completeJob(
  db: Database | Transaction,
  { id, owner, dropPayload }: { id: string; owner: string; dropPayload: boolean },
): Promise<boolean> {
  const result = await db.execute(sql`
    update "jobs" set "state" = 'succeeded', "finished_at" = now(), "last_error" = null,
      "lease_owner" = null, "lease_expires_at" = null
      ${dropPayload ? sql`, "payload" = '{}'::jsonb` : sql``}
    where ${held(id, owner)}
    returning "id"`);
  return rowsOf(result).length > 0;
}

/** A scheduled job done (or failed for good): due again after `everyMs`, attempts counted anew. */
export async function rescheduleJob(
  db: Database,
  { id, owner, everyMs, lastError }: { id: string; owner: string; everyMs: number; lastError: string | null },
): Promise<void> {
  await db.execute(sql`
    update "jobs" set "state" = 'queued', "run_at" = now() + ${interval(everyMs)}, "attempts" = 0,
      "last_error" = ${lastError}, "finished_at" = now(), "lease_owner" = null, "lease_expires_at" = null
    where ${held(id, owner)}`);
}

/** A failed attempt: due again after `retryInMs`, the error kept. */
export async function retryJobLater(
  db: Database,
  { id, owner, retryInMs, lastError }: { id: string; owner: string; retryInMs: number; lastError: string },
): Promise<void> {
  await db.execute(sql`
    update "jobs" set "state" = 'queued', "run_at" = now() + ${interval(retryInMs)},
      "last_error" = ${lastError}, "lease_owner" = null, "lease_expires_at" = null
    where ${held(id, owner)}`);
}

/** Failed for good: the payload and the last error stay for an operator. */
export async function failJob(
  db: Database,
  { id, owner, lastError }: { id: string; owner: string; lastError: string },
): Promise<void> {
  await db.execute(sql`
    update "jobs" set "state" = 'failed', "finished_at" = now(), "last_error" = ${lastError},
      "lease_owner" = null, "lease_expires_at" = null
    where ${held(id, owner)}`);
}

/** Gives claimed jobs back, due at once, without counting the unfinished attempt (a stop). */
export async function releaseJobs(db: Database, ids: string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update "jobs" set "state" = 'queued', "run_at" = now(), "attempts" = greatest("attempts" - 1, 0),
      "lease_owner" = null, "lease_expires_at" = null
    where "id" in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and "lease_owner" = ${owner} and "state" = 'running'`);
}

/** Adds a scheduled job's row unless a replica already has (one row per schedule, whatever the replicas). */
export async function ensureScheduled(
  db: Database,
  { id, kind, firstInMs }: { id: string; kind: string; firstInMs: number },
): Promise<void> {
  await db.execute(sql`
    insert into "jobs" ("id", "kind", "run_at") values (${id}, ${kind}, now() + ${interval(firstInMs)})
    on conflict ("id") do nothing`);
}

/** Deletes up to `limit` jobs that finished before `days` ago (scheduled rows never finish). */
export async function purgeFinishedJobs(db: Database, days: number, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from "jobs" where "id" in (
      select "id" from "jobs"
      where "state" in ('succeeded', 'failed') and "finished_at" < now() - ${interval(days * 86_400_000)}
      limit ${limit})
    returning "id"`);
  return rowsOf(result).length;
}

export type JobRecord = typeof jobs.$inferSelect;
