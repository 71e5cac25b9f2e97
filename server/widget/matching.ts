import type { WidgetLanguage } from "#contracts/widget/index.ts";
import { type BestTwo, confidenceOf } from "./confidence.ts";
import { numberOf } from "./number-words.ts";
import { handGroups, synonymTable } from "./synonyms.ts";
import { compoundHeads, MAX_SPLIT_LENGTH, type Terms, termProcessor, tokenize, wordsOf } from "./terms.ts";

/**
 * Matching a visitor's question to a knowledge-base entry (decision 0039; docs/widget.md, "How an
 * answer is chosen"): BM25F over three fields of each entry, its title, its phrasings and its
 * answer, each with its own weight; words weighed by how rare they are in this knowledge base; the
 * language's stemming and stop words (terms.ts); numbers written as words; synonyms and spelling
 * variants (synonyms.ts); typos tolerated on words the knowledge base does not hold. Whether the
 * best entry is an answer or only a suggestion is a probability (confidence.ts) fitted on the
 * tuning half of bench/answer-data/. One index per account and language; the caller rebuilds it
 * when entries change.
 */

export type KnowledgeEntry = {
  id: string;
  title: string;
  /** Several phrasings of the question the entry answers. */
  questions: readonly string[];
  answer: string;
  /** Questions the customer marked as not answered by this entry: never answered with it again. */
  counterExamples?: readonly string[];
};

export type EntryMatch = {
  id: string;
  score: number;
  /** Share of the question's weight (its words, rare ones weighing more) that the entry explains, 0 to 1. */
  coverage: number;
  /** The question's words the entry explains, with the entry's word when it is another ("hire → rent"). */
  matched: string[];
};

export type MatchResult = {
  /** The best entry when it is a confident answer; otherwise undefined. */
  answer: EntryMatch | undefined;
  /** The closest entries, best first (for "did you mean" when there is no confident answer). */
  closest: EntryMatch[];
  /** The probability that the best entry is the right answer, 0 to 1. */
  confidence: number;
  /** What the confidence was computed from, when an entry was found at all. */
  evidence?: BestTwo;
};

const CLOSEST_COUNT = 3;
/**
 * Words of a question that are searched; the rest is ignored. A visitor's question rarely has more
 * than a dozen that are not stop words; a 300-character flood of made-up words has 40 or more, each
 * a fuzzy walk of the whole vocabulary (docs/decisions/0033-matching-threads-below-the-server.md).
 */
export const MAX_QUERY_WORDS = 16;
/** Words of a question searched with typo tolerance, a walk of the vocabulary each. */
const MAX_FUZZY_WORDS = 3;
/**
 * Characters of an entry's phrasings and of its answer that are indexed. A real entry has far fewer
 * (ten phrasings of 50, an answer of 500); the allowed maximum (3,000 and 2,000 of made-up words)
 * made an index of 800,000 terms that took 15 s to build and 700 ms to search.
 */
export const MAX_INDEXED_CHARS = 600;

/**
 * The ranking's constants, chosen on the tuning half of bench/answer-data/. A phrasing says what
 * the entry answers, so it weighs most; the title next; the answer is evidence too (a weekday, a
 * price, "the Benelux"), at a lower weight since it also mentions things in passing.
 */
export const RANKING = {
  fieldWeight: { title: 2, questions: 3, answer: 1.2 },
  /** BM25's length normalisation per field and its saturation of repeated words. */
  b: { title: 0.5, questions: 0.6, answer: 0.75 },
  k1: 1.2,
  /** How much a word found through a synonym, a typo or a known part counts beside the word itself. */
  synonym: 0.8,
  typo: 0.75,
  part: 0.6,
} as const;

const FIELDS = ["title", "questions", "answer"] as const;
type FieldTf = [title: number, questions: number, answer: number];
type Posting = { doc: number; tf: FieldTf };

export type AnswerIndex = {
  language: WidgetLanguage;
  /** Characters of text the index was built from: what a cache of indexes weighs it by. */
  indexedChars: number;
  match(question: string): MatchResult;
};

/** How a question's word meets the index: through which term, and how much that way counts. */
type Alternative = { term: string; weight: number; via: string };
type QueryWord = { word: string; rarity: number; alternatives: Alternative[] };

