import { stemmer as stemAr } from "@orama/stemmers/arabic";
import { stemmer as stemDa } from "@orama/stemmers/danish";
import { stemmer as stemNl } from "@orama/stemmers/dutch";
import { stemmer as stemEn } from "@orama/stemmers/english";
import { stemmer as stemFi } from "@orama/stemmers/finnish";
import { stemmer as stemFr } from "@orama/stemmers/french";
import { stemmer as stemDe } from "@orama/stemmers/german";
import { stemmer as stemEl } from "@orama/stemmers/greek";
import { stemmer as stemHu } from "@orama/stemmers/hungarian";
import { stemmer as stemId } from "@orama/stemmers/indonesian";
import { stemmer as stemIt } from "@orama/stemmers/italian";
import { stemmer as stemNo } from "@orama/stemmers/norwegian";
import { stemmer as stemPt } from "@orama/stemmers/portuguese";
import { stemmer as stemRo } from "@orama/stemmers/romanian";
import { stemmer as stemRu } from "@orama/stemmers/russian";
import { stemmer as stemEs } from "@orama/stemmers/spanish";
import { stemmer as stemSv } from "@orama/stemmers/swedish";
import { stemmer as stemTr } from "@orama/stemmers/turkish";
import { stemmer as stemUk } from "@orama/stemmers/ukrainian";
import { stopwords as stopAr } from "@orama/stopwords/arabic";
import { stopwords as stopDa } from "@orama/stopwords/danish";
import { stopwords as stopNl } from "@orama/stopwords/dutch";
import { stopwords as stopEn } from "@orama/stopwords/english";
import { stopwords as stopFi } from "@orama/stopwords/finnish";
import { stopwords as stopFr } from "@orama/stopwords/french";
import { stopwords as stopDe } from "@orama/stopwords/german";
import { stopwords as stopEl } from "@orama/stopwords/greek";
import { stopwords as stopHu } from "@orama/stopwords/hungarian";
import { stopwords as stopId } from "@orama/stopwords/indonesian";
import { stopwords as stopIt } from "@orama/stopwords/italian";
import { stopwords as stopJa } from "@orama/stopwords/japanese";
import { stopwords as stopZh } from "@orama/stopwords/mandarin";
import { stopwords as stopNo } from "@orama/stopwords/norwegian";
import { stopwords as stopPt } from "@orama/stopwords/portuguese";
import { stopwords as stopRo } from "@orama/stopwords/romanian";
import { stopwords as stopRu } from "@orama/stopwords/russian";
import { stopwords as stopEs } from "@orama/stopwords/spanish";
import { stopwords as stopSv } from "@orama/stopwords/swedish";
import { stopwords as stopTr } from "@orama/stopwords/turkish";
import { stopwords as stopUk } from "@orama/stopwords/ukrainian";
import type { WidgetLanguage } from "#contracts/widget/index.ts";
import { stemPolish } from "./polish-stemmer.ts";

/**
 * How the words of an entry and of a visitor's question become the terms the matcher compares
 * (matching.ts), per language (decision 0041): lower case, accents folded, stop words dropped, the
 * language's stem, and German compounds with their parts; Japanese and Chinese, written without
 * spaces, are cut into words by the runtime's dictionary (`Intl.Segmenter`). Index and question go
 * through the same processing, so whatever joins two forms joins them on both sides.
 */

/**
 * Snowball stemmers, and a light one of our own for Polish (polish-stemmer.ts); Japanese and
 * Chinese have none, and are matched on the segmenter's whole words.
 */
const STEMMERS: Record<WidgetLanguage, ((word: string) => string) | null> = {
  en: stemEn,
  de: stemDe,
  fr: stemFr,
  es: stemEs,
  it: stemIt,
  pt: stemPt,
  nl: stemNl,
  sv: stemSv,
  da: stemDa,
  no: stemNo,
  fi: stemFi,
  pl: stemPolish,
  ru: stemRu,
  uk: stemUk,
  tr: stemTr,
  el: stemEl,
  hu: stemHu,
  ro: stemRo,
  id: stemId,
  ar: stemAr,
  ja: null,
  zh: null,
};

