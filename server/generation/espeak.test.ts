import { describe, expect, it } from "vitest";
import { ESPEAK_INSTALL_HINT, speechAvailable, synthesize } from "./espeak.ts";

/**
 * The synthesiser's timings: every word of the text, in order, with its punctuation, at the sample
 * where espeak-ng started it; checked against the sound itself (silence just before a word that
 * follows a pause, the voice just after it).
 */
if (!speechAvailable()) throw new Error(`These tests need libespeak-ng. ${ESPEAK_INSTALL_HINT}`);

/** Root mean square of the samples in [from, to) seconds, 0 to 1. */
function loudness(pcm: Buffer, sampleRate: number, from: number, to: number): number {
  let sum = 0;
  let count = 0;
  for (
    let sample = Math.max(0, Math.floor(from * sampleRate));
    sample < Math.floor(to * sampleRate);
    sample++
  ) {
    if (sample * 2 + 1 >= pcm.length) break;
    const value = pcm.readInt16LE(sample * 2) / 32768;
    sum += value * value;
    count++;
  }
  return count ? Math.sqrt(sum / count) : 0;
}

describe("synthesize", () => {
  it("times every written word in order, keeping punctuation and tokens spoken as several words", () => {
    const text = "Hello world, we open at 9:30. Öffnungszeiten: heute!";
    const speech = synthesize(text, "en-us+f3");
    expect(speech.words.map((word) => word.text)).toEqual(text.split(" "));
    for (const [index, word] of speech.words.entries()) {
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      if (index > 0) expect(word.start).toBeGreaterThan(speech.words[index - 1]?.start ?? 0);
    }
    expect(speech.durationSeconds).toBeCloseTo(speech.pcm.length / 2 / speech.sampleRate, 6);
    expect(speech.phonemes.length).toBeGreaterThan(speech.words.length);
  });

  it("starts a word after a pause where the sound starts again", () => {
    const speech = synthesize("The shop is closed. Parking is free. Returns are easy.", "en-us+m3");
    const afterPauses = speech.words.filter((word) => word.text === "Parking" || word.text === "Returns");
    expect(afterPauses).toHaveLength(2);
    for (const word of afterPauses) {
      const before = loudness(speech.pcm, speech.sampleRate, word.start - 0.05, word.start);
      const after = loudness(speech.pcm, speech.sampleRate, word.start, word.start + 0.1);
      expect(before).toBeLessThan(0.01);
      expect(after).toBeGreaterThan(0.03);
    }
  });

  it("speaks German, French and Spanish voices with their own words", () => {
    for (const [voice, text] of [
      ["de+f3", "Wir öffnen um neun Uhr."],
      ["fr+m3", "Nous ouvrons à neuf heures."],
      ["es+f4", "Abrimos a las nueve."],
    ] as const) {
      expect(synthesize(text, voice).words.map((word) => word.text)).toEqual(text.split(" "));
    }
  });
});