export function buildAnswerIndex(language: WidgetLanguage, entries: readonly KnowledgeEntry[]): AnswerIndex {
  const plainTerms = termProcessor(language);
  const fieldTexts = entries.map((entry) => ({
    title: entry.title,
    questions: entry.questions.join("\n").slice(0, MAX_INDEXED_CHARS).split("\n"),
    answer: entry.answer.slice(0, MAX_INDEXED_CHARS),
  }));
  // German compounds: a word's head is one of the knowledge base's own words (terms.ts).
  const knownWholes = new Set<string>();
  if (language === "de")
    for (const texts of fieldTexts)
      for (const word of tokenize(`${texts.title}\n${texts.questions.join("\n")}\n${texts.answer}`)) {
        const whole = wholeTerm(plainTerms(numberOf(language, word)));
        if (whole) knownWholes.add(whole);
      }
  const withHead = compoundHeads(language, knownWholes);
  const cache = new Map<string, string[]>();
  const analyse = (word: string): string[] => {
    const lower = word.toLowerCase();
    let terms = cache.get(lower);
    if (!terms) {
      terms = [withHead(plainTerms(numberOf(language, lower))) ?? []].flat();
      if (cache.size < 200_000) cache.set(lower, terms);
    }
    return terms;
  };

  const postings = new Map<string, Posting[]>();
  const lengths: FieldTf[] = [];
  fieldTexts.forEach((texts, doc) => {
    const counts = new Map<string, FieldTf>();
    const length: FieldTf = [0, 0, 0];
    const add = (field: 0 | 1 | 2, text: string, once: Set<string> | null) => {
      for (const word of tokenize(text)) {
        for (const term of analyse(word)) {
          length[field] += 1;
          if (once?.has(term)) continue;
          once?.add(term);
          const tf = counts.get(term) ?? [0, 0, 0];
          counts.set(term, tf);
          tf[field] += 1;
        }
      }
    };
    add(0, texts.title, null);
    // A phrasing counts a word once: ten phrasings that all say "price" are one entry about prices,
    // and the field's length is a phrasing's average, so an entry the customer taught many
    // phrasings is not diluted by them.
    for (const phrasing of texts.questions) add(1, phrasing, new Set());
    length[1] /= Math.max(1, texts.questions.length);
    add(2, texts.answer, null);
    lengths.push(length);
    for (const [term, tf] of counts) {
      const list = postings.get(term) ?? [];
      postings.set(term, list);
      list.push({ doc, tf });
    }
  });
  const count = entries.length;
  const averages = FIELDS.map((_, field) =>
    Math.max(1, lengths.reduce((sum, length) => sum + length[field as 0 | 1 | 2], 0) / Math.max(1, count)),
  );
  const idf = (term: string) => {
    const df = postings.get(term)?.length ?? 0;
    return Math.log(1 + (count - df + 0.5) / (df + 0.5));
  };
  // A word the knowledge base does not hold weighs as much as its rarest word (one entry holds it).
  const unknownRarity = Math.log(1 + (count - 0.5) / 1.5);
  const synonyms = synonymTable(language);
  const synonymsByTerm = handSynonymsByTerm(language, plainTerms);
  const counterExamples = entries.map((entry) =>
    (entry.counterExamples ?? []).map((question) => new Set(wordsOf(question).flatMap(analyse))),
  );

  /** The alternatives of one word of the question: its own terms, then synonyms, parts and typos. */
  function alternativesOf(word: string, fuzzyLeft: { count: number }): Alternative[] {
    const own = word.split("-").flatMap(analyse);
    if (own.length === 0) return [];
    const found = new Map<string, Alternative>();
    const offer = (term: string, weight: number, via: string) => {
      if (!postings.has(term)) return;
      const known = found.get(term);
      if (!known || known.weight < weight) found.set(term, { term, weight, via });
    };
    own.forEach((term, index) => {
      offer(term, index === 0 ? 1 : RANKING.part, term);
    });
    for (const synonym of [...synonymsOf(word, synonyms), ...(synonymsByTerm.get(own[0] ?? "") ?? [])])
      for (const term of analyse(synonym).slice(0, 1)) offer(term, RANKING.synonym, synonym);
    const whole = own[0] ?? "";
    if (!postings.has(whole)) {
      if (whole.length >= 5 && !/\p{N}/u.test(whole) && fuzzyLeft.count > 0) {
        fuzzyLeft.count -= 1;
        for (const term of nearTerms(whole, postings.keys())) offer(term, RANKING.typo, term);
      }
      for (const term of knownPart(word, analyse, postings, language === "de" ? 0 : MIN_PART_SHARE))
        offer(term, RANKING.part, term);
    }
    return [...found.values()];
  }

  return {
    language,
    indexedChars: fieldTexts.reduce(
      (sum, texts) =>
        sum +
        texts.title.length +
        texts.questions.reduce((all, q) => all + q.length, 0) +
        texts.answer.length,
      0,
    ),
    match(question) {
      const fuzzyLeft = { count: MAX_FUZZY_WORDS };
      const words: QueryWord[] = [];
      for (const word of new Set(wordsOf(question.toLowerCase()))) {
        if (words.length >= MAX_QUERY_WORDS) break;
        const own = word.split("-").flatMap(analyse);
        if (own.length === 0) continue;
        const alternatives = alternativesOf(word, fuzzyLeft);
        const ownTerm = own.find((term) => postings.has(term));
        // A word the knowledge base does not hold is as rare as its rarest: an entry that does not
        // explain it leaves one of the question's most telling words unexplained.
        const rarity = ownTerm ? idf(ownTerm) : unknownRarity;
        words.push({ word, rarity, alternatives });
      }
      if (words.length === 0 || count === 0) return { answer: undefined, closest: [], confidence: 0 };

      const scores = new Float64Array(count);
      const explained = new Float64Array(count);
      const explainedByAnswerOnly = new Float64Array(count);
      const matchedWords = new Map<number, string[]>();
      for (const { word, rarity, alternatives } of words) {
        const best = new Map<number, { score: number; weight: number; via: string; answerOnly: boolean }>();
        for (const { term, weight, via } of alternatives) {
          const termIdf = idf(term);
          for (const { doc, tf } of postings.get(term) ?? []) {
            const length = lengths[doc] as FieldTf;
            let weighted = 0;
            FIELDS.forEach((field, index) => {
              const i = index as 0 | 1 | 2;
              if (tf[i] === 0) return;
              const norm = 1 - RANKING.b[field] + (RANKING.b[field] * length[i]) / (averages[i] ?? 1);
              weighted += (RANKING.fieldWeight[field] * tf[i]) / norm;
            });
            const score = (weight * termIdf * weighted * (RANKING.k1 + 1)) / (RANKING.k1 + weighted);
            const known = best.get(doc);
            if (!known || known.score < score)
              best.set(doc, { score, weight, via, answerOnly: tf[0] === 0 && tf[1] === 0 });
          }
        }
        for (const [doc, found] of best) {
          scores[doc] = (scores[doc] ?? 0) + found.score;
          explained[doc] = (explained[doc] ?? 0) + rarity * found.weight;
          if (found.answerOnly)
            explainedByAnswerOnly[doc] = (explainedByAnswerOnly[doc] ?? 0) + rarity * found.weight;
          const shown = analyse(word)[0] === found.via ? word : `${word} → ${found.via}`;
          const list = matchedWords.get(doc);
          if (list) list.push(shown);
          else matchedWords.set(doc, [shown]);
        }
      }
      const questionTerms = new Set(words.flatMap(({ word }) => analyse(word)));
      const byScore = [...matchedWords.keys()].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
      const blocked = (doc: number) =>
        counterExamples[doc]?.some((example) => resembles(questionTerms, example)) ?? false;
      const ranked = byScore.filter((doc) => !blocked(doc)).slice(0, CLOSEST_COUNT);
      // The customer said the best entry does not answer this question: the next one is not sure
      // to either, unless the customer taught it this question as one of its phrasings.
      const overruled =
        byScore[0] !== undefined &&
        blocked(byScore[0]) &&
        !(fieldTexts[ranked[0] ?? -1]?.questions ?? []).some((phrasing) =>
          resembles(questionTerms, new Set(wordsOf(phrasing).flatMap(analyse))),
        );
      const weight = words.reduce((sum, word) => sum + word.rarity, 0);
      const closest: EntryMatch[] = ranked.map((doc) => ({
        id: entries[doc]?.id ?? "",
        score: scores[doc] ?? 0,
        coverage: (explained[doc] ?? 0) / weight,
        matched: matchedWords.get(doc) ?? [],
      }));
      const [first, second] = ranked;
      if (first === undefined) return { answer: undefined, closest, confidence: 0 };
      const explainedByFirst = new Set(
        (matchedWords.get(first) ?? []).map((shown) => shown.split(" → ")[0] ?? shown),
      );
      const known = words.filter((word) => word.alternatives.length > 0);
      const knownWeight = known.reduce((sum, word) => sum + word.rarity, 0);
      const evidence: BestTwo = {
        coverage: (explained[first] ?? 0) / weight,
        knownCoverage:
          knownWeight === 0
            ? 0
            : known.reduce((sum, word) => sum + (explainedByFirst.has(word.word) ? word.rarity : 0), 0) /
              knownWeight,
        unknownShare: 1 - known.length / words.length,
        answerOnlyShare: (explainedByAnswerOnly[first] ?? 0) / Math.max(1e-9, explained[first] ?? 0),
        margin: second === undefined ? 1 : 1 - (scores[second] ?? 0) / (scores[first] ?? 1),
        runnerUpCoverage: second === undefined ? 0 : (explained[second] ?? 0) / weight,
        unexplainedRarest:
          Math.max(
            0,
            ...words.filter((word) => !explainedByFirst.has(word.word)).map((word) => word.rarity),
          ) / unknownRarity,
        scoreShare: (scores[first] ?? 0) / ((RANKING.k1 + 1) * weight),
        singleWord: explainedByFirst.size === 1 ? 1 : 0,
      };
      const { probability, confident } = confidenceOf(evidence);
      return {
        answer: confident && !overruled ? closest[0] : undefined,
        closest,
        confidence: probability,
        evidence,
      };
    },
  };
}

