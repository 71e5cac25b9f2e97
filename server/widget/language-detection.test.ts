import { describe, expect, it } from "vitest";
import { LANGUAGE_QUESTIONS, UNTELLING_QUESTIONS } from "./fixtures/language-questions.ts";
import { detectQuestionLanguage } from "./language-detection.ts";

describe("a question's own language", () => {
  const detected = LANGUAGE_QUESTIONS.map(([language, question]) => ({
    language,
    question,
    found: detectQuestionLanguage(question),
  }));

  it("is never another language than the one it is written in: when unsure it says nothing", () => {
    const wrong = detected.filter(({ language, found }) => found !== undefined && found !== language);
    expect(wrong).toEqual([]);
  });

  it("is told for most short support questions in every language", () => {
    // 66 questions, 3 in each of 22 languages; measured with a lead of 1.2: 61 told and none wrong
    // (a lead of 1.05: 63, of 1.5: 59, of 2: 56; never a wrong one). The others are left undecided:
    // Danish and Norwegian, Russian and Ukrainian share most of a short question's letters.
    const told = detected.filter(({ language, found }) => found === language);
    expect(told.length).toBeGreaterThanOrEqual(61);
    const languagesTold = new Set(told.map(({ language }) => language));
    expect(languagesTold.size).toBe(22);
  });

  it("is not guessed from a question too short or too common to tell", () => {
    for (const question of UNTELLING_QUESTIONS)
      expect(detectQuestionLanguage(question), question).toBeUndefined();
  });

  it("is told from a few characters of Japanese or Chinese", () => {
    expect(detectQuestionLanguage("送料はいくら")).toBe("ja");
    expect(detectQuestionLanguage("运费多少")).toBe("zh");
  });
});
