import { describe, expect, it } from "vitest";
import { textColorOn } from "./color.ts";

describe("textColorOn", () => {
  it("draws white on dark and saturated colours", () => {
    expect(textColorOn("#4f46e5")).toBe("#ffffff");
    expect(textColorOn("#0f766e")).toBe("#ffffff");
    expect(textColorOn("#000000")).toBe("#ffffff");
  });

  it("draws dark slate on light colours, where white would not read", () => {
    expect(textColorOn("#ffee00")).toBe("#0f172a");
    expect(textColorOn("#ffffff")).toBe("#0f172a");
    expect(textColorOn("#7dd3fc")).toBe("#0f172a");
  });
});