/**
 * Polish function words: no stop-word list ships for Polish, so the commonest ones (conjunctions,
 * prepositions, pronouns, the forms of "to be"), which say nothing about which entry answers.
 */
const POLISH_STOP_WORDS =
  "a aby ale albo bo by być był była było co czy czyli dla do gdy gdzie i ich ile im ja jak jaka jaki jakie jako je jego jej jest jestem jeśli już ma mam mi mnie może mój moja moje na nad nie nich nim o od oraz po pod przez przy się są ta tak te tego tej ten tę to tu tutaj tylko w we wy z za ze że który która które którzy";

/**
 * Words visitors wrap a question in ("hi, I need…", "bitte"), which the stop-word lists keep: they
 * say nothing about which entry answers, and counted as content they made a question look half
 * covered by whatever entry happened to contain them. With them the forms of "to do / to make" that
 * the lists lack: Spanish and English hold theirs (hacer, hago, hace; do, does, did), German only
 * "machen", French none, so "faire un essai" was a question of two words, one of them "faire".
 * And the vague words a question leans on ("someone", "something", "possible", "quelque chose",
 * "alguien"), and French "comment", "combien", "pourquoi", which the French list lacks while the
 * others hold their "how", "how much", "why": each matched entries that happened to use them.
 * Written for the languages the answer set measures, and for Japanese and Chinese, whose lists
 * lack the segmenter's pieces of a polite request; the others have their lists alone.
 */
const CHATTER: Partial<Record<WidgetLanguage, string>> = {
  en: "whats hows wheres cant dont im id ive get gets got want need please pls like hi hello hey thanks thank tell know now just many much per ok okay would could also still anything something possible someone somebody anyone anybody thing things",
  de: "bitte brauche brauchen braucht möchte möchten gerade viel viele hallo danke mal eigentlich gibt geht jetzt muss mache machst macht jemand möglich",
  fr: "bonjour merci voudrais svp stp veux besoin aussi maintenant est peux puis faire fais fait faites font faisons combien quelque chose possible quelqu comment quoi pourquoi",
  es: "hola gracias quiero necesito querría ahora favor puedo podéis se alguien cosa",
  pl: POLISH_STOP_WORDS,
  // "…を知りたい", "教えてください": the segmenter's pieces of "I want to know", "please tell me".
  ja: "知 り たい 教え て ください 下さい ます ません でしょう 思い 思います ほしい 欲しい",
  zh: "请问 请 想 知道 你们 您 吗 呢 吧 告诉",
};
const LISTS: Record<WidgetLanguage, readonly string[]> = {
  en: stopEn,
  de: stopDe,
  fr: stopFr,
  es: stopEs,
  it: stopIt,
  pt: stopPt,
  nl: stopNl,
  sv: stopSv,
  da: stopDa,
  no: stopNo,
  fi: stopFi,
  pl: [],
  ru: stopRu,
  uk: stopUk,
  tr: stopTr,
  el: stopEl,
  hu: stopHu,
  ro: stopRo,
  id: stopId,
  ar: stopAr,
  ja: stopJa,
  zh: stopZh,
};
const stopWordsCache = new Map<WidgetLanguage, ReadonlySet<string>>();
/** A language's stop words, built the first time the language is used. */
function stopWordsOf(language: WidgetLanguage): ReadonlySet<string> {
  let words = stopWordsCache.get(language);
  if (!words) {
    const chatter = CHATTER[language]?.split(" ") ?? [];
    words = new Set([...LISTS[language], ...chatter].map((word) => word.toLowerCase()));
    stopWordsCache.set(language, words);
  }
  return words;
}

