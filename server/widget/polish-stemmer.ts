/**
 * A light stemmer for Polish, which no package on the registry ships for Node 20 (Snowball's
 * algorithm is packaged only for Node 22 and later): the longest of Polish's inflectional endings
 * is cut off, leaving at least three letters, so the cases of a noun ("sobota", "sobotę", "soboty"),
 * an adjective's forms and a verb's persons and past meet ("zapłacę", "zapłacić"). It cuts no
 * derivational ending but the abstract noun's "-ość" ("płatność", "płatności", "płatny" meet as
 * "płatn"). Light stemmers of this kind are what search engines use for Polish where no dictionary
 * is at hand; a dictionary-based lemmatiser would also join alternations ("miesiąc", "miesięcy").
 */

/** Polish inflectional endings, longest first, so that "-ami" is cut before "-i". */
const ENDINGS = [
  "ościami",
  "ościach",
  "ością",
  "ości",
  "ość",
  "iami",
  "iach",
  "ecie",
  "icie",
  "ycie",
  "ami",
  "ach",
  "ego",
  "emu",
  "ymi",
  "imi",
  "ych",
  "ich",
  "owi",
  "emy",
  "imy",
  "ymy",
  "esz",
  "isz",
  "ysz",
  "ała",
  "ało",
  "ali",
  "ały",
  "iła",
  "iło",
  "ili",
  "iły",
  "yła",
  "yło",
  "yli",
  "yły",
  "om",
  "ów",
  "em",
  "ej",
  "ym",
  "im",
  "ie",
  "ią",
  "ię",
  "ać",
  "eć",
  "ić",
  "yć",
  "uć",
  "ał",
  "ił",
  "ył",
  "ę",
  "ą",
  "a",
  "e",
  "i",
  "o",
  "u",
  "y",
  "ć",
] as const;

const MIN_STEM = 3;

export function stemPolish(word: string): string {
  for (const ending of ENDINGS)
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM)
      return word.slice(0, -ending.length);
  return word;
}
