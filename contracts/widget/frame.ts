import {
  array,
  config,
  discriminatedUnion,
  enum as enumOf,
  literal,
  nullable,
  type output as Output,
  object,
  optional,
  record,
  string,
} from "zod/mini";
import { WIDGET_LANGUAGES } from "./languages.ts";

/**
 * What the widget's frame (web/widget/panel/, a script on customers' sites with its own budget in
 * bench/widget.ts) reads of the widget's contract: its positions and limits, the visitor token's
 * header, live chat's limits and stream events, and the public API's answers to the frame
 * (docs/widget.md). A module of its own, apart from the widget's zod schemas (index.ts, which
 * re-exports it), so the panel's bundle holds neither zod's full build nor any page's copy: the
 * answers are written with zod/mini, and zod's full build would take the panel past its 80 KiB
 * budget on its own (decision 0022). The server declares its responses with these same schemas.
 */

/**
 * zod/mini configured as contracts/zod.ts configures zod, before any schema below is built: no
 * compiled fast path in browsers, which the frame's CSP forbids. Named imports, not a `z` namespace:
 * a namespace object that is passed on keeps every locale and the JSON Schema code in the bundle.
 */
if (typeof document !== "undefined") config({ jitless: true });

export type { ZodMiniType } from "zod/mini";
/** The widget's languages are the one list of languages.ts. */
export {
  DEFAULT_WIDGET_LANGUAGE,
  isWidgetLanguage,
  LANGUAGE_NAMES,
  textDirection,
  WIDGET_LANGUAGES,
  type WidgetLanguage,
  widgetLanguageOf,
} from "./languages.ts";
export type { Output };

/**
 * The header the frame sends its visitor token in (WidgetConfig.visitorToken) with every question and
 * handoff, so limits count per visitor and no abuser can use up a customer's budget (the widget abuse
 * issue, decision 0026).
 */
export const VISITOR_TOKEN_HEADER = "x-avatalk-visitor";

export const WIDGET_POSITIONS = ["bottom-right", "bottom-left"] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];

/** Limits of what a customer stores and a visitor sends. */
export const WIDGET_LIMITS = {
  titleMax: 120,
  questionMax: 300,
  questionsPerEntry: 10,
  answerMax: 2000,
  entriesPerAccount: 1000,
  allowedOrigins: 20,
  greetingMax: 200,
  /** The business's name in the panel's header and texts. */
  businessNameMax: 80,
  suggestions: 4,
  /** Clips an account keeps: one per entry and an avatar, with room for uploads not yet saved. */
  mediaPerAccount: 1100,
  /**
   * Handoffs mailed one by one per account and clock hour; past it they are stored and listed in the
   * portal as ever, and mailed together in one digest at the end of the hour (docs/widget.md:
   * 40 addresses sent a customer 40 mails with a Reply-To of their choosing).
   */
  handoffMailsPerHour: 10,
} as const;

/** Live chat's limits (its schemas are contracts/live-chat.ts, which re-exports these). */
export const LIVE_LIMITS = {
  /** One message of either side, in characters. */
  messageMax: 2000,
  /** An online agent counts as there while their inbox was open this recently. */
  agentSeenWithinMs: 90_000,
  /**
   * A comment line on every open stream this often: proxies and the server's idle-socket timeout
   * (30 s) never see a silent connection, and the agent's presence is renewed with it.
   */
  heartbeatMs: 15_000,
  /** Streams open at once from one address for one key: a tab each, never a flood of them. */
  streamsPerAddress: 20,
  /** Rows one read of a stream sends; a client further behind gets the rest in the next read. */
  pageSize: 200,
} as const;

/** The server-sent event names of the live streams. */
export const LIVE_EVENTS = { message: "live", typing: "typing" } as const;

/* The public API's answers to the frame. */

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
  /** Signed, short-lived, bound to the key and the host page: sent back in VISITOR_TOKEN_HEADER. */
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