/** A question resembles a counter-example when most of the words of either are in the other. */
function resembles(question: ReadonlySet<string>, example: ReadonlySet<string>): boolean {
  if (example.size === 0 || question.size === 0) return false;
  let shared = 0;
  for (const term of question) if (example.has(term)) shared += 1;
  return shared / Math.max(question.size, example.size) >= 0.75;
}

/** The term of a word as a whole (not its parts) among its terms, or null for a stop word. */
function wholeTerm(terms: Terms): string | null {
  return Array.isArray(terms) ? (terms[0] ?? null) : terms;
}

const handSynonymCache = new Map<WidgetLanguage, ReadonlyMap<string, readonly string[]>>();

/**
 * The hand-written synonym groups keyed by their words' terms (their stems), so that any form of a
 * word meets the group: "coûtent" and "coûté" meet "prix" as "coûte" does, "cobráis" meets "precio"
 * as "cobrar" does. Built once per language and thread.
 */
function handSynonymsByTerm(
  language: WidgetLanguage,
  terms: (word: string) => Terms,
): ReadonlyMap<string, readonly string[]> {
  let table = handSynonymCache.get(language);
  if (!table) {
    const built = new Map<string, string[]>();
    for (const group of handGroups(language))
      for (const word of group) {
        const term = wholeTerm(terms(word));
        if (!term) continue;
        const others = built.get(term) ?? [];
        built.set(term, others);
        for (const other of group) if (other !== word && !others.includes(other)) others.push(other);
      }
    table = built;
    handSynonymCache.set(language, table);
  }
  return table;
}

