/**
 * The embeddable widget (docs/product.md §Deviations, docs/widget.md): languages its panel speaks and its knowledge
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
  /** Clips an account keeps: one per entry and an avatar, with room for uploads not yet saved. */
  mediaPerAccount: 1100,
  /**
   * Handoffs mailed one by one per account and clock hour; past it they are stored and listed in the
   * portal as ever, and mailed together in one digest at the end of the hour (docs/widget.md:
   * 40 addresses sent a customer 40 mails with a Reply-To of their choosing).
   */
  handoffMailsPerHour: 10,
} as const;
