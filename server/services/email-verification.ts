import { paths } from "#contracts/paths.ts";
import type { Database } from "#server/db/client.ts";
import {
  consumeEmailVerificationToken,
  expireEmailVerificationTokensOfUser,
  insertEmailVerificationToken,
} from "#server/repositories/email-verifications.ts";
import { enqueueMail } from "#server/repositories/mail-jobs.ts";
import { markEmailVerified } from "#server/repositories/users.ts";
import { type AccountRecipient, emailVerificationMail } from "./mail-templates.ts";
import { EMAIL_VERIFICATION_TOKEN_TTL_SECONDS, hashToken, randomToken } from "./tokens.ts";

/** The page that completes a verification (decision 0007). */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/**
 * A single-use verification token (stored hashed, 24 hours) and the mail with its link, committed
 * together: the outbox delivers it. Earlier links stay valid until they expire or one is used.
 */
export async function sendVerificationMail(
  db: Database,
  user: AccountRecipient & { id: string },
  publicUrl: string,
): Promise<void> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await insertEmailVerificationToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TOKEN_TTL_SECONDS * 1000),
    });
    await enqueueMail(
      tx,
      "email-verification",
      emailVerificationMail(user, verificationLink(publicUrl, token)),
    );
  });
}

/**
 * Uses a verification token and marks its account's address verified; the account's other links
 * stop working. Undefined when the token is unknown, used or expired.
 */
export async function verifyEmail(db: Database, token: string): Promise<string | undefined> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const userId = await consumeEmailVerificationToken(tx, hashToken(token), now);
    if (!userId) return undefined;
    await markEmailVerified(tx, userId, now);
    await expireEmailVerificationTokensOfUser(tx, userId, now);
    return userId;
  });
}