/**
 * How a language's words are folded. Latin scripts: accents folded before the stem, as visitors
 * often type without them ("Rückgabe" and "Ruckgabe" meet). Cyrillic, Greek and Arabic: after it,
 * as their stemmers read the letters accents make ("й", the Greek tonos, Arabic vowel marks) and a
 * visitor may type either way. Japanese and Chinese: not at all (a Japanese voicing mark is a
 * different sound), and a word may be one character long ("钱", money).
 */
type Script = "latin" | "other" | "cjk";
const SCRIPTS: Partial<Record<WidgetLanguage, Script>> = {
  ru: "other",
  uk: "other",
  el: "other",
  ar: "other",
  ja: "cjk",
  zh: "cjk",
};
const fold = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .normalize("NFC");

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

/**
 * A word's terms; the first is always the whole word's, the others stand for its parts or, for an
 * accented word, for the word as typed without its accents.
 */
export type Terms = string | string[] | null;
export type TermProcessor = (word: string) => Terms;

/**
 * Lower case, stop words dropped, the language's stem, accents folded ("Rückgabe" and "Ruckgabe"
 * meet): German folds before stemming; the other Latin-script languages stem the word as written
 * and add the term of its folded form when it differs. German also drops the participle's "ge-" ("geliefert" meets "liefern") and gives
 * a long word its first five letters beside the whole: Snowball stemmers do neither. A compound's
 * head is added by `compoundHeads`, once the knowledge base's words are known.
 */
export function termProcessor(language: WidgetLanguage): TermProcessor {
  const stopWords = stopWordsOf(language);
  const stem = STEMMERS[language] ?? ((word: string) => word);
  const script = SCRIPTS[language] ?? "latin";
  return (word) => {
    const lower = word.toLowerCase();
    if (stopWords.has(lower)) return null;
    if (script === "cjk") return lower;
    if (script === "other") return lower.length < 2 ? null : fold(stem(lower));
    let folded = lower.normalize("NFD").replace(/\p{Diacritic}/gu, "");
    if (folded.length < 2) return null;
    if (language !== "de") {
      // The stemmer's rules are written for the accented endings ("cobráis" → "cobr", "livrée" →
      // "livr"; folded first, "cobrais" stayed whole and "livree" became "livre", apart from
      // "livrer"): the word as written is stemmed, then folded, and a word with accents also gets
      // the term of its folded form, the one a visitor who types without them gets.
      const plain = stem(folded);
      if (folded === lower) return plain;
      const accented = fold(stem(lower));
      return accented === plain ? plain : [accented, plain];
    }
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
  const stopWords = stopWordsOf(language);
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
/** Scripts written without spaces between words: Han (Chinese, Japanese kanji) and kana. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const segmenters = {
  ja: new Intl.Segmenter("ja", { granularity: "word" }),
  zh: new Intl.Segmenter("zh", { granularity: "word" }),
};
/**
 * The words of a run without spaces, by the runtime's word dictionary ("送料はいくらですか" → 送料,
 * は, いくら, です, か). Japanese when the run holds kana, else Chinese: told by the text itself, so
 * an entry and a question in either language are cut alike whatever the caller's language.
 */
function segmentWords(run: string): string[] {
  const segmenter = KANA.test(run) ? segmenters.ja : segmenters.zh;
  return [...segmenter.segment(run)].flatMap((part) => (part.isWordLike ? [part.segment] : []));
}

export const wordsOf = (text: string) =>
  (text.match(WORD) ?? []).flatMap((word) => (UNSPACED.test(word) ? segmentWords(word) : [word]));

/**
 * A hyphenated word is indexed as its parts and as one word ("pre-order": "pre", "order" and
 * "preorder"), so a visitor who writes it either way ("preorder", "e bike", "ebike") meets it.
 */
export const tokenize = (text: string) =>
  wordsOf(text).flatMap((word) =>
    word.includes("-") ? [...word.split("-"), word.replaceAll("-", "")] : [word],
  );
