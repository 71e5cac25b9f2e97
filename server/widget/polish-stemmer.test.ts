import { describe, expect, it } from "vitest";
import { stemPolish } from "./polish-stemmer.ts";

describe("stemPolish", () => {
  it("joins a noun's cases, an adjective's forms and a verb's persons", () => {
    const stems = (words: string[]) => new Set(words.map(stemPolish));
    expect(stems(["sobota", "sobotę", "soboty"])).toEqual(new Set(["sobot"]));
    expect(stems(["włosy", "włosów", "włosami"])).toEqual(new Set(["włos"]));
    expect(stems(["zapłacę", "zapłacić"])).toEqual(new Set(["zapłac"]));
    expect(stems(["płatność", "płatności", "płatny"])).toEqual(new Set(["płatn"]));
  });

  it("leaves at least three letters, and words without an ending as they are", () => {
    expect(stemPolish("ale")).toBe("ale");
    expect(stemPolish("dom")).toBe("dom");
    expect(stemPolish("parking")).toBe("parking");
  });
});
