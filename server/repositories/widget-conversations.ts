import { and, eq } from "drizzle-orm";
import type { WidgetLanguage } from "#contracts/widget.ts";
import type { Database } from "#server/db/client.ts";
import { widgetConversations, widgetMessages } from "#server/db/schema.ts";

/**
 * The conversation a question belongs to: the visitor's current one when the frame names an id of
 * this account, otherwise a new one. Returns its id.
 */
export async function conversationFor(
  db: Database,
  userId: string,
  language: WidgetLanguage,
  conversationId: string | undefined,
): Promise<string> {
  if (conversationId) {
    const [row] = await db
      .select({ id: widgetConversations.id })
      .from(widgetConversations)
      .where(and(eq(widgetConversations.id, conversationId), eq(widgetConversations.userId, userId)));
    if (row) return row.id;
  }
  const [created] = await db
    .insert(widgetConversations)
    .values({ userId, language })
    .returning({ id: widgetConversations.id });
  if (!created) throw new Error("insert into widget_conversations returned no row");
  return created.id;
}

export async function insertMessage(
  db: Database,
  message: { conversationId: string; question: string; entryId: string | null; answered: boolean },
): Promise<void> {
  await db.insert(widgetMessages).values(message);
}

export async function listMessages(db: Database, conversationId: string) {
  return db.select().from(widgetMessages).where(eq(widgetMessages.conversationId, conversationId));
}

/** Whether the conversation is the account's: a handoff only links to its own account's conversations. */
export async function isConversationOf(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<boolean> {
  const count = await db.$count(
    widgetConversations,
    and(eq(widgetConversations.id, conversationId), eq(widgetConversations.userId, userId)),
  );
  return count > 0;
}
