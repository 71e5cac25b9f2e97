import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { idempotencyKeys } from "#server/db/schema.ts";

export type StoredAnswer = { requestHash: string; status: number; response: unknown };

export type IdempotencyEntry = { scope: string; key: string } & StoredAnswer;

/** How long a key is remembered: a client retries within minutes, not days. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);

/** The answer stored under a key, also when it has expired (the caller then forgets it first). */
export async function findAnswer(
  db: Database,
  scope: string,
  key: string,
  now = new Date(),
): Promise<(StoredAnswer & { expired: boolean }) | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
      expired: sql<boolean>`${idempotencyKeys.createdAt} < ${expiredBefore(now)}`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * The insert of answers, as a part of the statement that writes what they answer for (a
 * data-modifying CTE): a stored answer under one of the keys makes that statement fail whole with a
 * unique violation.
 */
export function rememberAnswers(db: Database, entries: IdempotencyEntry[]) {
  return db.$with("remembered_answers").as(db.insert(idempotencyKeys).values(entries));
}

/** Drops the answer under a key if it has expired, so the key can be used again. */
export async function forgetExpiredAnswer(db: Database, scope: string, key: string, now = new Date()) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, expiredBefore(now)),
      ),
    );
}

export async function deleteExpiredAnswers(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore(now)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
