import { site } from "#content/site.ts";
import type { Database } from "#server/db/client.ts";
import { enqueueMail } from "#server/repositories/mail-jobs.ts";
import {
  consumePasswordResetToken,
  expireResetTokensOfUser,
  insertPasswordResetToken,
} from "#server/repositories/password-resets.ts";
import { revokeAllSessionsOfUser } from "#server/repositories/sessions.ts";
import { findUserByEmail, findUserById, updatePasswordHash } from "#server/repositories/users.ts";
import type { OutgoingMail } from "./mail.ts";
import { passwordChangedNotice } from "./mail-templates.ts";
import { recoveryPageOf } from "./password-change.ts";
import { hashToken, RESET_TOKEN_TTL_SECONDS, randomToken } from "./tokens.ts";

/** The page that completes a recovery (docs/product.md §Deviations). */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset_password?token=${encodeURIComponent(token)}`;
}

function resetMail(to: string, fullName: string, link: string): OutgoingMail {
  return {
    to: { name: fullName, address: to },
    subject: `Reset your ${site.name} password`,
    text: [
      `Hello ${fullName},`,
      "",
      `Someone (hopefully you) asked to reset the password of your ${site.name} account.`,
      "Choose a new password here:",
      "",
      link,
      "",
      "The link works once and expires in 1 hour. If you did not ask for it, ignore this mail:",
      "your password stays as it is.",
    ].join("\n"),
  };
}

/**
 * For a known address: a single-use reset token (stored hashed, 1 hour) and the mail with its link,
 * committed together (the outbox delivers it). Unknown addresses get nothing, and the caller
 * answers them the same way.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  publicUrl: string,
): Promise<{ userId: string } | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await insertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
    });
    await enqueueMail(
      tx,
      "password-reset",
      resetMail(user.email, user.fullName, resetLink(publicUrl, token)),
    );
  });
  return { userId: user.id };
}

/**
 * Uses a reset token and sets the new password; every session of the account ends, and the
 * account's other reset links stop working; a notice mail tells the owner. Undefined when the token is unknown, used or expired.
 */
export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
  publicUrl: string,
): Promise<string | undefined> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const userId = await consumePasswordResetToken(tx, hashToken(token), now);
    if (!userId) return undefined;
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeAllSessionsOfUser(tx, userId, now);
    await expireResetTokensOfUser(tx, userId, now);
    // ASVS 6.3.7: the owner hears of it, in the transaction that makes the change.
    const user = await findUserById(tx, userId);
    if (user) {
      await enqueueMail(
        tx,
        "password-changed",
        passwordChangedNotice(user, "reset", now, recoveryPageOf(publicUrl)),
      );
    }
    return userId;
  });
}
