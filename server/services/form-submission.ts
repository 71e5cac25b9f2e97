import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HONEYPOT_FIELD } from "#contracts/constants.ts";
import type { Database } from "#server/db/client.ts";
import { createGroupCommit, type GroupCommit } from "#server/lib/group-commit.ts";
import { answerAsIfStored, takeHoneypot } from "#server/lib/honeypot.ts";
import { answerOnce } from "#server/lib/idempotency.ts";
import {
  type FormName,
  type FormRow,
  insertSubmissionsWithMails,
  USER_AGENT_MAX_LENGTH,
} from "#server/repositories/form-submissions.ts";
import type { IdempotencyEntry } from "#server/repositories/idempotency-keys.ts";
import type { MailKind } from "#server/repositories/mail-jobs.ts";
import type { OutgoingMail } from "./mail.ts";

/** One submission's writes: its row, its notification and, with an Idempotency-Key, its answer. */
type SubmissionWrite<Row> = { row: Row; mail: OutgoingMail; answer: IdempotencyEntry | undefined };

/** Where a form's submissions go and the mail they cause, written by group commit. */
export type SubmissionStore<Form extends FormName> = {
  write: GroupCommit<SubmissionWrite<FormRow<Form>>>;
};

/** The most submissions one statement writes: a few thousand parameters, far below PostgreSQL's limit. */
const MAX_SUBMISSIONS_PER_STATEMENT = 100;

/**
 * A form's store: the rows, their notification mails and their stored answers are written by one
 * statement per group of submissions that arrived together (server/lib/group-commit.ts).
 */
export function createSubmissionStore<Form extends FormName>(
  db: Database,
  form: Form,
  mailKind: MailKind,
): SubmissionStore<Form> {
  const write = createGroupCommit<SubmissionWrite<FormRow<Form>>>(
    (writes) => insertSubmissionsWithMails(db, form, writes, mailKind),
    { maxBatch: MAX_SUBMISSIONS_PER_STATEMENT },
  );
  return { write };
}

type Submission<Fields, Form extends FormName> = {
  store: SubmissionStore<Form>;
  /** The row the submission is stored as, with its id (repositories' `…Row`). */
  row: (fields: Fields) => FormRow<Form>;
  /** The notification the stored row causes. */
  notification: (row: FormRow<Form>) => OutgoingMail;
};

/**
 * The write path of every public form (contact, demo, partner): a bot caught by the honeypot gets a
 * success that stored nothing; otherwise the row, its notification mail and (with an
 * Idempotency-Key) the answer commit together (docs/product.md §System, the outbox), once per key, the answer is
 * 201 `{ id }`, and the mail sender is woken once they have committed.
 */
export async function acceptSubmission<
  Body extends { [HONEYPOT_FIELD]?: string | undefined },
  Form extends FormName,
>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  submission: Submission<Omit<Body, typeof HONEYPOT_FIELD>, Form>,
): Promise<FastifyReply> {
  const { caught, fields } = takeHoneypot(body);
  if (caught) return answerAsIfStored(request, reply);
  const row = submission.row(fields);
  const mail = submission.notification(row);
  await answerOnce(request, reply, app.database.db, {
    answer: { status: 201, body: { id: row.id } },
    commit: (answer) => submission.store.write({ row, mail, answer }),
  });
  app.mailSender.wake();
  return reply;
}

/** Where a submission came from, as the lead tables keep it (for spotting abuse). */
export function submittedBy(request: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_MAX_LENGTH) };
}
