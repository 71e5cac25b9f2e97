import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { emailVerificationTokens } from "#server/db/schema.ts";

export async function insertEmailVerificationToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(token);
}

/**
 * Uses a verification token: marks it used and returns its account, only if it is unused and
 * unexpired. One statement, so two requests with the same link cannot both use it.
 */
export async function consumeEmailVerificationToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row?.userId;
}

/** Once the address is verified, the other links mailed for it have nothing left to do. */
export async function expireEmailVerificationTokensOfUser(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
