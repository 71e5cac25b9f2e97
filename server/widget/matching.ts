import { stemmer as stemEn } from "@orama/stemmers/english";
import { stemmer as stemFr } from "@orama/stemmers/french";
import { stemmer as stemDe } from "@orama/stemmers/german";
import { stemmer as stemEs } from "@orama/stemmers/spanish";
import { stopwords as stopEn } from "@orama/stopwords/english";
import { stopwords as stopFr } from "@orama/stopwords/french";
import { stopwords as stopDe } from "@orama/stopwords/german";
import { stopwords as stopEs } from "@orama/stopwords/spanish";
import MiniSearch from "minisearch";
import type { WidgetLanguage } from "#contracts/widget.ts";

/**
 * Matching a visitor's question to a knowledge-base entry (the widget issue): BM25 over the entry's
 * question phrasings, title and answer, with the language's stemming and stop words, typo tolerance
 * and prefix search. One index per account and language; the caller rebuilds it when entries change.
 * When the best entry is an answer and when only a suggestion ("I'm not sure"): docs/widget.md,
 * "When the assistant is sure", chosen on the labelled set in fixtures/answer-set/.
 */

export type KnowledgeEntry = {
  id: string;
  title: string;
  /** Several phrasings of the question the entry answers. */
  questions: readonly string[];
  answer: string;
};

export type EntryMatch = {
  id: string;
  score: number;
  /** Share of the question's meaningful words that the entry contains, 0 to 1. */
  coverage: number;
};

export type MatchResult = {
  /** The best entry when it is a confident answer; otherwise undefined. */
  answer: EntryMatch | undefined;
  /** The closest entries, best first (for "did you mean" when there is no confident answer). */
  closest: EntryMatch[];
};

const STEMMERS: Record<WidgetLanguage, (word: string) => string> = {
  en: stemEn,
  de: stemDe,
  fr: stemFr,
  es: stemEs,
};
/**
 * Words visitors wrap a question in ("hi, I need…", "bitte"), which the stop-word lists keep: they
 * say nothing about which entry answers, and counted as content they made a question look half
 * covered by whatever entry happened to contain them.
 */
const CHATTER: Record<WidgetLanguage, string> = {
  en: "whats hows wheres cant dont im id ive get gets got want need please pls like hi hello hey thanks thank tell know now just many much per ok okay would could also still anything something",
  de: "bitte brauche brauchen braucht möchte möchten gerade viel viele hallo danke mal eigentlich gibt geht jetzt muss",
  fr: "bonjour merci voudrais svp stp veux besoin aussi maintenant est peux puis",
  es: "hola gracias quiero necesito querría ahora favor puedo podéis se",
};
const STOP_WORDS: Record<WidgetLanguage, ReadonlySet<string>> = {
  en: new Set([...stopEn, ...CHATTER.en.split(" ")]),
  de: new Set([...stopDe, ...CHATTER.de.split(" ")]),
  fr: new Set([...stopFr, ...CHATTER.fr.split(" ")]),
  es: new Set([...stopEs, ...CHATTER.es.split(" ")]),
};

/**
 * When the best entry is an answer rather than a suggestion: it holds more than half of the
 * question's words (stop words and chatter left out; a word with a digit the entry lacks counts
 * half, see `coverageOf`). "Can you ship to the moon?" keeps "ship" and "moon", the shipping entry
 * holds one of the two, so the visitor gets the closest entries and the offer to ask the team
 * instead. Chosen on half of the labelled set (fixtures/answer-set/) against a margin over the
 * runner-up, coverage weighted by each word's rarity, and both together, which did no better there
 * (docs/widget.md, "When the assistant is sure").
 */
export const CONFIDENT_COVERAGE = 0.5;
const CLOSEST_COUNT = 3;
/**
 * Words of a question that are searched; the rest is ignored. A visitor's question rarely has more
 * than a dozen that are not stop words; a 300-character flood of made-up words has 40 or more, each
 * a fuzzy walk of the whole vocabulary (docs/performance.md, "A flood of questions").
 */
