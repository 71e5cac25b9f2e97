import { describe, expect, it } from "vitest";
import { blinkSchedule, eyelidAt, MOUTHS, mouthAt, visemeOf } from "./visemes.ts";

describe("visemeOf", () => {
  it.each([
    ["p", "closed"],
    ["m", "closed"],
    ["f", "lipTeeth"],
    ["D", "tongue"],
    ["S", "round"],
    ["tS", "round"],
    ["oU", "round"],
    ["u:", "round"],
    ["a#", "open"],
    ["A:", "open"],
    ["aI", "open"],
    ["i:", "wide"],
    ["E", "mid"],
    ["@", "mid"],
    ["t", "narrow"],
    ["n", "narrow"],
    ["_", "rest"],
    ["_:", "rest"],
  ])("maps espeak-ng's %s to %s", (phoneme, viseme) => {
    expect(visemeOf(phoneme)).toBe(viseme);
  });
});

describe("mouthAt", () => {
  const phonemes = [
    { start: 0, phoneme: "_" },
    { start: 0.1, phoneme: "m" },
    { start: 0.2, phoneme: "A:" },
    { start: 0.5, phoneme: "_" },
  ];

  it("rests before the first sound and after the last", () => {
    expect(mouthAt(phonemes, 0.05)).toEqual(MOUTHS.rest);
    expect(mouthAt(phonemes, 0.9)).toEqual(MOUTHS.rest);
  });

  it("holds each phoneme's shape once the transition into it is over", () => {
    expect(mouthAt(phonemes, 0.18)).toEqual(MOUTHS.closed);
    expect(mouthAt(phonemes, 0.4)).toEqual(MOUTHS.open);
  });

  it("eases from the previous shape at the start of a phoneme", () => {
    const during = mouthAt(phonemes, 0.23);
    expect(during.open).toBeGreaterThan(MOUTHS.closed.open);
    expect(during.open).toBeLessThan(MOUTHS.open.open);
  });
});

describe("blinks", () => {
  it("come every few seconds, the same for the same seed, each shut in its middle", () => {
    const blinks = blinkSchedule(30, 42);
    expect(blinkSchedule(30, 42)).toEqual(blinks);
    expect(blinks.length).toBeGreaterThanOrEqual(5);
    for (const [index, start] of blinks.entries()) {
      if (index > 0) expect(start - (blinks[index - 1] ?? 0)).toBeGreaterThanOrEqual(2.5);
      expect(eyelidAt(blinks, start + 0.075)).toBeCloseTo(1, 5);
      expect(eyelidAt(blinks, start + 0.2)).toBe(0);
    }
  });
});
