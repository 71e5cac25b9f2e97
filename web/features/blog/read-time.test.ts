import { describe, expect, it } from "vitest";
import type { BlogBlock } from "#content/blog.ts";
import { countWords, readTimeLabel, readTimeMinutes, WORDS_PER_MINUTE } from "./read-time.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("read time", () => {
  it("counts the words of every kind of block, and not the punctuation between them", () => {
    const blocks: BlogBlock[] = [
      { type: "subheading", text: "Why text chat hit a ceiling" },
      { type: "paragraph", text: "It’s fast — but is it 35% better?" },
      { type: "list", items: ["One item.", "Two more items"] },
      { type: "quote", text: "Short and sweet.", cite: "A support lead" },
      { type: "conclusion", text: "The end." },
    ];
    // 6 + 7 ("It’s" and "35%" are one word each, the dash none) + 2 + 3 + 3 + 3 + 2
    expect(countWords(blocks)).toBe(26);
  });

  it("rounds up to whole minutes at 225 words a minute", () => {
    expect(WORDS_PER_MINUTE).toBe(225);
    expect(readTimeMinutes(225)).toBe(1);
    expect(readTimeMinutes(226)).toBe(2);
    expect(readTimeMinutes(1097)).toBe(5);
  });

  it("never says a post takes no time to read", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(countWords([{ type: "paragraph", text: words(12) }]))).toBe(1);
  });

  it("labels the minutes as the cards show them", () => {
    expect(readTimeLabel(5)).toBe("5 min read");
  });
});
