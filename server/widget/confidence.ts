/**
 * Whether the best entry is the answer or only a suggestion (decisions 0040 and 0047): the
 * probability that it is right, from the evidence of the ranking, by a logistic model fitted on the
 * tuning half of bench/answer-data/ (bench/fit-confidence.ts writes the coefficients below; run it
 * again after a change to the ranking). The entry is the answer when that probability reaches
 * `answerProbability`, which the same script chooses by cross-validation across the tuning
 * knowledge bases: the cut that answers the most paraphrases right while answering at most 7% of
 * the questions no entry answers, each base scored by a model that never saw it.
 */

/** What the ranking knows about its best entry and the one after it. */
export type BestTwo = {
  /** Share of the question's weight (rare words weigh more) the best entry explains, 0 to 1. */
  coverage: number;
  /** The same share among the words the knowledge base knows (itself, a synonym, a typo or a part of it). */
  knownCoverage: number;
  /** Share of the question's words the knowledge base does not know in any form. */
  unknownShare: number;
  /** Of what the best entry explains, the share it holds only in its answer, not its title or phrasings. */
  answerOnlyShare: number;
  /** How far the runner-up's score falls short of the best's, 0 (a tie) to 1 (no runner-up). */
  margin: number;
  /** Share of the question's weight the runner-up explains. */
  runnerUpCoverage: number;
  /** The rarest word of the question the best entry does not explain, 0 (none) to 1 (unknown to the base). */
  unexplainedRarest: number;
  /** The best entry's ranking score against the most a question of this weight could score, 0 to about 1. */
  scoreShare: number;
  /** 1 when the best entry explains a single word of the question, else 0. */
  singleWord: number;
};

export const FEATURES = [
  "coverage",
  "knownCoverage",
  "unknownShare",
  "answerOnlyShare",
  "margin",
  "runnerUpCoverage",
  "unexplainedRarest",
  "scoreShare",
  "singleWord",
] as const satisfies readonly (keyof BestTwo)[];

/** Fitted by bench/fit-confidence.ts on the tuning half; the intercept first, then FEATURES' order. */
export const CONFIDENCE_MODEL = {
  intercept: -1.746,
  weights: [1.029, 0.411, -0.305, 0.586, 1.171, 0.217, 0.248, 0.554, -0.388],
  answerProbability: 0.66,
} as const;

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function probabilityOf(
  evidence: BestTwo,
  model: { intercept: number; weights: readonly number[] } = CONFIDENCE_MODEL,
): number {
  let z = model.intercept;
  FEATURES.forEach((feature, index) => {
    z += (model.weights[index] ?? 0) * evidence[feature];
  });
  return sigmoid(z);
}

export function confidenceOf(evidence: BestTwo): { probability: number; confident: boolean } {
  const probability = probabilityOf(evidence);
  return { probability, confident: probability >= CONFIDENCE_MODEL.answerProbability };
}
