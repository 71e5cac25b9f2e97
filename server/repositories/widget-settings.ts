import { eq } from "drizzle-orm";
import { trialEnd } from "#contracts/plans.ts";
import { RETENTION } from "#contracts/privacy.ts";
import {
  DEFAULT_WIDGET_COLOR,
  DEFAULT_WIDGET_LANGUAGE,
  type Settings,
  type SettingsFields,
} from "#contracts/widget/index.ts";
import type { Database } from "#server/db/client.ts";
import { accountPlans, users, widgetSettings } from "#server/db/schema.ts";

/** What an account that never saved its settings gets: allowed nowhere, our colour, bottom right. */
export const DEFAULT_SETTINGS: Omit<Settings, "businessName"> = {
  allowedOrigins: [],
  greeting: null,
  suggestedQuestions: [],
  avatarMediaId: null,
  color: DEFAULT_WIDGET_COLOR,
  position: "bottom-right",
  retentionDays: RETENTION.conversationDays,
  privacyNoticeUrl: null,
  language: DEFAULT_WIDGET_LANGUAGE,
};

/** The settings of a stored row (or the defaults); the business is the account holder unless named. */
function settingsOf(row: typeof widgetSettings.$inferSelect | undefined | null, fullName: string): Settings {
  if (!row) return { ...DEFAULT_SETTINGS, businessName: fullName };
  return {
    allowedOrigins: row.allowedOrigins,
    greeting: row.greeting,
    suggestedQuestions: row.suggestedQuestions,
    avatarMediaId: row.avatarMediaId,
    color: row.color,
    position: row.position,
    retentionDays: row.retentionDays,
    privacyNoticeUrl: row.privacyNoticeUrl,
    language: row.language,
    businessName: row.businessName ?? fullName,
  };
}

export async function findSettings(db: Database, userId: string): Promise<Settings> {
  const [row] = await db
    .select({ fullName: users.fullName, settings: widgetSettings })
    .from(users)
    .leftJoin(widgetSettings, eq(widgetSettings.userId, users.id))
    .where(eq(users.id, userId));
  return settingsOf(row?.settings, row?.fullName ?? "");
}

/**
 * Saves the settings; a field the body leaves out (retention, privacy notice, language, business
 * name) keeps its stored value.
 */
export async function saveSettings(
  db: Database,
  userId: string,
  settings: SettingsFields,
): Promise<Settings> {
  const values = { ...settings, updatedAt: new Date() };
  const [row] = await db
    .insert(widgetSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: widgetSettings.userId, set: values })
    .returning();
  const [account] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return settingsOf(row, account?.fullName ?? "");
}

export type WidgetAccount = {
  userId: string;
  email: string;
  fullName: string;
  /** The IANA zone its mails write times in; null means UTC. */
  timeZone: string | null;
  /** Decision 0007: the widget of an account whose address is unverified does not go live. */
  emailVerified: boolean;
  /** False once the free trial has ended without a plan: the widget stays off, nothing is deleted. */
  planActive: boolean;
  settings: Settings;
};

/** The account behind a public widget key, with its settings; undefined for an unknown key. */
export async function findAccountByWidgetKey(db: Database, key: string): Promise<WidgetAccount | undefined> {
  const [row] = await db
    .select({ user: users, settings: widgetSettings, plan: accountPlans.plan })
    .from(users)
    .leftJoin(widgetSettings, eq(widgetSettings.userId, users.id))
    .leftJoin(accountPlans, eq(accountPlans.userId, users.id))
    .where(eq(users.widgetKey, key));
  if (!row) return undefined;
  return {
    userId: row.user.id,
    email: row.user.email,
    fullName: row.user.fullName,
    timeZone: row.user.timeZone,
    emailVerified: row.user.emailVerifiedAt !== null,
    planActive: row.plan !== null || trialEnd(row.user.createdAt).getTime() > Date.now(),
    settings: settingsOf(row.settings, row.user.fullName),
  };
}
