import { and, eq, sql } from "drizzle-orm";
import { MAX_COUNTER_EXAMPLES, type Verdict } from "#contracts/widget/teaching.ts";
import type { Database } from "#server/db/client.ts";
import { widgetConversations, widgetEntries, widgetMessages } from "#server/db/schema.ts";

/** A visitor's question of this account, with the entry that answered it (if any). */
export async function findMessageOf(db: Database, userId: string, messageId: string) {
  const [row] = await db
    .select({
      id: widgetMessages.id,
      question: widgetMessages.question,
      entryId: widgetMessages.entryId,
      answered: widgetMessages.answered,
    })
    .from(widgetMessages)
    .innerJoin(widgetConversations, eq(widgetConversations.id, widgetMessages.conversationId))
    .where(and(eq(widgetMessages.id, messageId), eq(widgetConversations.userId, userId)));
  return row;
}

export async function setVerdict(db: Database, messageId: string, verdict: Verdict): Promise<void> {
  await db.update(widgetMessages).set({ verdict }).where(eq(widgetMessages.id, messageId));
}

/**
 * Adds a phrasing to an entry unless it has it already (in other capitals or spaces); the entry's
 * update time moves, which tells every replica's matching thread to rebuild the account's index.
 * Returns false when the entry is not the account's or has no room for another phrasing.
 */
export async function addPhrasing(
  db: Database,
  userId: string,
  entryId: string,
  question: string,
  maxPhrasings: number,
): Promise<"added" | "known" | "full" | "missing"> {
  const [entry] = await db
    .select({ questions: widgetEntries.questions })
    .from(widgetEntries)
    .where(and(eq(widgetEntries.id, entryId), eq(widgetEntries.userId, userId)));
  if (!entry) return "missing";
  const same = (a: string) => a.trim().toLowerCase() === question.trim().toLowerCase();
  if (entry.questions.some(same)) return "known";
  if (entry.questions.length >= maxPhrasings) return "full";
  await db
    .update(widgetEntries)
    .set({ questions: [...entry.questions, question.trim()], updatedAt: new Date() })
    .where(eq(widgetEntries.id, entryId));
  return "added";
}

/** Adds a counter-example to an entry (its latest MAX_COUNTER_EXAMPLES kept), moving its update time. */
export async function addCounterExample(
  db: Database,
  userId: string,
  entryId: string,
  question: string,
): Promise<void> {
  await db
    .update(widgetEntries)
    .set({
      counterExamples: sql`(
        select coalesce(jsonb_agg(value order by position), '[]'::jsonb) from (
          select value, position from jsonb_array_elements_text(${widgetEntries.counterExamples} || ${JSON.stringify([question.trim()])}::jsonb)
            with ordinality as t(value, position)
          order by position desc limit ${MAX_COUNTER_EXAMPLES}
        ) latest
      )`,
      updatedAt: new Date(),
    })
    .where(and(eq(widgetEntries.id, entryId), eq(widgetEntries.userId, userId)));
}
