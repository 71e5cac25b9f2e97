import type { FastifyInstance } from "fastify";
import { type AccountDeletion, deleteAccountWithRows } from "#server/repositories/account-deletion.ts";
import { accountDeletedMail } from "./privacy-mail.ts";
import { deleteStoredBytes } from "./stored-bytes.ts";

/**
 * "Delete my account" (docs/privacy.md): the rows in one transaction, then the stored bytes, then
 * the in-memory answer index, then the confirmation mail's delivery. The widget key dies with the
 * user row: every public widget call looks the key up in the database, so it is refused at once,
 * on every replica; the answer index only drops memory here.
 */
export async function deleteAccount(app: FastifyInstance, userId: string): Promise<AccountDeletion> {
  const deletion = await deleteAccountWithRows(app.database.db, userId, accountDeletedMail);
  if (deletion.outcome !== "deleted") return deletion;
  app.widget.answers.invalidate(userId);
  app.mailSender.wake();
  await deleteStoredBytes(app.database.db, app.widget.media, deletion.storageKeys, app.log);
  return deletion;
}
