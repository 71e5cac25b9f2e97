import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { SITE_ASSISTANT_EMAIL, SITE_ASSISTANT_KEY } from "#content/site-assistant.ts";
import { siteAssistant } from "#content/site-assistant-knowledge.ts";
import { DEFAULT_WIDGET_COLOR } from "#contracts/widget.ts";
import type { Database } from "#server/db/client.ts";
import { users, widgetEntries } from "#server/db/schema.ts";
import { insertEntry } from "#server/repositories/widget-entries.ts";
import { saveSettings } from "#server/repositories/widget-settings.ts";
import { hashPassword } from "./passwords.ts";

/** Serialises replicas starting together (pg_advisory_xact_lock); any fixed number of our own. */
const SYNC_LOCK = 7_242_015;

/**
 * Brings our own assistant's account (content/site-assistant.ts) in step at start-up: the account
 * with the public key the home page embeds, its entries as the content file has them, and its
 * allowed domains (our own origins). It has a random password nobody knows, so it never signs in.
 */
export async function syncSiteAssistant(db: Database, origins: string[]): Promise<void> {
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    await tx
      .insert(users)
      .values({
        fullName: "Avatalk assistant",
        email: SITE_ASSISTANT_EMAIL,
        phone: "",
        passwordHash,
        widgetKey: SITE_ASSISTANT_KEY,
        // Our own address: nobody else can have signed up with it (decision 0007).
        emailVerifiedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          widgetKey: SITE_ASSISTANT_KEY,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        },
      });
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, SITE_ASSISTANT_EMAIL));
    if (!account) throw new Error("the site assistant's account was not stored");
    await tx.delete(widgetEntries).where(eq(widgetEntries.userId, account.id));
    for (const entry of siteAssistant.entries) {
      await insertEntry(tx, account.id, { ...entry, language: "en", mediaId: null });
    }
    await saveSettings(tx, account.id, {
      allowedOrigins: [...new Set(origins)],
      greeting: siteAssistant.greeting,
      suggestedQuestions: [...siteAssistant.suggestedQuestions],
      avatarMediaId: null,
      color: DEFAULT_WIDGET_COLOR,
      position: "bottom-right",
    });
  });
}
