import type { Database } from "#server/db/client.ts";
import { expireResetTokensOfUser } from "#server/repositories/password-resets.ts";
import { revokeOtherSessionsOfUser } from "#server/repositories/sessions.ts";
import { updatePasswordHash } from "#server/repositories/users.ts";

/**
 * A signed-in customer's new password, in one transaction: every other sign-in ends (a changed
 * password is often a reaction to a leak), and every reset link still in a mailbox stops working,
 * so an old link cannot undo the change (issue 38).
 */
export async function changePassword(
  db: Database,
  user: { id: string },
  passwordHash: string,
  keepFamilyId: string,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessionsOfUser(tx, user.id, keepFamilyId, now);
    await expireResetTokensOfUser(tx, user.id, now);
  });
}
