/**
 * The embeddable widget: its positions and the limits of what a
 * customer stores and a visitor sends. Its languages are the one list of languages.ts.
 */
export {
  DEFAULT_WIDGET_LANGUAGE,
  isWidgetLanguage,
  LANGUAGE_NAMES,
  textDirection,
  WIDGET_LANGUAGES,
  type WidgetLanguage,
  widgetLanguageOf,
} from "./languages.ts";

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
