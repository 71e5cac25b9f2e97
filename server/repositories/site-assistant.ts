import { eq, sql } from "drizzle-orm";
import { OPEN_LIMITS } from "#contracts/plans.ts";
import type { EntryFields, SettingsFields, WidgetLanguage } from "#contracts/widget/index.ts";
import type { Database } from "#server/db/client.ts";
import { users, widgetEntries } from "#server/db/schema.ts";
import { savePlan } from "./account-plans.ts";
import { insertEntry } from "./widget-entries.ts";
import { saveSettings } from "./widget-settings.ts";

/** Serialises replicas starting together (pg_advisory_xact_lock); any fixed number of our own. */
const SYNC_LOCK = 7_242_015;

/** Our own assistant as server/services/site-assistant.ts builds it from content/. */
export type SiteAssistantRows = {
  account: { fullName: string; email: string; widgetKey: string; passwordHash: string };
  entries: (EntryFields & { language: WidgetLanguage })[];
  settings: SettingsFields;
};

/**
 * Writes our own assistant's account, entries and settings in one transaction: the account is
 * created once (a later start keeps its password and only restores the key and the verified
 * address), the entries are replaced whole, the settings overwritten.
 */
export async function replaceSiteAssistant(db: Database, { account, entries, settings }: SiteAssistantRows) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    await tx
      .insert(users)
      .values({
        ...account,
        phone: "",
        // Our own address: nobody else can have signed up with it (decision 0007).
        emailVerifiedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          widgetKey: account.widgetKey,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        },
      });
    const [stored] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!stored) throw new Error("the site assistant's account was not stored");
    await tx.delete(widgetEntries).where(eq(widgetEntries.userId, stored.id));
    for (const entry of entries) await insertEntry(tx, stored.id, entry);
    await saveSettings(tx, stored.id, settings);
    // Our own assistant is on Enterprise without limits: its trial must never end the home page's demo.
    const now = new Date();
    await savePlan(tx, stored.id, {
      plan: "enterprise",
      billingPeriod: null,
      periodStartsAt: now,
      periodEndsAt: now,
      priceCents: 0,
      limits: OPEN_LIMITS,
      extraMinutesAllowed: true,
    });
  });
}
