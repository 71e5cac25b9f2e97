import { describe, expect, it } from "vitest";
import { shopEntriesDe, visitorQuestionsDe } from "./fixtures/shop-de.ts";
import { shopEntriesEn, visitorQuestionsEn } from "./fixtures/shop-en.ts";
import { buildAnswerIndex } from "./matching.ts";

/** The widget issue's quality bar: at least 27 of 30 differently phrased questions find their entry. */
const REQUIRED_CORRECT = 27;

describe.each([
  ["English", buildAnswerIndex("en", shopEntriesEn), visitorQuestionsEn],
  ["German", buildAnswerIndex("de", shopEntriesDe), visitorQuestionsDe],
])("matching in %s", (_language, index, questions) => {
  it(`answers at least ${REQUIRED_CORRECT} of ${questions.length} visitor questions with the right entry`, () => {
    const wrong = questions.flatMap(([question, expected]) => {
      const found = index.match(question).answer?.id;
      return found === expected ? [] : [`${question} → ${found ?? "no answer"} (expected ${expected})`];
    });
    expect(questions).toHaveLength(30);
    expect(wrong.length, wrong.join("\n")).toBeLessThanOrEqual(questions.length - REQUIRED_CORRECT);
  });

  it("gives no confident answer to a question the knowledge base does not cover", () => {
    for (const question of [
      "What's the weather like on Mars tomorrow?",
      "Wer gewinnt die Fußball-WM?",
      "?!",
    ]) {
      expect(index.match(question).answer, question).toBeUndefined();
    }
  });
});

describe("buildAnswerIndex", () => {
  it("offers the closest entries, best first, when no answer is confident", () => {
    const index = buildAnswerIndex("en", shopEntriesEn);
    const { answer, closest } = index.match("voucher for my grandmother's birthday cake recipe party");
    expect(answer).toBeUndefined();
    expect(closest[0]?.id).toBe("discount");
  });

  it("answers nothing for an empty index or a question of stop words only", () => {
    expect(buildAnswerIndex("en", []).match("how long does shipping take").closest).toEqual([]);
    expect(buildAnswerIndex("en", shopEntriesEn).match("what is the").answer).toBeUndefined();
  });
});
