import { stemmer as stemEn } from "@orama/stemmers/english";
import { stemmer as stemFr } from "@orama/stemmers/french";
import { stemmer as stemDe } from "@orama/stemmers/german";
import { stemmer as stemEs } from "@orama/stemmers/spanish";
import { stopwords as stopEn } from "@orama/stopwords/english";
import { stopwords as stopFr } from "@orama/stopwords/french";
import { stopwords as stopDe } from "@orama/stopwords/german";
import { stopwords as stopEs } from "@orama/stopwords/spanish";
import type { WidgetLanguage } from "#contracts/widget.ts";

/**
 * How the words of an entry and of a visitor's question become the terms the matcher compares
 * (matching.ts): lower case, accents folded, stop words dropped, the language's stem, and German
 * compounds with their parts. Index and question go through the same processing, so whatever joins
 * two forms joins them on both sides.
 */

const STEMMERS: Record<WidgetLanguage, (word: string) => string> = {
  en: stemEn,
  de: stemDe,
  fr: stemFr,
  es: stemEs,
};
/**
 * Words visitors wrap a question in ("hi, I need…", "bitte"), which the stop-word lists keep: they
 * say nothing about which entry answers, and counted as content they made a question look half
 * covered by whatever entry happened to contain them. With them the forms of "to do / to make" that
 * the lists lack: Spanish and English hold theirs (hacer, hago, hace; do, does, did), German only
 * "machen", French none, so "faire un essai" was a question of two words, one of them "faire".
 */
const CHATTER: Record<WidgetLanguage, string> = {
  en: "whats hows wheres cant dont im id ive get gets got want need please pls like hi hello hey thanks thank tell know now just many much per ok okay would could also still anything something",
  de: "bitte brauche brauchen braucht möchte möchten gerade viel viele hallo danke mal eigentlich gibt geht jetzt muss mache machst macht",
  fr: "bonjour merci voudrais svp stp veux besoin aussi maintenant est peux puis faire fais fait faites font faisons",
  es: "hola gracias quiero necesito querría ahora favor puedo podéis se",
};
const STOP_WORDS: Record<WidgetLanguage, ReadonlySet<string>> = {
  en: new Set([...stopEn, ...CHATTER.en.split(" ")]),
  de: new Set([...stopDe, ...CHATTER.de.split(" ")]),
  fr: new Set([...stopFr, ...CHATTER.fr.split(" ")]),
  es: new Set([...stopEs, ...CHATTER.es.split(" ")]),
};

/** German compounds: a word this long also stands for its beginning ("Zahlungsmöglichkeiten" ~ "Zahlungsart"). */
const COMPOUND_MIN_LENGTH = 10;
const COMPOUND_BEGINNING_LENGTH = 5;
/** A compound's head is at least this long ("Rad" of "Fahrrad"), and so is what comes before it. */
const HEAD_MIN_LENGTH = 3;
/**
 * Longer words are not searched for a head or known parts (a made-up word of a flood costs nothing);
 * the longest German words of a shop's vocabulary ("Zahlungsmöglichkeiten") are about 21 letters.
 */
export const MAX_SPLIT_LENGTH = 24;

/** A word's terms; the first is always the whole word's, the others stand for its parts. */
export type Terms = string | string[] | null;
export type TermProcessor = (word: string) => Terms;

/**
 * Lower case, accents folded ("Rückgabe" and "Ruckgabe" meet), stop words dropped, then the
 * language's stem. German also drops the participle's "ge-" ("geliefert" meets "liefern") and gives
 * a long word its first five letters beside the whole: Snowball stemmers do neither. A compound's
 * head is added by `compoundHeads`, once the knowledge base's words are known.
 */
export function termProcessor(language: WidgetLanguage): TermProcessor {
  const stopWords = STOP_WORDS[language];
  const stem = STEMMERS[language];
  return (word) => {
    const lower = word.toLowerCase();
    if (stopWords.has(lower)) return null;
    let folded = lower.normalize("NFD").replace(/\p{Diacritic}/gu, "");
    if (folded.length < 2) return null;
    if (language !== "de") return stem(folded);
    if (folded.length >= 7 && folded.startsWith("ge")) folded = folded.slice(2);
    const whole = stem(folded);
    return folded.length >= COMPOUND_MIN_LENGTH ? [whole, folded.slice(0, COMPOUND_BEGINNING_LENGTH)] : whole;
  };
}

/**
 * German compounds are head-final: the last part names what the compound is (working days are
 * days, a company bike is a bike). A German word's terms get its head, the longest ending of its
 * stem that `knownWords` (the stems the knowledge base holds as words of their own) holds:
 * "Werktage" → "Tage", "Fahrrad" and "Dienstrad" → "Rad", in the index and in a question alike, so a
 * visitor who asks about "Tage" meets the entry that says "Werktage". The stem's endings are looked
 * up, not each ending stemmed: Snowball changes only a word's end, which is its head's ("werktagen"
 * → "werktag" ends in "tag", the stem of "Tage"). At most a set lookup per letter. Other languages'
 * terms are returned as they are.
 */
export function compoundHeads(
  language: WidgetLanguage,
  knownWords: ReadonlySet<string>,
): (terms: Terms) => Terms {
  if (language !== "de") return (terms) => terms;
  const stopWords = STOP_WORDS[language];
  return (terms) => {
    const whole = Array.isArray(terms) ? terms[0] : terms;
    if (!whole || whole.length > MAX_SPLIT_LENGTH) return terms;
    for (let start = HEAD_MIN_LENGTH; start <= whole.length - HEAD_MIN_LENGTH; start += 1) {
      const head = whole.slice(start);
      if (knownWords.has(head) && !stopWords.has(head)) {
        const all = [terms ?? []].flat();
        return all.includes(head) ? all : [...all, head];
      }
    }
    return terms;
  };
}

/** Words: letters and digits of any script, with the hyphens inside a word ("pre-order", "E-Bike"). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
export const wordsOf = (text: string) => text.match(WORD) ?? [];

/**
 * A hyphenated word is indexed as its parts and as one word ("pre-order": "pre", "order" and
 * "preorder"), so a visitor who writes it either way ("preorder", "e bike", "ebike") meets it.
 */
export const tokenize = (text: string) =>
  wordsOf(text).flatMap((word) =>
    word.includes("-") ? [...word.split("-"), word.replaceAll("-", "")] : [word],
  );
