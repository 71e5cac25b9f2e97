import type { WidgetLanguage } from "#contracts/widget.ts";

/**
 * Numbers written as words, so "seven days" meets "7 days" and "zwölf Monate" meets "12 Monate":
 * the knowledge base and the question both go through `numberOf` before stemming. "One" and its
 * kin are left out: "un", "ein" and "uno" are also articles, and "which one" is no number.
 */
const WORDS: Partial<Record<WidgetLanguage, string>> = {
  en: "zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
  de: "null zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig",
  fr: "zéro deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt",
  es: "cero dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte",
};
const TENS: Partial<Record<WidgetLanguage, string>> = {
  en: "thirty forty fifty sixty seventy eighty ninety hundred",
  de: "dreißig vierzig fünfzig sechzig siebzig achtzig neunzig hundert",
  fr: "trente quarante cinquante soixante soixante-dix quatre-vingt quatre-vingt-dix cent",
  es: "treinta cuarenta cincuenta sesenta setenta ochenta noventa cien",
};

const tables = new Map<WidgetLanguage, ReadonlyMap<string, string>>();

function table(language: WidgetLanguage): ReadonlyMap<string, string> {
  let found = tables.get(language);
  if (!found) {
    const map = new Map<string, string>();
    const small = WORDS[language]?.split(" ") ?? [];
    small.forEach((word, index) => {
      map.set(word, String(index === 0 ? 0 : index + 1));
    });
    const tens = TENS[language]?.split(" ") ?? [];
    tens.forEach((word, index) => {
      map.set(word, String(index === 7 ? 100 : (index + 3) * 10));
    });
    found = map;
    tables.set(language, found);
  }
  return found;
}

/** The figure a number word stands for ("seven" → "7"), or the word as it was. */
export function numberOf(language: WidgetLanguage, word: string): string {
  return table(language).get(word.toLowerCase()) ?? word;
}
