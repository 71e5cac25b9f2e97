/**
 * The languages the widget speaks and a knowledge base can be written in: the one list (decision
 * 0041). The panel's texts and the launcher's labels (texts.ts), the
 * database's column, the portal's selects and the matcher's analysis (server/widget/terms.ts) are
 * all keyed by it, so a language added here fails the typecheck until each has it.
 *
 * No zod here: the loader (web/widget/loader.ts, 6 KB budget) imports it.
 */
export const WIDGET_LANGUAGES = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "pt",
  "nl",
  "sv",
  "da",
  "no",
  "fi",
  "pl",
  "ru",
  "uk",
  "tr",
  "el",
  "hu",
  "ro",
  "id",
  "ar",
  "ja",
  "zh",
] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** What a knowledge base is written in until its owner says otherwise. */
export const DEFAULT_WIDGET_LANGUAGE: WidgetLanguage = "en";

/** Each language's name in English (the portal) and in itself (what a visitor recognises). */
export const LANGUAGE_NAMES: Record<WidgetLanguage, { english: string; native: string }> = {
  en: { english: "English", native: "English" },
  de: { english: "German", native: "Deutsch" },
  fr: { english: "French", native: "Français" },
  es: { english: "Spanish", native: "Español" },
  it: { english: "Italian", native: "Italiano" },
  pt: { english: "Portuguese", native: "Português" },
  nl: { english: "Dutch", native: "Nederlands" },
  sv: { english: "Swedish", native: "Svenska" },
  da: { english: "Danish", native: "Dansk" },
  no: { english: "Norwegian", native: "Norsk" },
  fi: { english: "Finnish", native: "Suomi" },
  pl: { english: "Polish", native: "Polski" },
  ru: { english: "Russian", native: "Русский" },
  uk: { english: "Ukrainian", native: "Українська" },
  tr: { english: "Turkish", native: "Türkçe" },
  el: { english: "Greek", native: "Ελληνικά" },
  hu: { english: "Hungarian", native: "Magyar" },
  ro: { english: "Romanian", native: "Română" },
  id: { english: "Indonesian", native: "Bahasa Indonesia" },
  ar: { english: "Arabic", native: "العربية" },
  ja: { english: "Japanese", native: "日本語" },
  zh: { english: "Chinese", native: "中文" },
};

/** Languages written right to left: the panel's page gets `dir="rtl"`. */
const RIGHT_TO_LEFT: readonly WidgetLanguage[] = ["ar"];

export function textDirection(language: WidgetLanguage): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.includes(language) ? "rtl" : "ltr";
}

export function isWidgetLanguage(value: string): value is WidgetLanguage {
  return (WIDGET_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Tags browsers and pages use for a language the list names otherwise: Bokmål and Nynorsk are
 * Norwegian, "in" is Indonesian's old code.
 */
const ALIASES: Record<string, WidgetLanguage> = { nb: "no", nn: "no", in: "id" };

/** The list's language of a BCP 47 tag ("pt-BR" → pt, "nb-NO" → no, "zh-Hant-TW" → zh), if any. */
export function widgetLanguageOf(tag: string | null | undefined): WidgetLanguage | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (isWidgetLanguage(base)) return base;
  return ALIASES[base];
}

/**
 * The visitor's language, first that names one of the list: the embed's `data-lang`, the host page's
 * `lang`, the browser's languages in the visitor's order, then the knowledge base's own language.
 */
export function resolveVisitorLanguage(sources: {
  embed?: string | null;
  page?: string | null;
  browser?: readonly string[];
  fallback: WidgetLanguage;
}): WidgetLanguage {
  for (const tag of [sources.embed, sources.page, ...(sources.browser ?? [])]) {
    const language = widgetLanguageOf(tag);
    if (language) return language;
  }
  return sources.fallback;
}
