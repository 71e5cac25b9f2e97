import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { loginThrottles } from "#server/db/schema.ts";

/**
 * Counts one sign-in attempt for a key in a fixed window, in one statement: the row is locked by
 * the upsert, so concurrent attempts are counted one after another, never read alike.
 * A window that has passed starts again at this attempt.
 */
export async function countLoginAttempt(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ attempts: number; windowStartedAt: Date }> {
  const started = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${loginThrottles.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, windowStartedAt: now, attempts: 1 })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginThrottles.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${started} else ${loginThrottles.windowStartedAt} end`,
      },
    })
    .returning({ attempts: loginThrottles.attempts, windowStartedAt: loginThrottles.windowStartedAt });
  if (!row) throw new Error("upsert into login_throttles returned no row");
  return row;
}

/** A right password gives its attempt back, in the window it was counted in. */
export async function refundLoginAttempt(db: Database, key: string, windowStartedAt: Date): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
    .where(and(eq(loginThrottles.key, key), eq(loginThrottles.windowStartedAt, windowStartedAt)));
}
