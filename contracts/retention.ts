/**
 * How long personal data is kept (docs/privacy.md). Its own module without zod: the
 * privacy policy's copy (content/legal.ts) quotes these, and it loads on every page with a legal link.
 */
export const RETENTION = {
  /** A widget conversation and its messages, unless the account chooses another window. */
  conversationDays: 90,
  /** The windows a customer may choose in the widget settings. */
  conversationDayChoices: [30, 90, 180, 365] as const,
  /** A handoff marked handled; an open one goes with its conversation. */
  handledHandoffDays: 30,
  /** Contact messages, partner applications and demo requests in the admin inbox. */
  leadMonths: 24,
  /** Delivered (and failed) mail jobs, with the message they held. */
  mailJobDays: 30,
  /** A sign-in lockout's count (a hash of the address) once its window has long ended. */
  loginThrottleDays: 1,
  /** A background job once it has succeeded or failed (its payload: ids, never a message). */
  finishedJobDays: 7,
  /** An export archive and its download link. */
  exportHours: 24,
  /** Rows deleted by one purge statement, so no statement holds a table for long. */
  purgeBatchSize: 500,
} as const;
