import { and, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { RETENTION } from "#contracts/privacy.ts";
import type { Database } from "#server/db/client.ts";
import {
  demoRequests,
  emailVerificationTokens,
  feedbacks,
  liveMessages,
  loginThrottles,
  mailJobs,
  partnerApplications,
  passwordResetTokens,
  sessions,
  teamInvitations,
  widgetConversations,
  widgetHandoffs,
  widgetMessages,
  widgetSettings,
} from "#server/db/schema.ts";

/**
 * The retention purge's statements (server/services/retention.ts, docs/privacy.md). Each deletes at
 * most `batch` rows, chosen by a subquery on an indexed column, and the caller repeats it until it
 * deletes fewer: no statement locks many rows or holds a table while visitors write to it.
 */

const daysAgo = (days: SQL | number) => sql`now() - make_interval(days => ${days})`;

/** The account's conversation window: its setting, or the default for an account without one. */
const windowOfAccount = (userId: PgColumn) =>
  sql`coalesce((select ${widgetSettings.retentionDays} from ${widgetSettings} where ${widgetSettings.userId} = ${userId}), ${RETENTION.conversationDays})`;

const conversationExpired = lt(
  widgetConversations.createdAt,
  daysAgo(windowOfAccount(widgetConversations.userId)),
);

async function deleteBatch(
  db: Database,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  batch: number,
) {
  const chosen = db.select({ id }).from(table).where(where).limit(batch);
  const rows = await db.delete(table).where(inArray(id, chosen)).returning({ id });
  return rows.length;
}

/** Repeats one batch statement until it deletes less than a batch; returns the rows deleted. */
async function untilDone(run: () => Promise<number>, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await run();
    total += deleted;
    if (deleted < batch) return total;
  }
}

/**
 * Messages first (there are many per conversation), live chat's rows, then the conversations with
 * their handoffs. `messages` counts both kinds of message.
 */
export async function purgeExpiredConversations(db: Database, batch: number) {
  const messages = await untilDone(async () => {
    const expired = db
      .select({ id: widgetMessages.id })
      .from(widgetMessages)
      .innerJoin(widgetConversations, eq(widgetConversations.id, widgetMessages.conversationId))
      .where(conversationExpired)
      .limit(batch);
    const rows = await db
      .delete(widgetMessages)
      .where(inArray(widgetMessages.id, expired))
      .returning({ id: widgetMessages.id });
    return rows.length;
  }, batch);
  // Live chat's rows go with their conversation, in batches too: a long chat has many.
  const liveRows = await untilDone(async () => {
    const expired = db
      .select({ id: liveMessages.id })
      .from(liveMessages)
      .innerJoin(widgetConversations, eq(widgetConversations.id, liveMessages.conversationId))
      .where(conversationExpired)
      .limit(batch);
    const rows = await db
      .delete(liveMessages)
      .where(inArray(liveMessages.id, expired))
      .returning({ id: liveMessages.id });
    return rows.length;
  }, batch);
  const conversations = await untilDone(
    () => deleteBatch(db, widgetConversations, widgetConversations.id, conversationExpired, batch),
    batch,
  );
  return { messages: messages + liveRows, conversations };
}

/**
 * Handoffs: handled ones 30 days after being marked handled; one without a conversation (the
 * frame sent none) after its account's conversation window, as if it had one.
 */
export async function purgeHandoffs(db: Database, batch: number) {
  const where = or(
    and(
      isNotNull(widgetHandoffs.handledAt),
      lt(widgetHandoffs.handledAt, daysAgo(RETENTION.handledHandoffDays)),
    ),
    and(
      isNull(widgetHandoffs.conversationId),
      lt(widgetHandoffs.createdAt, daysAgo(windowOfAccount(widgetHandoffs.userId))),
    ),
  );
  return untilDone(() => deleteBatch(db, widgetHandoffs, widgetHandoffs.id, where, batch), batch);
}

/** Contact messages, partner applications and demo requests after 24 months. */
export async function purgeLeads(db: Database, batch: number) {
  const cutoff = sql`now() - make_interval(months => ${RETENTION.leadMonths})`;
  let total = 0;
  for (const [table, id, createdAt] of [
    [feedbacks, feedbacks.id, feedbacks.createdAt],
    [partnerApplications, partnerApplications.id, partnerApplications.createdAt],
    [demoRequests, demoRequests.id, demoRequests.createdAt],
  ] as const) {
    total += await untilDone(() => deleteBatch(db, table, id, lt(createdAt, cutoff), batch), batch);
  }
  return total;
}

/**
 * Mail jobs that are done (sent, or failed for good) after 30 days, with the message a failed one
 * still holds for an operator. Pending ones stay: they are still to be delivered.
 */
export async function purgeMailJobs(db: Database, batch: number) {
  const where = and(
    inArray(mailJobs.status, ["sent", "failed"]),
    lt(sql`coalesce(${mailJobs.sentAt}, ${mailJobs.createdAt})`, daysAgo(RETENTION.mailJobDays)),
  );
  return untilDone(() => deleteBatch(db, mailJobs, mailJobs.id, where, batch), batch);
}

/**
 * Sign-in rows past their use: refresh tokens, reset links and verification links once expired
 * (a used one expires within a day of its use, and is refused as unknown either way; every refresh
 * token of a sign-in expires with it, so reuse detection loses nothing), and lockout counts a day
 * after their window began (the window is minutes long).
 */
export async function purgeExpiredSignInRows(db: Database, batch: number) {
  let total = 0;
  for (const [table, id, expiresAt] of [
    [sessions, sessions.id, sessions.expiresAt],
    [passwordResetTokens, passwordResetTokens.id, passwordResetTokens.expiresAt],
    [emailVerificationTokens, emailVerificationTokens.id, emailVerificationTokens.expiresAt],
    [teamInvitations, teamInvitations.id, teamInvitations.expiresAt],
  ] as const) {
    total += await untilDone(() => deleteBatch(db, table, id, lt(expiresAt, sql`now()`), batch), batch);
  }
  const staleThrottle = lt(loginThrottles.windowStartedAt, daysAgo(RETENTION.loginThrottleDays));
  total += await untilDone(
    () => deleteBatch(db, loginThrottles, loginThrottles.key, staleThrottle, batch),
    batch,
  );
  return total;
}

/**
 * The purge's lock on PostgreSQL: a transaction-scoped advisory lock, taken without waiting. Its
 * transaction does nothing else (it holds no row), so the batches run on other connections while
 * it is open; the lock goes with the transaction, or with the connection if the process dies.
 */
export async function withPurgeLock<T>(
  db: Database,
  key: string,
  run: () => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`)) as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0]?.locked) return undefined;
    return run();
  });
}
