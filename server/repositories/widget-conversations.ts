import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { TranscriptList, WidgetLanguage } from "#contracts/widget/index.ts";
import type { Database } from "#server/db/client.ts";
import { widgetConversations, widgetEntries, widgetMessages } from "#server/db/schema.ts";

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

/**
 * The last days' figures of an account's widget (the portal's Conversations screen), with its
 * `limit` most asked questions that went unanswered, each with the language it was asked in.
 */
export async function conversationFigures(db: Database, userId: string, since: Date, limit: number) {
  const ofAccount = and(eq(widgetConversations.userId, userId), gte(widgetConversations.createdAt, since));
  const [figures] = await db
    .select({
      conversations: sql<number>`count(distinct ${widgetConversations.id})::int`,
      questions: sql<number>`count(${widgetMessages.id})::int`,
      answered: sql<number>`count(${widgetMessages.id}) filter (where ${widgetMessages.answered})::int`,
    })
    .from(widgetConversations)
    .leftJoin(widgetMessages, eq(widgetMessages.conversationId, widgetConversations.id))
    .where(ofAccount);
  const topUnanswered = await db
    .select({
      question: sql<string>`min(${widgetMessages.question})`,
      count: sql<number>`count(*)::int`,
      language: sql<WidgetLanguage>`min(${widgetConversations.language})`,
    })
    .from(widgetMessages)
    .innerJoin(widgetConversations, eq(widgetMessages.conversationId, widgetConversations.id))
    .where(and(ofAccount, eq(widgetMessages.answered, false)))
    // The same question typed with other capitals or spaces counts once.
    .groupBy(sql`lower(trim(${widgetMessages.question}))`)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${widgetMessages.createdAt})`))
    .limit(limit);
  return { ...(figures ?? { conversations: 0, questions: 0, answered: 0 }), topUnanswered };
}

/** The account's latest conversations with their questions and what answered them, newest first. */
export async function recentTranscripts(
  db: Database,
  userId: string,
  limit = 20,
): Promise<TranscriptList["conversations"]> {
  const conversations = await db
    .select()
    .from(widgetConversations)
    .where(eq(widgetConversations.userId, userId))
    .orderBy(desc(widgetConversations.createdAt))
    .limit(limit);
  if (conversations.length === 0) return [];
  const messages = await transcriptMessages(
    db,
    conversations.map((conversation) => conversation.id),
  );
  return conversations.map((conversation) => ({
    id: conversation.id,
    language: conversation.language,
    createdAt: conversation.createdAt.toISOString(),
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        id: message.id,
        question: message.question,
        answered: message.answered,
        entryId: message.entryId,
        entryTitle: message.entryTitle,
        verdict: message.verdict,
        createdAt: message.createdAt.toISOString(),
      })),
  }));
}

/** The questions of some conversations, oldest first, each with the title of the entry that answered. */
export async function transcriptMessages(db: Database, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      id: widgetMessages.id,
      conversationId: widgetMessages.conversationId,
      question: widgetMessages.question,
      entryId: widgetMessages.entryId,
      verdict: widgetMessages.verdict,
      answered: widgetMessages.answered,
      entryTitle: widgetEntries.title,
      createdAt: widgetMessages.createdAt,
    })
    .from(widgetMessages)
    .leftJoin(widgetEntries, eq(widgetEntries.id, widgetMessages.entryId))
    .where(inArray(widgetMessages.conversationId, conversationIds))
    .orderBy(asc(widgetMessages.createdAt));
}
