import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";

describe("messages.rateLimit.tooManyRequests", () => {
  it("names the wait in the largest whole unit, rounded up", () => {
    expect(messages.rateLimit.tooManyRequests(600)).toBe(
      "Too many requests. Please try again in 10 minutes.",
    );
    expect(messages.rateLimit.tooManyRequests(599.2)).toBe(
      "Too many requests. Please try again in 10 minutes.",
    );
    expect(messages.rateLimit.tooManyRequests(61)).toBe("Too many requests. Please try again in 2 minutes.");
    expect(messages.rateLimit.tooManyRequests(60)).toBe("Too many requests. Please try again in 1 minute.");
    expect(messages.rateLimit.tooManyRequests(45)).toBe("Too many requests. Please try again in 45 seconds.");
    expect(messages.rateLimit.tooManyRequests(1)).toBe("Too many requests. Please try again in 1 second.");
    expect(messages.rateLimit.tooManyRequests(0)).toBe("Too many requests. Please try again in 1 second.");
    expect(messages.rateLimit.tooManyRequests(5400)).toBe("Too many requests. Please try again in 2 hours.");
  });
});
