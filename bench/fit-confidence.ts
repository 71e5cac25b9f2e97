/**
 * Fits the confidence model of server/widget/confidence.ts (decision 0040) on the tuning half of
 * bench/answer-data/ and the tuning half of the shop's labelled set, and writes its coefficients
 * into that file: `npx tsx bench/fit-confidence.ts`. A logistic regression of "the best entry is
 * the right one" on the ranking's evidence (L2-regularised, gradient descent), then the answer
 * probability: the one that answers the most tuning paraphrases right while answering at most
 * MAX_WRONG_SHARE of the tuning questions no entry answers. The held-out half is never read.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { FEATURES, probabilityOf, sigmoid } from "#server/widget/confidence.ts";
import { ANSWER_SET, answerSetIndexes } from "#server/widget/fixtures/answer-set/labelled-set.ts";
import { askBench } from "./answer-data/run.ts";

const MAX_WRONG_SHARE = 0.06;
const L2 = 0.01;
const STEPS = 20_000;
const RATE = 0.5;

type Sample = { x: number[]; y: 0 | 1; kind: "paraphrase" | "negative" };

function samples(): Sample[] {
  const out: Sample[] = [];
  for (const q of askBench("tuning")) {
    if (!q.evidence) continue;
    out.push({
      x: FEATURES.map((f) => q.evidence?.[f] ?? 0),
      y: q.bestIsRight ? 1 : 0,
      kind: q.expected === null ? "negative" : "paraphrase",
    });
  }
  const indexes = answerSetIndexes();
  for (const q of ANSWER_SET.filter((question) => question.half === "tune")) {
    const result = indexes[q.language].match(q.question);
    if (!result.evidence) continue;
    out.push({
      x: FEATURES.map((f) => result.evidence?.[f] ?? 0),
      y: q.expected !== null && result.closest[0]?.id === q.expected ? 1 : 0,
      kind: q.expected === null ? "negative" : "paraphrase",
    });
  }
  return out;
}

function fitLogistic(data: Sample[]): { intercept: number; weights: number[] } {
  let intercept = 0;
  const weights = FEATURES.map(() => 0);
  for (let step = 0; step < STEPS; step += 1) {
    let gIntercept = 0;
    const g = weights.map(() => 0);
    for (const { x, y } of data) {
      const error = sigmoid(intercept + x.reduce((sum, v, i) => sum + v * (weights[i] ?? 0), 0)) - y;
      gIntercept += error;
      x.forEach((v, i) => {
        g[i] = (g[i] ?? 0) + error * v;
      });
    }
    intercept -= (RATE * gIntercept) / data.length;
    weights.forEach((w, i) => {
      weights[i] = w - RATE * ((g[i] ?? 0) / data.length + L2 * w);
    });
  }
  return { intercept, weights };
}

const data = samples();
const model = fitLogistic(data);
const scored = data.map((sample) => ({
  ...sample,
  p: probabilityOf({ ...Object.fromEntries(FEATURES.map((f, i) => [f, sample.x[i] ?? 0])) } as never, model),
}));
const negatives = scored.filter((s) => s.kind === "negative");
const paraphrases = scored.filter((s) => s.kind === "paraphrase");
let chosen = 0.5;
let bestRight = -1;
for (let cut = 0.05; cut <= 0.95; cut += 0.01) {
  const wrong = negatives.filter((s) => s.p >= cut).length / Math.max(1, negatives.length);
  const right = paraphrases.filter((s) => s.p >= cut && s.y === 1).length;
  if (wrong <= MAX_WRONG_SHARE && right > bestRight) {
    bestRight = right;
    chosen = Math.round(cut * 100) / 100;
  }
}
const round = (v: number) => Math.round(v * 1000) / 1000;
const block = `export const CONFIDENCE_MODEL = {
  intercept: ${round(model.intercept)},
  weights: [${model.weights.map(round).join(", ")}],
  answerProbability: ${chosen},
} as const;`;
const file = new URL("../server/widget/confidence.ts", import.meta.url);
const source = readFileSync(file, "utf8").replace(
  /export const CONFIDENCE_MODEL = \{[\s\S]*?\} as const;/,
  block,
);
writeFileSync(file, source);
console.log(
  `${data.length} tuning questions (${paraphrases.length} paraphrases, ${negatives.length} without an answer)`,
);
console.log(
  FEATURES.map((f, i) => `${f} ${round(model.weights[i] ?? 0)}`).join(", "),
  `intercept ${round(model.intercept)}`,
);
console.log(`answer probability ${chosen}: ${bestRight} paraphrases right on the tuning data`);