/**
 * A word's synonyms: the word's own, or those of its dictionary form when it is inflected
 * ("bikes", "renting", "repaired"): WordNet lists lemmas only.
 */
function synonymsOf(word: string, table: ReturnType<typeof synonymTable>): readonly string[] {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  if (word.endsWith("ing")) forms.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  if (word.endsWith("ed")) forms.push(word.slice(0, -2), word.slice(0, -1));
  for (const form of forms) {
    const found = table.get(form);
    if (found) return found;
  }
  return [];
}

/**
 * Terms of the vocabulary one edit from a word (two for words of 8 letters and more): a letter
 * changed, added, dropped or two swapped. Only for words the knowledge base does not hold, so a
 * known word ("bike") is never read as another ("like").
 */
function nearTerms(word: string, vocabulary: Iterable<string>): string[] {
  const allowed = word.length >= 8 ? 2 : 1;
  const found: string[] = [];
  for (const term of vocabulary) {
    if (Math.abs(term.length - word.length) > allowed || term.length < 4) continue;
    if (term[0] !== word[0] && term[1] !== word[1]) continue;
    if (editDistance(word, term, allowed) <= allowed) found.push(term);
  }
  return found;
}

/** Damerau-Levenshtein distance (adjacent swaps count one), cut short once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Shortest part of an unknown word that is searched on its own: "phone" of "iPhone". */
const MIN_PART_LENGTH = 4;
/**
 * And, but in German, at least this share of the word: "phone" is most of "iphone", while "rest" of
 * "Everest" is a coincidence of letters that made a mountain a question about breaks. German writes
 * its compounds as one word, so a known beginning or end of any length is likely a part there
 * ("Raten" of "Ratenkauf").
 */
export const MIN_PART_SHARE = 0.6;

/**
 * The longest beginning or end of a word the index does not hold that it does hold as a word:
 * "iphone" holds "phone", "Ratenkauf" "Raten". At most two checks per letter.
 */
function knownPart(
  word: string,
  analyse: (word: string) => string[],
  postings: ReadonlyMap<string, unknown>,
  minShare: number,
): string[] {
  const letters = word.replaceAll("-", "");
  if (letters.length > MAX_SPLIT_LENGTH) return [];
  const shortest = Math.max(MIN_PART_LENGTH, Math.ceil(letters.length * minShare));
  for (let length = letters.length - 1; length >= shortest; length -= 1) {
    const found = [
      ...analyse(letters.slice(0, length)).slice(0, 1),
      ...analyse(letters.slice(-length)).slice(0, 1),
    ].filter((term) => postings.has(term));
    if (found.length > 0) return found;
  }
  return [];
}
