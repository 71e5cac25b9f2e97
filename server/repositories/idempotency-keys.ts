import { and, eq, gt, lt } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { idempotencyKeys } from "#server/db/schema.ts";

export type StoredAnswer = { requestHash: string; status: number; response: unknown };

/** How long a key is remembered: a client retries within minutes, not days. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export async function findAnswer(
  db: Database | Transaction,
  scope: string,
  key: string,
  now = new Date(),
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
      ),
    );
  return row;
}

/** Inserts the answer; a concurrent request with the same key makes this fail with a unique violation. */
export async function storeAnswer(
  tx: Transaction,
  entry: { scope: string; key: string } & StoredAnswer,
): Promise<void> {
  // An expired entry under the same key gives way to the new one.
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, entry.scope),
        eq(idempotencyKeys.key, entry.key),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS)),
      ),
    );
  await tx.insert(idempotencyKeys).values(entry);
}

export async function deleteExpiredAnswers(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
