import { emailAddress, formBody, multiLineText, singleLineText } from "../form-fields.ts";
import { GenerationBody } from "../generation.ts";
import { Loudness, MEDIA_STATUSES } from "../media.ts";
import { privacyMessages, RETENTION } from "../privacy.ts";
import { z } from "../zod.ts";
import { WIDGET_LANGUAGES, WIDGET_LIMITS, WIDGET_POSITIONS } from "./frame.ts";

/**
 * The widget's contract (docs/widget.md): the customer's settings, knowledge base, clips and
 * conversations as the portal and the API validate them. The domain is a folder: this index, and
 * beside it what must load without zod, each for a bundle of its own: frame.ts (what the panel on
 * customers' sites reads, re-exported here), languages.ts and texts.ts (the loader's and the
 * panel's), snippet.ts (/how-it-works' islands); and teaching.ts, the portal's teaching calls.
 */

export * from "./frame.ts";

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
  accountUnverified:
    "This widget is not live yet: the account's email address is not verified. Follow the link we mailed, or send a new one from the dashboard.",
  entryNotFound: "This knowledge-base entry does not exist.",
  handoffNotFound: "This question for the team does not exist.",
  mediaNotFound: "This clip does not exist.",
  mediaUnsupported: "Upload an MP4 or WebM video.",
  mediaMissing: "Choose a video file to upload.",
  tooManyEntries: "The knowledge base is full (1000 entries).",
  tooManyClips: `Your account keeps at most ${WIDGET_LIMITS.mediaPerAccount} clips. Remove clips from entries you no longer need, then try again in an hour.`,
  rangeNotSatisfiable: "The requested range is not part of this clip.",
  visitorTokenInvalid: "This conversation has expired: load the assistant's configuration again.",
  tooManyQuestions: `Enter at most ${WIDGET_LIMITS.questionsPerEntry} questions, one a line.`,
  tooManyOrigins: `Enter at most ${WIDGET_LIMITS.allowedOrigins} site addresses, one a line.`,
  tooManySuggestions: `Enter at most ${WIDGET_LIMITS.suggestions} suggested questions, one a line.`,
  languageUnknown: `Choose one of the widget's languages: ${WIDGET_LANGUAGES.join(", ")}.`,
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
const Language = z.enum(WIDGET_LANGUAGES, { error: widgetMessages.languageUnknown });
const Id = z.uuid();

export const EntryBody = formBody({
  title: singleLineText("Title", WIDGET_LIMITS.titleMax),
  questions: z
    .array(Question)
    .min(1, { error: "Add at least one question." })
    .max(WIDGET_LIMITS.questionsPerEntry, { error: widgetMessages.tooManyQuestions }),
  answer: multiLineText("Answer", WIDGET_LIMITS.answerMax),
  /** Left out: the knowledge base's language for a new entry, the stored one for an edit. */
  language: Language.optional(),
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

/** How long conversations are kept: one of the offered windows (contracts/privacy.ts). */
export const RetentionDays = z.union(
  RETENTION.conversationDayChoices.map((days) => z.literal(days)),
  { error: privacyMessages.retentionInvalid },
);

/** The customer's privacy notice, linked from the widget's handoff form: an https address. */
export const PrivacyNoticeUrl = z
  .string({ error: privacyMessages.privacyNoticeInvalid })
  .trim()
  .max(2000, { error: privacyMessages.privacyNoticeInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && HOST_NAME.test(url.hostname) && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: privacyMessages.privacyNoticeInvalid },
  );

/** Who the visitor talks to, as the panel's header and its texts name it. */
export const BusinessName = singleLineText("Business name", WIDGET_LIMITS.businessNameMax);

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
  // Optional for API clients written before these existed: left out, the stored value stays.
  retentionDays: RetentionDays.optional(),
  privacyNoticeUrl: PrivacyNoticeUrl.nullable().optional(),
  /** The knowledge base's own language (docs/widget.md, "Languages"). */
  language: Language.optional(),
  /** The name visitors see in the panel; null: the account holder's full name. */
  businessName: BusinessName.nullable().optional(),
});
export type SettingsInput = z.input<typeof SettingsBody>;
export type SettingsFields = z.output<typeof SettingsBody>;

export const Settings = z.object({
  allowedOrigins: z.array(z.string()),
  greeting: z.string().nullable(),
  suggestedQuestions: z.array(z.string()),
  avatarMediaId: z.string().nullable(),
  color: z.string(),
  position: z.enum(WIDGET_POSITIONS),
  retentionDays: z.number(),
  privacyNoticeUrl: z.string().nullable(),
  language: Language,
  /** The name the panel shows: the one set, else the account holder's full name. */
  businessName: z.string(),
});
export type Settings = z.infer<typeof Settings>;

/** A clip and where its processing stands: the widget plays it only once it is ready. */
export const Media = z.object({
  id: z.string(),
  contentType: z.enum(MEDIA_TYPES),
  sizeBytes: z.number(),
  createdAt: z.string(),
  status: z.enum(MEDIA_STATUSES),
  /** 0 to 1 while processing. */
  progress: z.number(),
  /** Why processing failed, in plain words; null unless failed. */
  failureMessage: z.string().nullable(),
  /** The poster frame (JPEG) once ready. */
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  loudness: Loudness.nullable(),
  /** A generated clip: what it says, by whom (docs/decisions/0042-generated-video-answers.md). */
  generatedFrom: GenerationBody.optional(),
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

export const AskBody = formBody({
  key: WidgetKey,
  question: singleLineText("Question", WIDGET_LIMITS.questionMax),
  language: Language,
  conversationId: Id.optional(),
});

export const HandoffBody = formBody({
  key: WidgetKey,
  email: emailAddress("Email"),
  question: multiLineText("Question", WIDGET_LIMITS.answerMax),
  conversationId: Id.optional(),
});

export const PublicMediaQuery = z.object({ key: WidgetKey });
/** The captions' URL also names their version, so an edit is not hidden by the file's cache. */
export const CaptionsQuery = PublicMediaQuery.extend({ v: z.string().max(64).optional() });

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
          id: z.string(),
          question: z.string(),
          answered: z.boolean(),
          entryId: z.string().nullable(),
          entryTitle: z.string().nullable(),
          /** The customer's mark on the answer (docs/widget.md, "How an answer is chosen"). */
          verdict: z.enum(["right", "wrong"]).nullable(),
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
export const EntryForm = z.object({
  ...EntryBody.shape,
  questions: lines(EntryBody.shape.questions),
  language: Language,
});
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
  retentionDays: z
    .string()
    .transform((text) => Number(text))
    .pipe(RetentionDays),
  privacyNoticeUrl: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(PrivacyNoticeUrl.nullable()),
  language: Language,
  businessName: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(BusinessName.nullable()),
});
export type SettingsFormInput = z.input<typeof SettingsForm>;
