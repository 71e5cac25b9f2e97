import { describe, expect, it } from "vitest";
import { veloraEntriesEn } from "./fixtures/answer-set/entries-en.ts";
import { shopEntriesDe, visitorQuestionsDe } from "./fixtures/shop-de.ts";
import { shopEntriesEn, visitorQuestionsEn } from "./fixtures/shop-en.ts";
import { buildAnswerIndex, MAX_QUERY_WORDS } from "./matching.ts";

/**
 * The widget's quality bar (docs/widget.md): at least 27 of 30 differently phrased questions find their entry,
 * as the answer or, when the assistant is not sure, first among the closest entries it offers
 * (a question with one of its two words in an entry is a suggestion).
 */
const REQUIRED_FOUND = 27;

describe.each([
  ["English", buildAnswerIndex("en", shopEntriesEn), visitorQuestionsEn],
  ["German", buildAnswerIndex("de", shopEntriesDe), visitorQuestionsDe],
])("matching in %s", (_language, index, questions) => {
  it(`finds the entry of at least ${REQUIRED_FOUND} of ${questions.length} visitor questions`, () => {
    const missed = questions.flatMap(([question, expected]) => {
      const { answer, closest } = index.match(question);
      const found = answer?.id ?? closest[0]?.id;
      return found === expected ? [] : [`${question} → ${found ?? "nothing"} (expected ${expected})`];
    });
    expect(questions).toHaveLength(30);
    expect(missed.length, missed.join("\n")).toBeLessThanOrEqual(questions.length - REQUIRED_FOUND);
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
  it("is not sure whether it ships to the moon, and offers the shipping entries instead", () => {
    const index = buildAnswerIndex("en", veloraEntriesEn);
    const { answer, closest } = index.match("Can you ship to the moon?");
    expect(answer).toBeUndefined();
    expect(closest.map((match) => match.id)).toContain("delivery-countries");
  });

  it("answers a question when most of its words are in one entry", () => {
    const index = buildAnswerIndex("en", veloraEntriesEn);
    expect(index.match("Do you ship to Denmark?").answer?.id).toBe("delivery-countries");
  });

  it("meets a hyphenated word written in one piece, and a known word inside an unknown one", () => {
    const index = buildAnswerIndex("en", veloraEntriesEn);
    // The entry says "pre-order"; the visitor "preorder". The entry says "phone"; the visitor "iPhone".
    expect(index.match("how does a preorder work").closest[0]?.id).toBe("pre-order");
    expect(index.match("is there an iphone app").answer?.id).toBe("app");
  });

  it("does not hold a figure the entry cannot know against it, nor answer on the figures alone", () => {
    const index = buildAnswerIndex("en", veloraEntriesEn);
    expect(index.match("which size for 178 cm").answer?.id).toBe("frame-size");
    expect(index.match("what's 17 times 23").answer).toBeUndefined();
  });

  it("counts a word the entry holds only in its answer as half a word", () => {
    const index = buildAnswerIndex("en", veloraEntriesEn);
    // "charge" is in the charging entry's phrasings, "bike" only in its answer ("on or off the bike").
    const { answer, closest } = index.match("can I charge my phone from the bike");
    expect(answer).toBeUndefined();
    expect(closest[0]).toMatchObject({ id: "battery-charging", coverage: 0.5 });
    // The same two words both in its phrasings: answered.
    expect(index.match("how do I charge the battery").answer?.id).toBe("battery-charging");
  });

  it("counts a mistyped or unfinished word by where the entry holds the word it was taken for", () => {
    const index = buildAnswerIndex("en", [
      {
        id: "charging",
        title: "Charging",
        questions: ["How do I charge the battery?"],
        answer: "Use the charger, on or off the bicycle.",
      },
      {
        id: "phone",
        title: "Phone app",
        questions: ["Is there a phone app?"],
        answer: "Yes, for iOS and Android.",
      },
    ]);
    // "bicyle" (a typo) and "bicyc" (unfinished) find "bicycle", which only the answer holds: half a
    // word, so "charge", "phone" and it make half the question, not two thirds.
    for (const question of ["charge phone bicyle", "charge phone bicyc"]) {
      const { answer, closest } = index.match(question);
      expect(answer, question).toBeUndefined();
      expect(closest[0], question).toMatchObject({ id: "charging", coverage: 0.5 });
    }
  });

  it("meets a German compound by its head, the part the knowledge base holds as a word", () => {
    const index = buildAnswerIndex("de", [
      {
        id: "leasing",
        title: "Leasing",
        questions: ["Kann ich ein Rad über meinen Arbeitgeber leasen?"],
        answer: "Ja, über JobRad.",
      },
      {
        id: "delivery",
        title: "Lieferzeit",
        questions: ["Wann kommt meine Bestellung?"],
        answer: "In 3 bis 5 Werktagen.",
      },
      { id: "returns", title: "Rückgabe", questions: ["Kann ich zurückgeben?"], answer: "Du hast 30 Tage." },
    ]);
    // "Dienstrad" is a kind of "Rad", which the leasing entry holds; the visitor's "Tage" meets the
    // delivery entry's "Werktagen" as well as the returns entry's "Tage".
    expect(index.match("Dienstrad über den Arbeitgeber?").answer?.id).toBe("leasing");
    expect(index.match("wie viele Tage bis zur Lieferung").answer?.id).toBe("delivery");
  });

  it("searches a German compound it does not hold by its known beginning as well as its known head", () => {
    const index = buildAnswerIndex("de", [
      { id: "financing", title: "Finanzierung", questions: ["Kann ich in Raten zahlen?"], answer: "Ja." },
      { id: "cancel", title: "Storno", questions: ["Kann ich vom Kauf zurücktreten?"], answer: "Ja." },
    ]);
    // "Kauf" is known, but "Ratenkauf" is not: "Raten" is searched too, the rarer of the two.
    expect(index.match("Ratenkauf").closest.map((match) => match.id)).toContain("financing");
  });

  it("does not count the verb 'to do / to make' as a word of the question", () => {
    const fr = buildAnswerIndex("fr", [
      {
        id: "test-ride",
        title: "Essai",
        questions: ["Puis-je essayer un vélo ?"],
        answer: "Réservez un essai.",
      },
      {
        id: "repair",
        title: "Réparation",
        questions: ["Où faire réparer mon vélo ?"],
        answer: "À l'atelier.",
      },
    ]);
    expect(fr.match("est-ce que je peux faire un essai").answer?.id).toBe("test-ride");
  });

  it("offers the closest entries, best first, when no answer is confident", () => {
    const index = buildAnswerIndex("en", shopEntriesEn);
    const { answer, closest } = index.match("voucher for my grandmother's birthday cake recipe party");
    expect(answer).toBeUndefined();
    expect(closest[0]?.id).toBe("discount");
  });

  it(`searches the first ${MAX_QUERY_WORDS} words of a question and ignores the rest`, () => {
    const index = buildAnswerIndex("en", shopEntriesEn);
    const filler = Array.from(
      { length: MAX_QUERY_WORDS },
      (_, i) => `zzfiller${String.fromCharCode(97 + i)}`,
    );
    expect(index.match(["voucher", ...filler].join(" ")).closest[0]?.id).toBe("discount");
    expect(index.match([...filler, "voucher"].join(" ")).closest).toEqual([]);
  });

  it("answers nothing for an empty index or a question of stop words only", () => {
    expect(buildAnswerIndex("en", []).match("how long does shipping take").closest).toEqual([]);
    expect(buildAnswerIndex("en", shopEntriesEn).match("what is the").answer).toBeUndefined();
  });
});
