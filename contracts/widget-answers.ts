import { WIDGET_LANGUAGES, WIDGET_POSITIONS } from "./widget-limits.ts";
import {
  array,
  discriminatedUnion,
  enumOf,
  literal,
  nullable,
  type Output,
  object,
  optional,
  record,
  string,
} from "./zod-mini.ts";

/**
 * The public API's answers to the frame (docs/widget.md). Written with zod/mini, not zod: the panel
 * parses them on customers' pages, and zod's full build would take its bundle past the 80 KiB budget
 * on its own (decision 0022). The server declares its responses with these same schemas.
 */

export const WidgetConfig = object({
  greeting: string(),
  suggestedQuestions: array(string()),
  color: string(),
  position: enumOf(WIDGET_POSITIONS),
  /** Who the visitor talks to, named in the panel's header: the account's name. */
  businessName: string(),
  /** The idle clip of the avatar; null: the built-in animated avatar. */
  avatarUrl: nullable(string()),
  /** The avatar clip's still, shown until (or instead of) the clip playing. */
  avatarPosterUrl: nullable(string()),
  language: enumOf(WIDGET_LANGUAGES),
  texts: record(string(), string()),
  /** The customer's own privacy notice, linked from the handoff form; null when none is set. */
  privacyNoticeUrl: optional(nullable(string())),
  /** Signed, short-lived, bound to the key and the host page: sent back in VISITOR_TOKEN_HEADER (widget-headers.ts). */
  visitorToken: string(),
});
export type WidgetConfig = Output<typeof WidgetConfig>;

export const AnswerEntry = object({
  id: string(),
  title: string(),
  answer: string(),
  /** The clip, only once it is processed: until then the widget answers in text. */
  videoUrl: nullable(string()),
  posterUrl: nullable(string()),
  captionsUrl: nullable(string()),
  /** The language the entry is written in: the panel marks its text with it. */
  language: enumOf(WIDGET_LANGUAGES),
});
export type AnswerEntry = Output<typeof AnswerEntry>;

export const AskResult = discriminatedUnion("status", [
  object({
    status: literal("answered"),
    conversationId: string(),
    entry: AnswerEntry,
    /** Said before an answer in another language than the visitor's, in the visitor's language. */
    note: optional(string()),
  }),
  object({ status: literal("unsure"), conversationId: string(), closest: array(AnswerEntry) }),
]);
export type AskResult = Output<typeof AskResult>;

export const HandoffCreated = object({ id: string() });

/** What the panel reads of a refusal (the API's one error shape, contracts/api-error.ts): the fields it names. */
export const RefusedFields = object({ fieldErrors: optional(record(string(), array(string()))) });
