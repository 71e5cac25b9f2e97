import { describe, expect, it } from "vitest";
import { createFullHours } from "./full-hours.ts";

describe("the accounts whose hour of uploads is full", () => {
  it("holds an account full for the seconds the reservation said, then forgets it", () => {
    let now = 1_000_000;
    const fullHours = createFullHours(() => now);
    expect(fullHours.isFull("ada")).toBe(false);
    fullHours.markFull("ada", 90);
    expect(fullHours.isFull("ada")).toBe(true);
    expect(fullHours.isFull("bo")).toBe(false);
    now += 89_999;
    expect(fullHours.isFull("ada")).toBe(true);
    now += 1;
    expect(fullHours.isFull("ada")).toBe(false);
  });

  it("ignores a length that is not a positive number of seconds", () => {
    const fullHours = createFullHours(() => 0);
    fullHours.markFull("ada", 0);
    fullHours.markFull("bo", Number.NaN);
    fullHours.markFull("cy", -5);
    expect(["ada", "bo", "cy"].map(fullHours.isFull)).toEqual([false, false, false]);
  });

  it("holds at most ten thousand accounts, dropping the expired first, then the oldest", () => {
    let now = 0;
    const fullHours = createFullHours(() => now);
    fullHours.markFull("short", 1);
    for (let index = 0; index < 9_999; index += 1) fullHours.markFull(`account-${index}`, 3_600);
    now = 2_000;
    fullHours.markFull("newcomer", 3_600);
    expect(fullHours.isFull("account-0")).toBe(true);
    fullHours.markFull("another", 3_600);
    expect(fullHours.isFull("account-0")).toBe(false);
    expect(fullHours.isFull("account-1")).toBe(true);
    expect(fullHours.isFull("another")).toBe(true);
  });
});
