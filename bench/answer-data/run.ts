import type { BestTwo } from "#server/widget/confidence.ts";
import { buildAnswerIndex, type KnowledgeEntry, type MatchResult } from "#server/widget/matching.ts";
import { BENCH_KNOWLEDGE_BASES } from "./index.ts";
import type { BenchKnowledgeBase } from "./types.ts";

export type BenchKind = "paraphrase" | "near-miss" | "unrelated";

/** One question of the bench, asked: what was expected, what the matcher found, and how sure it was. */
export type AskedQuestion = {
  base: string;
  half: BenchKnowledgeBase["half"];
  kind: BenchKind;
  question: string;
  expected: string | null;
  result: MatchResult;
  /** Whether the best entry (answer or not) is the expected one: what the confidence model learns. */
  bestIsRight: boolean;
  evidence: BestTwo | undefined;
  ms: number;
};

export const entriesOf = (
  base: BenchKnowledgeBase,
  taught: readonly [string, string][] = [],
): KnowledgeEntry[] =>
  base.entries.map(([id, title, questions, answer]) => ({
    id,
    title,
    questions: [...questions, ...taught.filter(([, entry]) => entry === id).map(([question]) => question)],
    answer,
  }));

/**
 * How the customer's teaching is simulated: "none" asks every question of the base as written;
 * "before" and "after" ask only every other paraphrase (the second, fourth…) and every question no
 * entry answers, "after" once the others (the first, third…) were marked right, so that they are
 * phrasings of their entries, as the portal's "Right" makes them.
 */
export type Teaching = "none" | "before" | "after";

/** Asks every question of the bases of one half (or of both). */
export function askBench(half?: BenchKnowledgeBase["half"], teaching: Teaching = "none"): AskedQuestion[] {
  return BENCH_KNOWLEDGE_BASES.filter((base) => half === undefined || base.half === half).flatMap((base) => {
    const marked = base.paraphrases.filter((_, position) => position % 2 === 0);
    const asked =
      teaching === "none" ? base.paraphrases : base.paraphrases.filter((_, position) => position % 2 === 1);
    const index = buildAnswerIndex(base.language, entriesOf(base, teaching === "after" ? marked : []));
    const questions: [string, string | null, BenchKind][] = [
      ...asked.map(([q, id]): [string, string | null, BenchKind] => [q, id, "paraphrase"]),
      ...base.nearMisses.map((q): [string, string | null, BenchKind] => [q, null, "near-miss"]),
      ...base.unrelated.map((q): [string, string | null, BenchKind] => [q, null, "unrelated"]),
    ];
    // The first question to a new index pays for compiling the matcher's code paths, once per
    // thread in the server: asked before the timed ones.
    index.match(base.paraphrases[0]?.[0] ?? "");
    return questions.map(([question, expected, kind]) => {
      const started = performance.now();
      const result = index.match(question);
      const ms = performance.now() - started;
      return {
        base: base.name,
        half: base.half,
        kind,
        question,
        expected,
        result,
        bestIsRight: expected !== null && result.closest[0]?.id === expected,
        evidence: result.evidence,
        ms,
      };
    });
  });
}

/** The goal's figures for a set of asked questions. */
export function benchFigures(asked: readonly AskedQuestion[]) {
  const paraphrases = asked.filter((q) => q.kind === "paraphrase");
  const others = asked.filter((q) => q.kind !== "paraphrase");
  const right = paraphrases.filter((q) => q.result.answer?.id === q.expected).length;
  const wrongParaphrase = paraphrases.filter(
    (q) => q.result.answer && q.result.answer.id !== q.expected,
  ).length;
  const wrong = others.filter((q) => q.result.answer !== undefined).length;
  const times = asked.map((q) => q.ms).sort((a, b) => a - b);
  return {
    paraphrases: paraphrases.length,
    paraphrasesRight: paraphrases.length === 0 ? 1 : right / paraphrases.length,
    paraphrasesWrong: paraphrases.length === 0 ? 0 : wrongParaphrase / paraphrases.length,
    negatives: others.length,
    negativesAnswered: others.length === 0 ? 0 : wrong / others.length,
    p95Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0,
  };
}
