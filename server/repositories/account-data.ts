import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  accountPlans,
  liveMessages,
  planChanges,
  users,
  widgetConversations,
  widgetEntries,
  widgetHandoffs,
  widgetMedia,
} from "#server/db/schema.ts";
import { teamForExport } from "./team.ts";
import { transcriptMessages } from "./widget-conversations.ts";
import { findSettings } from "./widget-settings.ts";

/** Conversations read per query while an export is built. */
const PAGE = 500;

/**
 * Everything an account holds, for its export (docs/privacy.md, GDPR art. 20): the same rows the
 * portal shows, unabridged (the portal lists the latest conversations; the export has them all).
 */
export async function readAccountData(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const entries = await db
    .select()
    .from(widgetEntries)
    .where(eq(widgetEntries.userId, userId))
    .orderBy(asc(widgetEntries.createdAt));
  const media = await db
    .select()
    .from(widgetMedia)
    .where(eq(widgetMedia.userId, userId))
    .orderBy(asc(widgetMedia.createdAt));
  const handoffs = await db
    .select()
    .from(widgetHandoffs)
    .where(eq(widgetHandoffs.userId, userId))
    .orderBy(asc(widgetHandoffs.createdAt));
  const conversations = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await db
      .select()
      .from(widgetConversations)
      .where(eq(widgetConversations.userId, userId))
      .orderBy(asc(widgetConversations.createdAt), asc(widgetConversations.id))
      .limit(PAGE)
      .offset(offset);
    if (page.length === 0) break;
    const messages = await transcriptMessages(
      db,
      page.map((conversation) => conversation.id),
    );
    for (const conversation of page) {
      conversations.push({
        ...conversation,
        messages: messages.filter((message) => message.conversationId === conversation.id),
      });
    }
    if (page.length < PAGE) break;
  }
  const [plan] = await db.select().from(accountPlans).where(eq(accountPlans.userId, userId));
  const changes = await db
    .select()
    .from(planChanges)
    .where(eq(planChanges.userId, userId))
    .orderBy(asc(planChanges.createdAt));
  // Live chat's rows by id, a page at a time.
  const live = [];
  for (let after = 0; ; ) {
    const page = await db
      .select()
      .from(liveMessages)
      .where(and(eq(liveMessages.userId, userId), gt(liveMessages.id, after)))
      .orderBy(asc(liveMessages.id))
      .limit(PAGE);
    live.push(...page);
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  return {
    user,
    entries,
    media,
    handoffs,
    conversations,
    live,
    settings: await findSettings(db, userId),
    plan,
    planChanges: changes,
    // Decision 0053: who answers the account's chats and who was invited, never the links' tokens.
    team: await teamForExport(db, userId),
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof readAccountData>>>;
