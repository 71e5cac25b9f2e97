import { describe, expect, it } from "vitest";
import { captionsOf, captionsVersion, readingPaceCues } from "./captions.ts";

const ANSWER = "Send anything back within 30 days for a full refund. The return label is free, always.";

describe("captionsOf: the captions made for a clip", () => {
  it("quickens a reading pace longer than the clip to fit it, so every cue can be saved as it is", () => {
    expect(readingPaceCues(ANSWER).at(-1)?.end).toBeGreaterThan(4);
    const { cues, edited } = captionsOf({ answer: ANSWER }, { cues: null, speech: [], durationSeconds: 2 });
    expect(edited).toBe(false);
    expect(cues.map((cue) => cue.text).join(" ")).toBe(ANSWER);
    for (const cue of cues) {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(2);
    }
  });

  it("keeps cues timed to the voice where they are, ending the last one with the clip", () => {
    const { cues } = captionsOf(
      { answer: "Hello there." },
      { cues: null, speech: [{ start: 0.4, end: 1.9 }], durationSeconds: 2 },
    );
    expect(cues).toEqual([{ start: 0.4, end: 2, text: "Hello there." }]);
  });

  it("gives the customer's own cues back untouched", () => {
    const own = [{ start: 0, end: 9, text: "Mine." }];
    expect(captionsOf({ answer: ANSWER }, { cues: own, speech: null, durationSeconds: 2 })).toEqual({
      cues: own,
      edited: true,
    });
  });
});

describe("captionsVersion: the captions' URL changes with what they say", () => {
  const clip = { cues: null, speech: [{ start: 0.2, end: 3.8 }], durationSeconds: 4 };
  const corrected = { ...clip, cues: [{ start: 0.5, end: 2.5, text: "Send it back within 60 days." }] };

  it("is the same for the same captions, and differs after a corrected cue or a reworded answer", () => {
    const made = captionsVersion({ answer: ANSWER }, clip);
    expect(made).toMatch(/^[0-9a-f]{12}$/);
    expect(captionsVersion({ answer: ANSWER }, { ...clip })).toBe(made);
    expect(captionsVersion({ answer: ANSWER }, corrected)).not.toBe(made);
    expect(captionsVersion({ answer: `${ANSWER} Really.` }, clip)).not.toBe(made);
  });
});
