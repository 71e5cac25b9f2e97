/**
 * The confidence rule's three figures on the labelled set (docs/widget.md; the set
 * is server/widget/fixtures/answer-set/): of the questions answered, the share answered with the
 * right entry; the share of in-scope questions answered; the share of out-of-scope questions told
 * "I'm not sure". Printed for the half the rule was chosen on, the other half, and the whole set;
 * false when the whole set misses a target. Called by bench/page-weight.ts (`npm run bench`).
 */
import {
  ANSWER_SET,
  ANSWER_TARGETS,
  type AnswerFigures,
  answerSetIndexes,
  measureAnswers,
} from "#server/widget/fixtures/answer-set/labelled-set.ts";

const FIGURES = ["precision", "answeredInScope", "unsureOutOfScope"] as const;
const LABELS: Record<(typeof FIGURES)[number], string> = {
  precision: "answered right",
  answeredInScope: "in scope answered",
  unsureOutOfScope: "out of scope unsure",
};

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function answerQuality(): boolean {
  const indexes = answerSetIndexes();
  const halves: [string, AnswerFigures][] = [
    [
      "chosen on",
      measureAnswers(
        ANSWER_SET.filter((question) => question.half === "tune"),
        indexes,
      ),
    ],
    [
      "checked on",
      measureAnswers(
        ANSWER_SET.filter((question) => question.half === "check"),
        indexes,
      ),
    ],
    ["whole set", measureAnswers(ANSWER_SET, indexes)],
  ];
  console.log(`\nanswer confidence (${ANSWER_SET.length} labelled questions, en de fr es)`);
  console.log(
    `${"".padEnd(22)}${halves.map(([name, f]) => `${name} (${f.questions})`.padStart(18)).join("")}   target`,
  );
  let ok = true;
  const whole = halves[2]?.[1];
  for (const figure of FIGURES) {
    const cells = halves.map(([, figures]) => percent(figures[figure]).padStart(18)).join("");
    const value = whole?.[figure] ?? 0;
    const missed = value < ANSWER_TARGETS[figure];
    ok &&= !missed;
    console.log(
      `${LABELS[figure].padEnd(22)}${cells}   ${percent(ANSWER_TARGETS[figure]).padStart(6)}${missed ? "  BELOW TARGET" : ""}`,
    );
  }
  if (process.env.ANSWER_MISTAKES) console.log(whole?.mistakes.join("\n"));
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(answerQuality() ? 0 : 1);
