/**
 * The embeddable widget (DESIGN §5, the widget issue): languages its panel speaks and its knowledge
 * base can be written in. Matching uses each language's own stemming and stop words.
 */
export const WIDGET_LANGUAGES = ["en", "de", "fr", "es"] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export function isWidgetLanguage(value: string): value is WidgetLanguage {
  return (WIDGET_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The one line customers paste into their site (spec §2, How it works: Simple Code). The portal
 * fills in the customer's own key; the marketing page shows the placeholder.
 */
export const WIDGET_KEY_PLACEHOLDER = "YOUR_API_KEY";

export function widgetSnippet(widgetScriptUrl: string, key: string = WIDGET_KEY_PLACEHOLDER): string {
  return `<script src="${widgetScriptUrl}" data-key="${key}" async></script>`;
}
