import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import type { OutgoingMail } from "#server/db/mail-message.ts";
import { demoRequests, feedbacks, partnerApplications } from "#server/db/schema.ts";
import { type IdempotencyEntry, rememberAnswers } from "./idempotency-keys.ts";
import { enqueueMailsWith, type MailKind } from "./mail-jobs.ts";

/** The public forms' tables, by the name a service gives its form (server/services/form-submission.ts). */
const formTables = { feedbacks, demoRequests, partnerApplications } as const;

export type FormName = keyof typeof formTables;

/** The row one submission of a form is stored as (each form's repository builds it: `feedbackRow` …). */
export type FormRow<Form extends FormName> = (typeof formTables)[Form]["$inferSelect"];

/** Longer user agents are cut: the header is the client's to choose, the column is ours. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A table of form submissions: rows with a uuid the server chooses. */
type FormTable = PgTable & { $inferSelect: { id: string } };

function insertRows<Table extends FormTable>(db: Database, table: Table, rows: Table["$inferSelect"][]) {
  return db.$with("stored_submissions").as(db.insert(table).values(rows));
}

/**
 * Stores a group of a form's submissions, their notification mails and their Idempotency-Key answers
 * in one SQL statement (data-modifying CTEs): atomic like a transaction, one round trip. An answer
 * already stored under one of the keys fails the statement whole (a unique violation).
 */
export async function insertSubmissionsWithMails<Form extends FormName>(
  db: Database,
  form: Form,
  submissions: { row: FormRow<Form>; mail: OutgoingMail; answer: IdempotencyEntry | undefined }[],
  mailKind: MailKind,
): Promise<void> {
  const answers = submissions.flatMap(({ answer }) => (answer ? [answer] : []));
  const stored = insertRows(
    db,
    formTables[form],
    submissions.map(({ row }) => row),
  );
  await enqueueMailsWith(
    db,
    answers.length > 0 ? [stored, rememberAnswers(db, answers)] : [stored],
    submissions.map(({ mail }) => ({ kind: mailKind, message: mail })),
  );
}
