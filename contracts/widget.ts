import { emailAddress, formBody, multiLineText, singleLineText } from "./form-fields.ts";
import { z } from "./zod.ts";

/**
 * The embeddable widget (DESIGN §5, the widget issue): languages its panel speaks and its knowledge
 * base can be written in. Matching uses each language's own stemming and stop words.
 */
export const WIDGET_LANGUAGES = ["en", "de", "fr", "es"] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export function isWidgetLanguage(value: string): value is WidgetLanguage {
  return (WIDGET_LANGUAGES as readonly string[]).includes(value);
}

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
  suggestions: 4,
  /** A clip: mp4 or webm, checked by its first bytes. */
  mediaMaxBytes: 50 * 1024 * 1024,
  /** Clips an account keeps: one per entry and an avatar, with room for uploads not yet saved. */
  mediaPerAccount: 1100,
  /**
   * Handoffs mailed one by one per account and clock hour; past it they are stored and listed in the
   * portal as ever, and mailed together in one digest at the end of the hour (the widget abuse issue:
   * 40 addresses sent a customer 40 mails with a Reply-To of their choosing).
   */
  handoffMailsPerHour: 10,
} as const;

export const MEDIA_TYPES = ["video/mp4", "video/webm"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const DEFAULT_WIDGET_COLOR = "#4f46e5";

export const widgetMessages = {
  invalidOrigin:
    "Enter a site address such as https://www.example.com (scheme, host and optional port only).",
  wildcardOrigin:
    "Add each site on a line of its own: wildcards such as https://*.example.com are not supported.",
  invalidColor: "Enter a colour as #rrggbb.",
  keyUnknown: "This widget key is not valid.",
  originNotAllowed: "This widget key is not enabled for this website. Add the site to the allowed domains.",
  entryNotFound: "This knowledge-base entry does not exist.",
  handoffNotFound: "This question for the team does not exist.",
  mediaNotFound: "This clip does not exist.",
  mediaTooLarge: "The clip is larger than 50 MB.",
  mediaUnsupported: "Upload an MP4 or WebM video.",
  mediaMissing: "Choose a video file to upload.",
  tooManyEntries: "The knowledge base is full (1000 entries).",
  tooManyClips: `Your account keeps at most ${WIDGET_LIMITS.mediaPerAccount} clips. Remove clips from entries you no longer need, then try again in an hour.`,
  rangeNotSatisfiable: "The requested range is not part of this clip.",
  visitorTokenInvalid: "This conversation has expired: load the assistant's configuration again.",
  tooManyQuestions: `Enter at most ${WIDGET_LIMITS.questionsPerEntry} questions, one a line.`,
  tooManyOrigins: `Enter at most ${WIDGET_LIMITS.allowedOrigins} site addresses, one a line.`,
  tooManySuggestions: `Enter at most ${WIDGET_LIMITS.suggestions} suggested questions, one a line.`,
} as const;

/** A host as the URL parser writes it: letters, digits, dots and dashes (punycode), or an IPv6 address. */
const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/;

/** An origin as a browser sends it: scheme, host and port, no path; stored in its canonical form. */
export const SiteOrigin = z
  .string({ error: widgetMessages.invalidOrigin })
  .trim()
  .max(255, { error: widgetMessages.invalidOrigin })
  .transform((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: "custom", message: widgetMessages.invalidOrigin });
      return z.NEVER;
    }
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    if (!(url.protocol === "https:" || url.protocol === "http:") || !bare || !value.includes("://")) {
      context.addIssue({ code: "custom", message: widgetMessages.invalidOrigin });
      return z.NEVER;
    }
    // The URL parser lets through `*` and `;` in a host name, which no browser sends as an origin;
    // the origin also goes into the frame's Content-Security-Policy, where `;` would end a directive.
    // A wildcard is looked for in what was typed: Chromium's parser writes its `*` as `%2A`.
    if (value.includes("*")) {
      context.addIssue({ code: "custom", message: widgetMessages.wildcardOrigin });
      return z.NEVER;
    }
    if (!HOST_NAME.test(url.hostname)) {
      context.addIssue({ code: "custom", message: widgetMessages.invalidOrigin });
      return z.NEVER;
    }
    return url.origin;
  });

const Question = singleLineText("Question", WIDGET_LIMITS.questionMax);
const Language = z.enum(WIDGET_LANGUAGES);
const Id = z.uuid();

export const EntryBody = formBody({
  title: singleLineText("Title", WIDGET_LIMITS.titleMax),
  questions: z
    .array(Question)
    .min(1, { error: "Add at least one question." })
    .max(WIDGET_LIMITS.questionsPerEntry, { error: widgetMessages.tooManyQuestions }),
  answer: multiLineText("Answer", WIDGET_LIMITS.answerMax),
  language: Language,
  mediaId: Id.nullable().optional(),
});
export type EntryInput = z.input<typeof EntryBody>;
export type EntryFields = z.output<typeof EntryBody>;

export const Entry = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(z.string()),
  answer: z.string(),
  language: Language,
  mediaId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Entry = z.infer<typeof Entry>;
export const EntryList = z.object({ entries: z.array(Entry) });
export const EntryParams = z.object({ id: Id });

