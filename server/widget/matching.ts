import MiniSearch from "minisearch";
import type { WidgetLanguage } from "#contracts/widget.ts";
import {
  compoundHeads,
  MAX_SPLIT_LENGTH,
  type TermProcessor,
  type Terms,
  termProcessor,
  tokenize,
  wordsOf,
} from "./terms.ts";

/**
 * Matching a visitor's question to a knowledge-base entry (docs/widget.md): BM25 over the entry's
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

/**
 * When the best entry is an answer rather than a suggestion: it holds more than half of the
 * question's words (stop words and chatter left out; a word it holds only in its answer counts half,
 * and so does a word with a digit it lacks, see `coverageOf`). "Can you ship to the moon?" keeps
 * "ship" and "moon", the shipping entry holds one of the two, so the visitor gets the closest entries
 * and the offer to ask the team instead. Chosen on half of the labelled set (fixtures/answer-set/)
 * and checked on the other; docs/widget.md ("When the assistant is sure") lists every rule tried,
 * with its figures on both halves.
 */
export const CONFIDENT_COVERAGE = 0.5;
const CLOSEST_COUNT = 3;
/**
 * Words of a question that are searched; the rest is ignored. A visitor's question rarely has more
 * than a dozen that are not stop words; a 300-character flood of made-up words has 40 or more, each
 * a fuzzy walk of the whole vocabulary (docs/decisions/0033-matching-threads-below-the-server.md).
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

export type AnswerIndex = {
  language: WidgetLanguage;
  /** Characters of text the index was built from: what a cache of indexes weighs it by. */
  indexedChars: number;
  match(question: string): MatchResult;
};

export function buildAnswerIndex(language: WidgetLanguage, entries: readonly KnowledgeEntry[]): AnswerIndex {
  const documents = entries.map((entry) => ({
    id: entry.id,
    title: entry.title,
    questions: entry.questions.join("\n").slice(0, MAX_INDEXED_CHARS),
    answer: entry.answer.slice(0, MAX_INDEXED_CHARS),
  }));
  /** Each distinct word's terms without compound heads: what a head must be one of. */
  const plainTerms = termProcessor(language);
  const plain = [
    ...new Set(documents.flatMap((entry) => tokenize(`${entry.title}\n${entry.questions}\n${entry.answer}`))),
  ].map(plainTerms);
  const withHead = compoundHeads(language, new Set(plain.flatMap((terms) => wholeTerm(terms) ?? [])));
  const processTerm = (word: string) => withHead(plainTerms(word));
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
  search.addAll(documents);
  /** Every term the index holds: what tells a typo or an unknown compound from a known word. */
  const vocabulary = new Set(plain.flatMap((terms) => [withHead(terms) ?? []].flat()));
  const knownTerms = (part: string) => [plainTerms(part) ?? []].flat().filter((term) => vocabulary.has(term));

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
        // A word whose own form the index lacks (its head may be known: "Ratenkauf", "Kauf") is also
        // searched by its known parts ("Raten").
        if (!word.own.some((term) => vocabulary.has(term)))
          word.terms.push(...knownPart(word.word, knownTerms));
      }
      // The terms are processed already: searched as they are, one per word of the query string.
      const exactly = { tokenize: (query: string) => query.split(" "), processTerm: (term: string) => term };
      const terms = [...new Set(words.flatMap((word) => word.terms))];
      const typos = new Set(
        terms.filter((term) => term.length >= 5 && !vocabulary.has(term)).slice(0, MAX_FUZZY_TERMS),
      );
      // The last word's terms: the one a visitor may not have finished.
      const unfinished = (term: string) => term.length >= 4 && (words.at(-1)?.terms.includes(term) ?? false);
      const results = search
        .search(terms.join(" "), {
          ...exactly,
          fuzzy: (term) => (typos.has(term) ? 0.2 : false),
          prefix: unfinished,
        })
        .slice(0, CLOSEST_COUNT);
      const closest = results.map((result) => ({
        id: String(result.id),
        score: result.score,
        coverage: coverageOf(
          words,
          new Set(result.queryTerms),
          fieldsOfWords(words, result.match, { typos, unfinished }),
        ),
      }));
      const [best] = closest;
      return { answer: best && best.coverage > CONFIDENT_COVERAGE ? best : undefined, closest };
    },
  };
}

