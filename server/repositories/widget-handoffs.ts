import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { Handoff } from "#contracts/widget/index.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { widgetHandoffs } from "#server/db/schema.ts";

export type HandoffRecord = typeof widgetHandoffs.$inferSelect;

/** A handoff as the customer's API answers it. */
export function handoffOf(row: HandoffRecord): Handoff {
  return {
    id: row.id,
    email: row.email,
    question: row.question,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

export async function insertHandoff(
  db: Database | Transaction,
  handoff: {
    userId: string;
    email: string;
    question: string;
    conversationId: string | null;
    /** The server's clock, which decides the hour the handoff counts in (handoff-mails.ts). */
    createdAt?: Date;
  },
): Promise<HandoffRecord> {
  const [row] = await db.insert(widgetHandoffs).values(handoff).returning();
  if (!row) throw new Error("insert into widget_handoffs returned no row");
  return row;
}

/** The account's handoffs, newest first. */
export async function listHandoffs(db: Database, userId: string, limit = 200): Promise<HandoffRecord[]> {
  return db
    .select()
    .from(widgetHandoffs)
    .where(eq(widgetHandoffs.userId, userId))
    .orderBy(desc(widgetHandoffs.createdAt))
    .limit(limit);
}

/** Marks one of the account's handoffs handled (now), or open again; undefined when it has none such. */
export async function setHandoffHandled(
  db: Database,
  userId: string,
  id: string,
  handled: boolean,
): Promise<HandoffRecord | undefined> {
  const [row] = await db
    .update(widgetHandoffs)
    .set({ handledAt: handled ? new Date() : null })
    .where(and(eq(widgetHandoffs.userId, userId), eq(widgetHandoffs.id, id)))
    .returning();
  return row;
}

/** How many handoffs the account received since a moment. */
export async function countHandoffsSince(
  db: Database | Transaction,
  userId: string,
  since: Date,
): Promise<number> {
  return db.$count(
    widgetHandoffs,
    and(eq(widgetHandoffs.userId, userId), gte(widgetHandoffs.createdAt, since)),
  );
}

/** The account's handoffs since a moment, oldest first, skipping the first `offset`. */
export async function listHandoffsSince(
  db: Database | Transaction,
  userId: string,
  since: Date,
  { offset, limit }: { offset: number; limit: number },
): Promise<HandoffRecord[]> {
  return db
    .select()
    .from(widgetHandoffs)
    .where(and(eq(widgetHandoffs.userId, userId), gte(widgetHandoffs.createdAt, since)))
    .orderBy(asc(widgetHandoffs.createdAt), asc(widgetHandoffs.id))
    .offset(offset)
    .limit(limit);
}
