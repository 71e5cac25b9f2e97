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
const STOP_WORDS: Record<WidgetLanguage, ReadonlySet<string>> = {
  en: new Set(stopEn),
  de: new Set(stopDe),
  fr: new Set(stopFr),
  es: new Set(stopEs),
};

/**
 * When the best entry is an answer rather than a suggestion: it holds at least half of the question's
 * meaningful words, or at least a quarter of them while it stands well clear of the runner-up (a
 * question with chatter around one telling word: "I want to send back my jacket").
 */
export const CONFIDENT_COVERAGE = 0.5;
const CLEAR_LEAD_COVERAGE = 0.25;
const CLEAR_LEAD_RATIO = 2;
const CLOSEST_COUNT = 3;

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

function isConfident(best: EntryMatch, runnerUp: EntryMatch | undefined): boolean {
  if (best.coverage >= CONFIDENT_COVERAGE) return true;
  const clearLead = !runnerUp || best.score >= CLEAR_LEAD_RATIO * runnerUp.score;
  return best.coverage >= CLEAR_LEAD_COVERAGE && clearLead;
}

/** Words: letters and digits of any script; everything else separates. */
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export type AnswerIndex = {
  language: WidgetLanguage;
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
      // Typos: one edit in a word of 5+ letters; prefixes: a word being typed still finds its entry.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
    },
  });
  search.addAll(
    entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      questions: entry.questions.join("\n"),
      answer: entry.answer,
    })),
  );

  return {
    language,
    match(question) {
      const queryTerms = new Set(tokenize(question).flatMap((word) => processTerm(word) ?? []));
      if (queryTerms.size === 0) return { answer: undefined, closest: [] };
      const results = search.search(question).slice(0, CLOSEST_COUNT);
      const closest = results.map((result) => ({
        id: String(result.id),
        score: result.score,
        coverage: result.queryTerms.filter((term) => queryTerms.has(term)).length / queryTerms.size,
      }));
      const [best, runnerUp] = closest;
      return { answer: best && isConfident(best, runnerUp) ? best : undefined, closest };
    },
  };
}
