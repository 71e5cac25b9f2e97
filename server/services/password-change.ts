import { paths } from "#contracts/paths.ts";
import type { Database } from "#server/db/client.ts";
import { enqueueMail } from "#server/repositories/mail-jobs.ts";
import { expireResetTokensOfUser } from "#server/repositories/password-resets.ts";
import { revokeOtherSessionsOfUser } from "#server/repositories/sessions.ts";
import { updatePasswordHash } from "#server/repositories/users.ts";
import { type AccountRecipient, passwordChangedNotice } from "./mail-templates.ts";

/**
 * A signed-in customer's new password, in one transaction: every other sign-in ends (a changed
 * password is often a reaction to a leak), and every reset link still in a mailbox stops working,
 * so an old link cannot undo the change; a notice mail tells the owner.
 */
export async function changePassword(
  db: Database,
  user: AccountRecipient & { id: string },
  passwordHash: string,
  keepFamilyId: string,
  publicUrl: string,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessionsOfUser(tx, user.id, keepFamilyId, now);
    await expireResetTokensOfUser(tx, user.id, now);
    // ASVS 6.3.7: the owner hears of it, in the transaction that makes the change.
    await enqueueMail(
      tx,
      "password-changed",
      passwordChangedNotice(user, "changed", now, recoveryPageOf(publicUrl)),
    );
  });
}

/** Where a notice sends someone whose password was changed by somebody else. */
export function recoveryPageOf(publicUrl: string): string {
  return `${publicUrl}${paths.recoveryEmail}`;
}
