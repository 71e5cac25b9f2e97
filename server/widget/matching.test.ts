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
    expect(index.match("is there an iphone app").closest[0]?.id).toBe("app");
  });

  it("does not read a few letters of an unknown word as a known word", () => {
    const index = buildAnswerIndex("en", [
      { id: "breaks", title: "Breaks", questions: ["When do you rest?"], answer: "We rest on Sundays." },
      { id: "phones", title: "Phones", questions: ["Do you repair phones?"], answer: "Yes, every make." },
    ]);
    // "rest" is the end of "Everest", but only four of its seven letters: a coincidence, not a part.
    expect(index.match("How tall is Mount Everest?").closest).toEqual([]);
    // "phone" is most of "iphone".
    expect(index.match("can you fix my iphone").closest[0]?.id).toBe("phones");
  });

  it("meets a synonym group in any form of its words, and WordNet's synonyms of a word's first sense only", () => {
    const vet = buildAnswerIndex("es", [
      { id: "precio", title: "Precios", questions: ["¿Qué precio tiene la consulta?"], answer: "35 €." },
      { id: "horario", title: "Horario", questions: ["¿Cuándo abrís?"], answer: "De 9 a 20 h." },
    ]);
    // The group says "cobrar"; the visitor writes "cobran".
    const { closest } = vet.match("¿Cuánto cobran por un gato?");
    expect(closest[0]?.id).toBe("precio");
    expect(closest[0]?.matched).toContain("cobran → precio");
    const plumber = buildAnswerIndex("en", [
      { id: "radiator", title: "Radiators", questions: ["Do you flush radiators?"], answer: "Yes, 180 £." },
      { id: "boiler", title: "Boilers", questions: ["Do you service boilers?"], answer: "Yes, 85 £." },
    ]);
    // "Flush" is a sense of "prime" ("in the flush of youth"), far from its first.
    expect(plumber.match("Who is the prime minister?").closest).toEqual([]);
  });

  it("finds the entry of a question with a figure, and does not answer on the figures alone", () => {
    const index = buildAnswerIndex("en", veloraEntriesEn);
    expect(index.match("which size for 178 cm").closest[0]?.id).toBe("frame-size");
    expect(index.match("what's 17 times 23").answer).toBeUndefined();
  });

  const workshop = [
    {
      id: "repair",
      title: "Repairs",
      questions: ["Do you repair bikes?"],
      answer: "Our workshop repairs every bike. It is closed on Mondays.",
    },
    {
      id: "rental",
      title: "Rental",
      questions: ["Can I rent a bike?"],
      answer: "City bikes cost 20 € a day, for at most 7 days.",
    },
    { id: "shop", title: "Our shop", questions: ["Where is the shop?"], answer: "At 12 Mill Street." },
  ];

  it("meets a synonym or another spelling of the knowledge base's word, and says which", () => {
    const index = buildAnswerIndex("en", workshop);
    const fix = index.match("can you fix my bicycle");
    expect(fix.closest[0]?.id).toBe("repair");
    expect(fix.closest[0]?.matched).toEqual(expect.arrayContaining(["fix → repair", "bicycle → bike"]));
    expect(index.match("how much to hire a bicycle").closest[0]?.id).toBe("rental");
    expect(index.match("where is your store").closest[0]?.id).toBe("shop");
  });

  it("meets a number written as a word, a typo, and a fact only the answer states", () => {
    const index = buildAnswerIndex("en", workshop);
    expect(index.match("can I keep it for seven days").closest[0]?.id).toBe("rental");
    expect(index.match("do you repiar e-bikes").closest[0]?.id).toBe("repair");
    expect(index.match("is the workshop open on monday").closest[0]?.id).toBe("repair");
  });

  it("never answers a question with the entry it was marked a counter-example of", () => {
    const taught = workshop.map((entry) =>
      entry.id === "repair" ? { ...entry, counterExamples: ["do you repair motorbikes"] } : entry,
    );
    expect(buildAnswerIndex("en", workshop).match("Do you repair motorbikes?").closest[0]?.id).toBe("repair");
    const { answer, closest } = buildAnswerIndex("en", taught).match("Do you repair motorbikes?");
    expect(answer).toBeUndefined();
    expect(closest.map((match) => match.id)).not.toContain("repair");
  });

  it("is more confident the more of the question's words one entry explains", () => {
    const index = buildAnswerIndex("en", workshop);
    const sure = index.match("can I rent a bike");
    const vague = index.match("can I rent a helicopter with a pilot for my wedding");
    expect(sure.answer?.id).toBe("rental");
    expect(vague.confidence).toBeLessThan(sure.confidence);
    expect(vague.answer).toBeUndefined();
  });

  it("is less sure of an entry that explains a single word of the question than of one that explains two", () => {
    const index = buildAnswerIndex("en", workshop);
    const two = index.match("do you rent bikes");
    const one = index.match("do you rent helicopters");
    expect(two.evidence?.singleWord).toBe(0);
    expect(one.evidence?.singleWord).toBe(1);
    expect(one.confidence).toBeLessThan(two.confidence);
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
