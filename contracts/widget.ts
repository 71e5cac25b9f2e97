/**
 * The embeddable widget (DESIGN §5, the widget issue): languages its panel speaks and its knowledge
 * base can be written in. Matching uses each language's own stemming and stop words.
 */
export const WIDGET_LANGUAGES = ["en", "de", "fr", "es"] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export function isWidgetLanguage(value: string): value is WidgetLanguage {
  return (WIDGET_LANGUAGES as readonly string[]).includes(value);
}
