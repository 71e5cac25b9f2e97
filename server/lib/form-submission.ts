import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HONEYPOT_FIELD } from "#contracts/form-fields.ts";
import type { Database } from "#server/db/client.ts";
import { type IdempotencyEntry, rememberAnswers } from "#server/repositories/idempotency-keys.ts";
import type { OutgoingMail } from "#server/services/mail.ts";
import { enqueueMailsWith, type MailKind } from "#server/services/outbox.ts";
import { createGroupCommit, type GroupCommit } from "./group-commit.ts";
import { answerAsIfStored, takeHoneypot } from "./honeypot.ts";
import { answerOnce } from "./idempotency.ts";

/** A table of form submissions: rows with a uuid the server chooses. */
type FormTable = PgTable & { $inferSelect: { id: string } };

/** One submission's writes: its row, its notification and, with an Idempotency-Key, its answer. */
type SubmissionWrite<Row> = { row: Row; mail: OutgoingMail; answer: IdempotencyEntry | undefined };

/** Where a form's submissions go and the mail they cause, written by group commit. */
export type SubmissionStore<Table extends FormTable> = {
  write: GroupCommit<SubmissionWrite<Table["$inferSelect"]>>;
};

/** The most submissions one statement writes: a few thousand parameters, far below PostgreSQL's limit. */
const MAX_SUBMISSIONS_PER_STATEMENT = 100;

/**
 * A form's store: the rows, their notification mails and their stored answers are written by one
 * statement per group of submissions that arrived together (server/lib/group-commit.ts).
 */
export function createSubmissionStore<Table extends FormTable>(
  db: Database,
  table: Table,
  mailKind: MailKind,
): SubmissionStore<Table> {
  const write = createGroupCommit<SubmissionWrite<Table["$inferSelect"]>>(
    async (writes) => {
      const answers = writes.flatMap(({ answer }) => (answer ? [answer] : []));
      const stored = db.$with("stored_submissions").as(db.insert(table).values(writes.map(({ row }) => row)));
      await enqueueMailsWith(
        db,
        answers.length > 0 ? [stored, rememberAnswers(db, answers)] : [stored],
        writes.map(({ mail }) => ({ kind: mailKind, message: mail })),
      );
    },
    { maxBatch: MAX_SUBMISSIONS_PER_STATEMENT },
  );
  return { write };
}

type Submission<Fields, Table extends FormTable> = {
  store: SubmissionStore<Table>;
  /** The row the submission is stored as, with its id (repositories' `…Row`). */
  row: (fields: Fields) => Table["$inferSelect"];
  /** The notification the stored row causes. */
  notification: (row: Table["$inferSelect"]) => OutgoingMail;
};

/**
 * The write path of every public form (contact, demo, partner): a bot caught by the honeypot gets a
 * success that stored nothing; otherwise the row, its notification mail and (with an
 * Idempotency-Key) the answer commit together (DESIGN §1, the outbox), once per key, the answer is
 * 201 `{ id }`, and the mail sender is woken once they have committed.
 */
export async function acceptSubmission<
  Body extends { [HONEYPOT_FIELD]?: string | undefined },
  Table extends FormTable,
>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  submission: Submission<Omit<Body, typeof HONEYPOT_FIELD>, Table>,
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

/** Longer user agents are cut when stored with a submission: they identify a browser well within this. */
export const USER_AGENT_MAX_LENGTH = 512;

/** Where a submission came from, as the lead tables keep it (for spotting abuse). */
export function submittedBy(request: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_MAX_LENGTH) };
}
