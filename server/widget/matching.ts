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
 * question's words (stop words and chatter left out). "Can you ship to the moon?" keeps "ship" and
 * "moon", the shipping entry holds one of the two, so the visitor gets the closest entries and the
 * offer to ask the team instead. Chosen on the labelled set against IDF-weighted coverage and a
 * margin over the runner-up, which did no better (docs/widget.md, "When the assistant is sure").
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

/** Words: letters and digits of any script; everything else separates. */
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

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

  return {
    language,
    indexedChars: documents.reduce(
      (sum, entry) => sum + entry.title.length + entry.questions.length + entry.answer.length,
      0,
    ),
    match(question) {
      // Each distinct word with its index terms (a long German compound has two: whole and head),
      // at most MAX_QUERY_WORDS of them: a question's cost is bounded whatever it holds.
      const words = [...new Set(tokenize(question).map((word) => word.toLowerCase()))]
        .map((word) => ({ word, terms: [processTerm(word) ?? []].flat() }))
        .filter(({ terms }) => terms.length > 0)
        .slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) return { answer: undefined, closest: [] };
      const exactly = {
        tokenize: (term: string) => [term],
        processTerm: (term: string) => term,
        prefix: false,
      };
      const typos = new Set(
        words
          .flatMap(({ terms }) => terms)
          .filter((term) => term.length >= 5 && search.search(term, exactly).length === 0)
          .slice(0, MAX_FUZZY_TERMS),
      );
      const results = search
        .search(words.map(({ word }) => word).join(" "), { fuzzy: (term) => (typos.has(term) ? 0.2 : false) })
        .slice(0, CLOSEST_COUNT);
      const closest = results.map((result) => {
        const matched = new Set(result.queryTerms);
        const covered = words.filter(({ terms }) => terms.some((term) => matched.has(term)));
        return { id: String(result.id), score: result.score, coverage: covered.length / words.length };
      });
      const [best] = closest;
      return { answer: best && best.coverage > CONFIDENT_COVERAGE ? best : undefined, closest };
    },
  };
}