/** The term of a word as a whole (not its parts) among its terms, or null for a stop word. */
function wholeTerm(terms: Terms): string | null {
  return Array.isArray(terms) ? (terms[0] ?? null) : terms;
}

/**
 * A word of the question: the index terms any of which covers it, and among them its own, the
 * whole word's (each part's, for a hyphenated word), which tell a word the index holds from one
 * it only holds parts of.
 */
type QueryWord = { word: string; terms: string[]; own: string[]; optional: boolean };

/** Shortest part of an unknown word that is searched on its own: "phone" of "iPhone". */
const MIN_PART_LENGTH = 4;

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
 * The question's distinct words, each with its index terms (a long German compound has its
 * beginning and head beside the whole; a hyphenated word its parts, "e-bike" one word), at most
 * MAX_QUERY_WORDS of them: a question's cost is bounded whatever it holds. A word with a digit (a
 * height, an error code) is `optional`: entries rarely repeat the visitor's own figures.
 */
function queryWords(question: string, processTerm: TermProcessor): QueryWord[] {
  return [...new Set(wordsOf(question.toLowerCase()))]
    .map((word) => {
      const parts = word.split("-").map(processTerm);
      const terms = [...new Set(parts.flatMap((part) => [part ?? []].flat()))];
      const own = parts.flatMap((part) => wholeTerm(part) ?? []);
      return { word, terms, own, optional: /\p{N}/u.test(word) };
    })
    .filter(({ terms }) => terms.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Where an entry holds each word of the question: the fields ("questions", "title", "answer") of
 * the index terms it matched. MiniSearch names the terms found in the entry, which for an unfinished
 * last word ("deliv" → "delivery") or a typo differ from the term searched: a found term that begins
 * with an unfinished term counts for that word, any other for the words searched with typos.
 */
function fieldsOfWords(
  words: readonly QueryWord[],
  match: Record<string, string[]>,
  searched: { typos: ReadonlySet<string>; unfinished: (term: string) => boolean },
): string[][] {
  const searchedTerms = new Set(words.flatMap((word) => word.terms));
  const unfinished = [...searchedTerms].filter(searched.unfinished);
  const derived = Object.keys(match).filter((term) => !searchedTerms.has(term));
  const ofTypos = derived.filter((term) => !unfinished.some((prefix) => term.startsWith(prefix)));
  return words.map(({ terms }) =>
    terms.flatMap((term) => [
      ...(match[term] ?? []),
      ...(searched.typos.has(term) ? ofTypos : []).flatMap((other) => match[other] ?? []),
      ...(searched.unfinished(term) ? derived.filter((other) => other.startsWith(term)) : []).flatMap(
        (other) => match[other] ?? [],
      ),
    ]),
  );
}

/**
 * Share of the question's words an entry holds. A word the entry holds only in its answer, not in
 * its title or phrasings, counts half: an answer says more than the question it answers ("the
 * Benelux", "30 days", "on or off the bike"), and a word it mentions in passing does not make it
 * the answer to a question about that word: "can I charge my phone from the bike" holds "charge"
 * in the charging entry's phrasings and "bike" only in its answer, so it is not sure. An optional
 * word the entry lacks counts half: "which size for 178 cm" is not held back by its 178, while
 * "what's 17 times 23" is not answered on its one word "times".
 */
function coverageOf(
  words: readonly QueryWord[],
  matched: ReadonlySet<string>,
  fields: readonly (readonly string[])[],
): number {
  let counted = 0;
  let covered = 0;
  words.forEach(({ terms, optional }, index) => {
    const holds = terms.some((term) => matched.has(term));
    const found = fields[index] ?? [];
    const inAnswerOnly = found.length > 0 && found.every((field) => field === "answer");
    covered += !holds ? 0 : inAnswerOnly ? 0.5 : 1;
    counted += holds || !optional ? 1 : 0.5;
  });
  return counted === 0 ? 0 : covered / counted;
}
