import { createHash } from "node:crypto";
import { WIDGET_LIMITS } from "#contracts/widget/index.ts";
import type { Transaction } from "#server/db/client.ts";
import { enqueueMail, scheduleMailOnce } from "#server/repositories/mail-jobs.ts";
import { transcriptMessages } from "#server/repositories/widget-conversations.ts";
import {
  countHandoffsSince,
  type HandoffRecord,
  listHandoffsSince,
} from "#server/repositories/widget-handoffs.ts";
import type { WidgetAccount } from "#server/repositories/widget-settings.ts";
import type { OutgoingMail } from "#server/services/mail.ts";

const HOUR = 60 * 60_000;
/** Handoffs a digest lists; it says how many more there are. */
const DIGEST_LISTED = 20;
/** A digest quotes the start of each question: the whole is in the portal. */
const DIGEST_QUESTION_CHARS = 200;

/**
 * Queues the customer's mail about a handoff, in the transaction that stored it (the widget abuse
 * issue, part 3): one mail each up to WIDGET_LIMITS.handoffMailsPerHour in the clock hour; past it,
 * one digest for the rest of the hour, sent when the hour ends and rewritten by each later handoff
 * while it waits. Every handoff is stored and listed in the portal either way.
 */
export async function queueHandoffMail(
  tx: Transaction,
  account: WidgetAccount,
  handoff: HandoffRecord,
  portalUrl: string,
): Promise<void> {
  const hourStart = new Date(Math.floor(handoff.createdAt.getTime() / HOUR) * HOUR);
  const ceiling = WIDGET_LIMITS.handoffMailsPerHour;
  const count = await countHandoffsSince(tx, account.userId, hourStart);
  if (count <= ceiling) {
    const transcript = handoff.conversationId ? await transcriptMessages(tx, [handoff.conversationId]) : [];
    await enqueueMail(tx, "widget-handoff", handoffMail(account, handoff, portalUrl, transcript));
    return;
  }
  const listed = await listHandoffsSince(tx, account.userId, hourStart, {
    offset: ceiling,
    limit: DIGEST_LISTED,
  });
  const hourEnd = new Date(hourStart.getTime() + HOUR);
  await scheduleMailOnce(tx, {
    id: digestJobId(account.userId, hourStart),
    kind: "widget-handoff-digest",
    message: digestMail(account, { listed, total: count - ceiling, portalUrl }),
    runAfter: hourEnd,
  });
}

/** The digest's mail job id: one per account and hour, the same whichever request asks for it. */
function digestJobId(userId: string, hourStart: Date): string {
  const hex = createHash("sha256")
    .update(`widget-handoff-digest:${userId}:${hourStart.toISOString()}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A time as people read it, in the account's zone: "Tuesday, 1 December 2026 at 20:30 (Europe/Berlin)";
 * "… at 19:30 UTC" for an account that has set none.
 */
export function readableTime(date: Date, timeZone: string | null = null): string {
  const written = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: timeZone ?? "UTC",
  }).format(date);
  return timeZone ? `${written} (${timeZone})` : `${written} UTC`;
}

type TranscriptLine = { question: string; answered: boolean; entryTitle: string | null; createdAt: Date };

/** What the visitor asked the assistant before leaving their question, and what answered. */
function transcriptText(transcript: TranscriptLine[], timeZone: string | null): string[] {
  if (transcript.length === 0) return [];
  return [
    "The conversation before it:",
    "",
    ...transcript.flatMap((line) => [
      `Visitor (${readableTime(line.createdAt, timeZone)}): ${line.question}`,
      line.answered
        ? `Assistant: answered with "${line.entryTitle ?? "an entry deleted since"}"`
        : "Assistant: was not sure",
    ]),
    "",
  ];
}

export function handoffMail(
  account: WidgetAccount,
  handoff: { id: string; email: string; question: string; createdAt: Date },
  portalUrl: string,
  transcript: TranscriptLine[] = [],
): OutgoingMail {
  return {
    to: account.email,
    // Replying answers the visitor directly.
    replyTo: handoff.email,
    subject: "A visitor asked your website assistant a question it could not answer",
    text: [
      `Hello ${account.fullName},`,
      "",
      "A visitor on your website left a question for your team:",
      "",
      handoff.question,
      "",
      `Visitor's email: ${handoff.email}`,
      `Received: ${readableTime(handoff.createdAt, account.timeZone)}`,
      "",
      ...transcriptText(transcript, account.timeZone),
      `Reply to this mail to answer them, or see all questions in your portal: ${portalUrl}`,
      "Adding the answer to your knowledge base lets the assistant answer it next time.",
    ].join("\n"),
  };
}

/** No Reply-To: a digest speaks for many visitors, each answered from the portal or their address. */
function digestMail(
  account: WidgetAccount,
  { listed, total, portalUrl }: { listed: HandoffRecord[]; total: number; portalUrl: string },
): OutgoingMail {
  const quote = (question: string) =>
    question.length > DIGEST_QUESTION_CHARS ? `${question.slice(0, DIGEST_QUESTION_CHARS)}…` : question;
  return {
    to: account.email,
    subject: `${total} more ${total === 1 ? "question" : "questions"} from visitors to your website assistant`,
    text: [
      `Hello ${account.fullName},`,
      "",
      `More than ${WIDGET_LIMITS.handoffMailsPerHour} visitors left a question for your team within the hour, so the others come together in this mail:`,
      "",
      ...listed.flatMap((handoff) => [
        `${handoff.email} (${readableTime(handoff.createdAt, account.timeZone)}):`,
        quote(handoff.question),
        "",
      ]),
      ...(total > listed.length ? [`… and ${total - listed.length} more.`, ""] : []),
      `See and answer all of them in your portal: ${portalUrl}`,
    ].join("\n"),
  };
}
