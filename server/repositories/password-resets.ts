import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { passwordResetTokens } from "#server/db/schema.ts";

export async function insertPasswordResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/**
 * Uses a reset token: marks it used and returns its account, only if it is unused and unexpired.
 * One statement, so a token can never be used twice, even by two requests at once.
 */
export async function consumePasswordResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, the other links mailed to the account stop working too. */
export async function expireResetTokensOfUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
