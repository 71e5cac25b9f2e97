import { eq } from "drizzle-orm";
import type { HONEYPOT_FIELD } from "#contracts/constants.ts";
import type { ContactMessageBody } from "#contracts/contact.ts";
import type { Database } from "#server/db/client.ts";
import { newRowIdentity } from "#server/db/row-identity.ts";
import { feedbacks } from "#server/db/schema.ts";
import { USER_AGENT_MAX_LENGTH } from "./form-submissions.ts";

/** A contact message as submitted, without the honeypot, and where it came from. */
export type NewFeedback = Omit<ContactMessageBody, typeof HONEYPOT_FIELD> & {
  ipAddress: string;
  userAgent: string | undefined;
};

export type FeedbackRecord = typeof feedbacks.$inferSelect;

/** The row a contact message is stored as (server/repositories/form-submissions.ts writes it). */
export function feedbackRow(feedback: NewFeedback): FeedbackRecord {
  return {
    ...newRowIdentity(),
    name: feedback.name,
    email: feedback.email,
    company: feedback.company,
    message: feedback.message,
    ipAddress: feedback.ipAddress,
    userAgent: feedback.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    handledAt: null,
  };
}

export async function findFeedback(db: Database, id: string): Promise<FeedbackRecord | undefined> {
  const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
  return row;
}

export async function countFeedbacks(db: Database): Promise<number> {
  return db.$count(feedbacks);
}