export const MAX_QUERY_WORDS = 16;
/**
 * Terms of a question searched with typo tolerance, the costliest part of a search (a walk of the
 * whole vocabulary each): only words of 5+ letters that the index does not hold as they are.
 */
const MAX_FUZZY_TERMS = 2;
/**
 * Characters of an entry's phrasings and of its answer that are indexed. A real entry has far fewer
 * (ten phrasings of 50, an answer of 500); the allowed maximum (3,000 and 2,000 of made-up words)
 * made an index of 800,000 terms that took 15 s to build and 700 ms to search.
 */
export const MAX_INDEXED_CHARS = 600;

/** German compounds: a word this long also stands for its head ("Zahlungsmöglichkeiten" ~ "Zahlungsart"). */
const COMPOUND_MIN_LENGTH = 10;
const COMPOUND_HEAD_LENGTH = 5;

/**
 * Lower case, accents folded ("Rückgabe" and "Ruckgabe" meet), stop words dropped, then the language's
 * stem. German also drops the participle's "ge-" ("geliefert" meets "liefern") and indexes a long
 * compound's head beside the whole word; Snowball stemmers do neither.
 */
function termProcessor(language: WidgetLanguage) {
  const stem = STEMMERS[language];
  const stopWords = STOP_WORDS[language];
  return (term: string): string | string[] | null => {
    const lower = term.toLowerCase();
    if (stopWords.has(lower)) return null;
    let folded = lower.normalize("NFD").replace(/\p{Diacritic}/gu, "");
    if (folded.length < 2) return null;
    if (language !== "de") return stem(folded);
    if (folded.length >= 7 && folded.startsWith("ge")) folded = folded.slice(2);
    const whole = stem(folded);
    return folded.length >= COMPOUND_MIN_LENGTH ? [whole, folded.slice(0, COMPOUND_HEAD_LENGTH)] : whole;
  };
}

/** Words: letters and digits of any script, with the hyphens inside a word ("pre-order", "E-Bike"). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const wordsOf = (text: string) => text.match(WORD) ?? [];

/**
 * A hyphenated word is indexed as its parts and as one word ("pre-order": "pre", "order" and
 * "preorder"), so a visitor who writes it either way ("preorder", "e bike", "ebike") meets it.
 */
const tokenize = (text: string) =>
  wordsOf(text).flatMap((word) =>
    word.includes("-") ? [...word.split("-"), word.replaceAll("-", "")] : [word],
  );

export type AnswerIndex = {
  language: WidgetLanguage;
  /** Characters of text the index was built from: what a cache of indexes weighs it by. */
  indexedChars: number;
  match(question: string): MatchResult;
};

