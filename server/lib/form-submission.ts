import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HONEYPOT_FIELD } from "#contracts/form-fields.ts";
import type { Transaction } from "#server/db/client.ts";
import type { OutgoingMail } from "#server/services/mail.ts";
import { enqueueMail, type MailKind } from "#server/services/outbox.ts";
import { answerAsIfStored, takeHoneypot } from "./honeypot.ts";
import { answerOnce } from "./idempotency.ts";

type Submission<Fields, Row extends { id: string }> = {
  mailKind: MailKind;
  /** Stores the submission in the transaction and returns the stored row. */
  store: (tx: Transaction, fields: Fields) => Promise<Row>;
  /** The notification the stored row causes. */
  notification: (row: Row) => OutgoingMail;
};

/**
 * The write path of every public form (contact, demo, partner): a bot caught by the honeypot gets a
 * success that stored nothing; otherwise the row and its notification mail commit in one
 * transaction, once per Idempotency-Key (DESIGN §1, the outbox), the answer is 201 `{ id }`, and the
 * mail sender is woken once they have committed.
 */
export async function acceptSubmission<
  Body extends { [HONEYPOT_FIELD]?: string | undefined },
  Row extends { id: string },
>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  submission: Submission<Omit<Body, typeof HONEYPOT_FIELD>, Row>,
): Promise<FastifyReply> {
  const { caught, fields } = takeHoneypot(body);
  if (caught) return answerAsIfStored(request, reply);
  await answerOnce(request, reply, app.database.db, async (tx) => {
    const row = await submission.store(tx, fields);
    await enqueueMail(tx, submission.mailKind, submission.notification(row));
    return { status: 201, body: { id: row.id } };
  });
  app.mailSender.wake();
  return reply;
}

/** Longer user agents are cut when stored with a submission: they identify a browser well within this. */
export const USER_AGENT_MAX_LENGTH = 512;

/** Where a submission came from, as the lead tables keep it (for spotting abuse). */
export function submittedBy(request: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_MAX_LENGTH) };
}
