import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { OutgoingMail } from "#server/db/mail-message.ts";
import { dataExports, jobs, mailJobs, users, widgetMedia } from "#server/db/schema.ts";
import { enqueueMail } from "./mail-jobs.ts";
import { insertPendingByteDeletions } from "./pending-byte-deletions.ts";

export type AccountDeletion =
  | { outcome: "deleted"; storageKeys: string[] }
  | { outcome: "last-admin" }
  | { outcome: "gone" };

/**
 * Deletes an account and every row of it in one transaction (docs/privacy.md): the user row, and
 * through its foreign keys (ON DELETE CASCADE) its sessions, reset and verification tokens, entries,
 * clips, settings, conversations with their messages, handoffs and exports. Mail still waiting to go
 * to the account's address goes too. The storage keys of its clips and export archives are recorded
 * as pending byte deletions in the same transaction and returned: the caller deletes the bytes
 * after the commit (server/services/stored-bytes.ts). The confirmation mail is queued here, in a
 * `mail_jobs` row that has no foreign key to the account, so it outlives it.
 *
 * An administrator who is the last one is refused: the admin rows are locked first, so two last
 * admins deleting themselves at once cannot both succeed.
 */
export async function deleteAccountWithRows(
  db: Database,
  userId: string,
  confirmation: (email: string) => OutgoingMail,
): Promise<AccountDeletion> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return { outcome: "gone" };
    if (user.role === "admin") {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "admin"))
        .for("update");
      if (admins.length <= 1) return { outcome: "last-admin" };
    }
    // A clip's bytes: the processed MP4, its poster, and the upload until it is processed.
    const clips = (
      await tx
        .select({
          storageKey: widgetMedia.storageKey,
          originalKey: widgetMedia.originalKey,
          posterKey: widgetMedia.posterKey,
        })
        .from(widgetMedia)
        .where(eq(widgetMedia.userId, userId))
    ).flatMap((clip) => [clip.storageKey, clip.originalKey, clip.posterKey].map((key) => ({ key })));
    const archives = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
    const storageKeys = [...clips, ...archives].flatMap((row) => (row.key ? [row.key] : []));
    await insertPendingByteDeletions(tx, storageKeys);
    // Unsent mail to the account (a reset link, handoff notices) would carry its data past its end.
    await tx.delete(mailJobs).where(
      and(
        eq(mailJobs.status, "pending"),
        // `to` is an address, or { name, address } (server/services/mail.ts MailAddress).
        or(
          sql`${mailJobs.message}->>'to' = ${user.email}`,
          sql`${mailJobs.message}->'to'->>'address' = ${user.email}`,
        ),
      ),
    );
    // The account's background jobs (clips, exports) name it: they go too. One running now finds its
    // row gone and records nothing (server/jobs/queue.ts `whileHeld`); its new bytes are dropped.
    await tx.delete(jobs).where(eq(jobs.groupKey, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await enqueueMail(tx, "account-deleted", confirmation(user.email));
    return { outcome: "deleted", storageKeys };
  });
}