export const SettingsBody = formBody({
  allowedOrigins: z
    .array(SiteOrigin)
    .max(WIDGET_LIMITS.allowedOrigins, { error: widgetMessages.tooManyOrigins }),
  greeting: singleLineText("Greeting", WIDGET_LIMITS.greetingMax).nullable(),
  suggestedQuestions: z
    .array(Question)
    .max(WIDGET_LIMITS.suggestions, { error: widgetMessages.tooManySuggestions }),
  avatarMediaId: Id.nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: widgetMessages.invalidColor }),
  position: z.enum(WIDGET_POSITIONS),
});
export type SettingsInput = z.input<typeof SettingsBody>;

export const Settings = z.object({
  allowedOrigins: z.array(z.string()),
  greeting: z.string().nullable(),
  suggestedQuestions: z.array(z.string()),
  avatarMediaId: z.string().nullable(),
  color: z.string(),
  position: z.enum(WIDGET_POSITIONS),
});
export type Settings = z.infer<typeof Settings>;

export const Media = z.object({
  id: z.string(),
  contentType: z.enum(MEDIA_TYPES),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type Media = z.infer<typeof Media>;

export const Handoff = z.object({
  id: z.string(),
  email: z.string(),
  question: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type Handoff = z.infer<typeof Handoff>;
export const HandoffList = z.object({ handoffs: z.array(Handoff) });

/* Public API: what the frame on a customer's page calls. */

export const WidgetKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, { error: widgetMessages.keyUnknown });

export const ConfigQuery = z.object({ key: WidgetKey, lang: Language.optional() });

export const WidgetConfig = z.object({
  greeting: z.string(),
  suggestedQuestions: z.array(z.string()),
  color: z.string(),
  position: z.enum(WIDGET_POSITIONS),
  /** The idle clip of the avatar; null: the built-in animated avatar. */
  avatarUrl: z.string().nullable(),
  language: Language,
  texts: z.record(z.string(), z.string()),
  /** Signed, short-lived, bound to the key and the host page: sent back in VISITOR_TOKEN_HEADER (widget-headers.ts). */
  visitorToken: z.string(),
});
export type WidgetConfig = z.infer<typeof WidgetConfig>;

export const AskBody = formBody({
  key: WidgetKey,
  question: singleLineText("Question", WIDGET_LIMITS.questionMax),
  language: Language,
  conversationId: Id.optional(),
});

export const AnswerEntry = z.object({
  id: z.string(),
  title: z.string(),
  answer: z.string(),
  videoUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
});
export type AnswerEntry = z.infer<typeof AnswerEntry>;

export const AskResult = z.discriminatedUnion("status", [
  z.object({ status: z.literal("answered"), conversationId: z.string(), entry: AnswerEntry }),
  z.object({ status: z.literal("unsure"), conversationId: z.string(), closest: z.array(AnswerEntry) }),
]);
export type AskResult = z.infer<typeof AskResult>;

export const HandoffBody = formBody({
  key: WidgetKey,
  email: emailAddress("Email"),
  question: multiLineText("Question", WIDGET_LIMITS.answerMax),
  conversationId: Id.optional(),
});
export const HandoffCreated = z.object({ id: z.string() });

export const PublicMediaQuery = z.object({ key: WidgetKey });

/** How far back the portal's figures look. */
export const INSIGHTS_DAYS = 30;

/** GET /api/widget/insights: the last 30 days of the account's widget. */
export const Insights = z.object({
  since: z.string(),
  conversations: z.number(),
  questions: z.number(),
  answered: z.number(),
  handedOff: z.number(),
  /** Share of questions answered from the knowledge base, 0 to 1 (null before the first question). */
  deflectionRate: z.number().nullable(),
  topUnanswered: z.array(z.object({ question: z.string(), count: z.number() })),
});
export type Insights = z.infer<typeof Insights>;

/** GET /api/widget/conversations: the latest transcripts. */
export const TranscriptList = z.object({
  conversations: z.array(
    z.object({
      id: z.string(),
      language: Language,
      createdAt: z.string(),
      messages: z.array(
        z.object({
          question: z.string(),
          answered: z.boolean(),
          entryTitle: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
});
export type TranscriptList = z.infer<typeof TranscriptList>;

/** A textarea with one item a line, as the portal's forms show a list: blank lines are ignored. */
function lines<Item extends z.ZodType<unknown, string[]>>(list: Item) {
  return z
    .string()
    .transform((text) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(list);
}

/** The portal's entry form: the entry body with its questions typed one a line. */
export const EntryForm = z.object({ ...EntryBody.shape, questions: lines(EntryBody.shape.questions) });
export type EntryFormInput = z.input<typeof EntryForm>;

/** The portal's settings form: domains and suggested questions one a line. */
export const SettingsForm = z.object({
  ...SettingsBody.shape,
  allowedOrigins: lines(SettingsBody.shape.allowedOrigins),
  suggestedQuestions: lines(SettingsBody.shape.suggestedQuestions),
  greeting: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(SettingsBody.shape.greeting),
});
export type SettingsFormInput = z.input<typeof SettingsForm>;
