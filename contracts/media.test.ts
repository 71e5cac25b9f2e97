import { describe, expect, it } from "vitest";
import { captionsForm, formatCueTime, parseCueTime } from "./media.ts";

describe("cue times as the caption editor reads and writes them", () => {
  it.each([
    ["0:04.5", 4.5],
    ["0:04,25", 4.25],
    ["1:02", 62],
    ["4.25", 4.25],
    [" 12 ", 12],
    ["1:02:03.5", 3723.5],
  ])("reads %j as %d seconds", (text, seconds) => {
    expect(parseCueTime(text)).toBe(seconds);
  });

  it.each(["", "abc", "0:75", "1:75:00", "-1", "0:04.5678", "4s"])("refuses %j", (text) => {
    expect(parseCueTime(text)).toBeUndefined();
  });

  it("writes minutes, seconds and hundredths, and reads back what it wrote", () => {
    expect(formatCueTime(0)).toBe("0:00.00");
    expect(formatCueTime(4.256)).toBe("0:04.26");
    expect(formatCueTime(59.999)).toBe("1:00.00");
    expect(formatCueTime(125.5)).toBe("2:05.50");
    expect(parseCueTime(formatCueTime(125.5))).toBe(125.5);
  });

  it("parses to the API's body, cues in the order they play", () => {
    const parsed = captionsForm(10).safeParse({
      cues: [
        { start: "0:05", end: "0:07.5", text: " Second " },
        { start: "0:01", end: "0:03", text: "First" },
      ],
    });
    expect(parsed.data).toEqual({
      cues: [
        { start: 1, end: 3, text: "First" },
        { start: 5, end: 7.5, text: "Second" },
      ],
    });
  });
});
