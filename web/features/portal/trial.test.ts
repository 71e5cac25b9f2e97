import { describe, expect, it } from "vitest";
import { trialDaysLeft, trialEnded } from "./trial.ts";

const end = "2026-12-06T10:00:00.000Z";

describe("trialDaysLeft", () => {
  it("counts 14 days right after sign-up and a started day as a whole one", () => {
    expect(trialDaysLeft(end, new Date("2026-11-22T10:00:00.000Z"))).toBe(14);
    expect(trialDaysLeft(end, new Date("2026-11-22T10:00:01.000Z"))).toBe(14);
    expect(trialDaysLeft(end, new Date("2026-12-05T10:00:00.000Z"))).toBe(1);
    expect(trialDaysLeft(end, new Date("2026-12-06T09:00:00.000Z"))).toBe(1);
  });

  it("is 0 once the trial has ended", () => {
    expect(trialDaysLeft(end, new Date("2026-12-06T10:00:00.000Z"))).toBe(0);
    expect(trialDaysLeft(end, new Date("2027-01-01T00:00:00.000Z"))).toBe(0);
    expect(trialEnded(end, new Date("2026-12-06T10:00:00.000Z"))).toBe(true);
    expect(trialEnded(end, new Date("2026-12-06T09:59:59.000Z"))).toBe(false);
  });
});