export function buildAnswerIndex(language: WidgetLanguage, entries: readonly KnowledgeEntry[]): AnswerIndex {
  const processTerm = termProcessor(language);
  const search = new MiniSearch<{ id: string; title: string; questions: string; answer: string }>({
    fields: ["questions", "title", "answer"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { questions: 3, title: 2, answer: 1 },
      // Typos: see `match`. Prefixes for the last word only, the one a visitor may not have finished:
      // on every word "kilos" found "kilometres" and counted as covered.
      fuzzy: false,
      prefix: (term, index, terms) => term.length >= 4 && index === terms.length - 1,
      combineWith: "OR",
    },
  });
  const documents = entries.map((entry) => ({
    id: entry.id,
    title: entry.title,
    questions: entry.questions.join("\n").slice(0, MAX_INDEXED_CHARS),
    answer: entry.answer.slice(0, MAX_INDEXED_CHARS),
  }));
  search.addAll(documents);
  /** Every term the index holds: what tells a typo or an unknown compound from a known word. */
  const vocabulary = new Set(
    documents
      .flatMap((entry) =>
        tokenize(`${entry.title}\n${entry.questions}\n${entry.answer}`).flatMap((word) => [
          processTerm(word) ?? [],
        ]),
      )
      .flat(),
  );
  const knownTerms = (part: string) =>
    [processTerm(part) ?? []].flat().filter((term) => vocabulary.has(term));

  return {
    language,
    indexedChars: documents.reduce(
      (sum, entry) => sum + entry.title.length + entry.questions.length + entry.answer.length,
      0,
    ),
    match(question) {
      const words = queryWords(question, processTerm);
      if (words.length === 0) return { answer: undefined, closest: [] };
      for (const word of words) {
        if (!word.terms.some((term) => vocabulary.has(term)))
          word.terms.push(...knownPart(word.word, knownTerms));
      }
      // The terms are processed already: searched as they are, one per word of the query string.
      const exactly = { tokenize: (query: string) => query.split(" "), processTerm: (term: string) => term };
      const terms = [...new Set(words.flatMap((word) => word.terms))];
      const typos = new Set(
        terms.filter((term) => term.length >= 5 && !vocabulary.has(term)).slice(0, MAX_FUZZY_TERMS),
      );
      const results = search
        .search(terms.join(" "), {
          ...exactly,
          fuzzy: (term) => (typos.has(term) ? 0.2 : false),
          // The last word's terms: the one a visitor may not have finished.
          prefix: (term) => term.length >= 4 && (words.at(-1)?.terms.includes(term) ?? false),
        })
        .slice(0, CLOSEST_COUNT);
      const closest = results.map((result) => ({
        id: String(result.id),
        score: result.score,
        coverage: coverageOf(words, new Set(result.queryTerms)),
      }));
      const [best] = closest;
      return { answer: best && best.coverage > CONFIDENT_COVERAGE ? best : undefined, closest };
    },
  };
}

/** A word of the question and the index terms any of which covers it. */
type QueryWord = { word: string; terms: string[]; optional: boolean };

/** Shortest part of an unknown word that is searched on its own: "phone" of "iPhone". */
const MIN_PART_LENGTH = 4;
/** Longer unknown words are not split (a made-up word of a flood costs nothing). */
const MAX_SPLIT_LENGTH = 24;

/**
 * The longest beginning or end of a word the index does not hold that it does hold as a word:
 * "iphone" holds "phone", "airplane" "plane", "Ratenkauf" "Raten". Compounds and brand prefixes
 * in every language; at most two checks per letter, so bounded like the rest of a question.
 */
function knownPart(word: string, known: (part: string) => string[]): string[] {
  const letters = word.replaceAll("-", "");
  if (letters.length > MAX_SPLIT_LENGTH) return [];
  for (let length = letters.length - 1; length >= MIN_PART_LENGTH; length -= 1) {
    const found = [...known(letters.slice(0, length)), ...known(letters.slice(-length))];
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The question's distinct words, each with its index terms (a long German compound has two, whole
 * and head; a hyphenated word its parts, "e-bike" one word), at most MAX_QUERY_WORDS of them: a
 * question's cost is bounded whatever it holds. A word with a digit (a height, an error code) is
 * `optional`: entries rarely repeat the visitor's own figures.
 */
function queryWords(question: string, processTerm: (term: string) => string | string[] | null): QueryWord[] {
  const process = (word: string) => [processTerm(word) ?? []].flat();
  return [...new Set(wordsOf(question.toLowerCase()))]
    .map((word) => {
      const terms = [...new Set(word.split("-").flatMap(process))];
      return { word, terms, optional: /\p{N}/u.test(word) };
    })
    .filter(({ terms }) => terms.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Share of the question's words an entry holds. An optional word the entry lacks counts half:
 * "I'm 178 cm tall, which size" is not held back by its 178, while "what's 17 times 23" is not
 * answered on its one word "times".
 */
function coverageOf(words: readonly QueryWord[], matched: ReadonlySet<string>): number {
  let counted = 0;
  let covered = 0;
  for (const { terms, optional } of words) {
    const holds = terms.some((term) => matched.has(term));
    covered += holds ? 1 : 0;
    counted += holds || !optional ? 1 : 0.5;
  }
  return counted === 0 ? 0 : covered / counted;
}
