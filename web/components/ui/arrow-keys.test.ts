import { describe, expect, it } from "vitest";
import { arrowKeyTarget } from "./arrow-keys.ts";

describe("arrowKeyTarget", () => {
  const items = [1, 2, 3].map(() => document.createElement("button"));
  const [a, b, c] = items as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];

  it("moves along its axis and wraps around at both ends", () => {
    expect(arrowKeyTarget(items, a, "ArrowDown", "vertical")).toBe(b);
    expect(arrowKeyTarget(items, c, "ArrowDown", "vertical")).toBe(a);
    expect(arrowKeyTarget(items, a, "ArrowUp", "vertical")).toBe(c);
    expect(arrowKeyTarget(items, a, "ArrowRight", "horizontal")).toBe(b);
    expect(arrowKeyTarget(items, a, "ArrowLeft", "horizontal")).toBe(c);
  });

  it("goes to the first or last item with Home and End", () => {
    expect(arrowKeyTarget(items, b, "Home", "horizontal")).toBe(a);
    expect(arrowKeyTarget(items, b, "End", "vertical")).toBe(c);
  });

  it("ignores other keys, the other axis, and targets that are not items", () => {
    expect(arrowKeyTarget(items, a, "Enter", "vertical")).toBeUndefined();
    expect(arrowKeyTarget(items, a, "ArrowRight", "vertical")).toBeUndefined();
    expect(arrowKeyTarget(items, document.createElement("div"), "ArrowDown", "vertical")).toBeUndefined();
  });
});
