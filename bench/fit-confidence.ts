/**
 * Fits the confidence model of server/widget/confidence.ts (decisions 0040 and 0047) on the tuning
 * half of bench/answer-data/ and writes its coefficients into that file:
 * `npx tsx bench/fit-confidence.ts` (`--dry` prints without writing). A logistic regression of "the
 * best entry is the right one" on the ranking's evidence (L2-regularised, gradient descent).
 *
 * The answer probability is chosen by cross-validation across the tuning knowledge bases: each
 * base's questions get the probability of a model fitted on the other bases only (as a knowledge
 * base the rule never saw would), and the cut is the one that answers the most of those paraphrases
 * right while answering at most MAX_WRONG_SHARE of their questions no entry answers. The figures it
 * prints for the cut are those out-of-base ones, so they say what to expect on new businesses. The
 * held-out half is never read.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { FEATURES, probabilityOf, sigmoid } from "#server/widget/confidence.ts";
import { askBench } from "./answer-data/run.ts";

/** Below the goal's 10%, so that what the cross-validation promises has some room on new bases. */
const MAX_WRONG_SHARE = 0.07;
const L2 = 0.02;
const STEPS = 6_000;
const RATE = 0.5;

type Sample = {
  x: number[];
  /** 1 when the best entry is the expected one. */
  y: 0 | 1;
  kind: "paraphrase" | "negative";
  base: string;
  question: string;
};

type Model = { intercept: number; weights: number[] };

function samples(): Sample[] {
  return askBench("tuning").map((q) => ({
    x: FEATURES.map((f) => q.evidence?.[f] ?? 0),
    y: q.bestIsRight ? 1 : 0,
    kind: q.expected === null ? "negative" : "paraphrase",
    base: q.base,
    question: q.question,
  }));
}

function fitLogistic(data: readonly Sample[]): Model {
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

const probability = (sample: Sample, model: Model) =>
  probabilityOf(Object.fromEntries(FEATURES.map((f, i) => [f, sample.x[i] ?? 0])) as never, model);

/** The figures of the goal at a cut, for questions each with its probability. */
function figuresAt(scored: readonly (Sample & { p: number })[], cut: number) {
  const paraphrases = scored.filter((s) => s.kind === "paraphrase");
  const negatives = scored.filter((s) => s.kind === "negative");
  return {
    right: paraphrases.filter((s) => s.p >= cut && s.y === 1).length / Math.max(1, paraphrases.length),
    wrong: negatives.filter((s) => s.p >= cut).length / Math.max(1, negatives.length),
  };
}

const data = samples();
const bases = [...new Set(data.map((s) => s.base))];
// Out-of-base probabilities: each base's questions scored by a model that never saw that base.
const outOfBase = bases.flatMap((base) => {
  const model = fitLogistic(data.filter((s) => s.base !== base));
  return data.filter((s) => s.base === base).map((s) => ({ ...s, p: probability(s, model) }));
});
let chosen = 0.5;
let best = { right: -1, wrong: 1 };
for (let cut = 0.3; cut <= 0.95; cut += 0.01) {
  const figures = figuresAt(outOfBase, cut);
  if (figures.wrong <= MAX_WRONG_SHARE && figures.right > best.right) {
    best = figures;
    chosen = Math.round(cut * 100) / 100;
  }
}
const model = fitLogistic(data);
const inSample = figuresAt(
  data.map((s) => ({ ...s, p: probability(s, model) })),
  chosen,
);
const round = (v: number) => Math.round(v * 1000) / 1000;
const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
console.log(
  `${data.length} tuning questions on ${bases.length} knowledge bases (${data.filter((s) => s.kind === "paraphrase").length} paraphrases, ${data.filter((s) => s.kind === "negative").length} without an answer)`,
);
console.log(
  FEATURES.map((f, i) => `${f} ${round(model.weights[i] ?? 0)}`).join(", "),
  `intercept ${round(model.intercept)}`,
);
console.log(
  `answer probability ${chosen}: across bases (each scored by a model fitted on the others) ${percent(best.right)} of paraphrases right, ${percent(best.wrong)} of the others answered; fitted on all, ${percent(inSample.right)} and ${percent(inSample.wrong)}`,
);
if (process.env.SHOW_CUTS)
  for (let cut = 0.3; cut <= 0.9; cut += 0.05) {
    const f = figuresAt(outOfBase, cut);
    console.log(`cut ${cut.toFixed(2)}: right ${percent(f.right)} wrong ${percent(f.wrong)}`);
  }
if (!process.argv.includes("--dry")) {
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
}
