import { describe, expect, it, vi } from "vitest";
import { leaveSignInNotice, signInNotice, takeSignInNotice } from "./sign-in-notice.ts";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
}

describe("the sign-in notice", () => {
  it("is shown once: taken by the first sign-in page, not by a reload", () => {
    const store = memoryStore();
    leaveSignInNotice("Your password has been changed. Sign in with the new one.", store);
    expect(takeSignInNotice(store)).toBe("Your password has been changed. Sign in with the new one.");
    expect(takeSignInNotice(store)).toBeUndefined();
    expect(store.size()).toBe(0);
  });

  it("is nothing when none was left", () => {
    expect(takeSignInNotice(memoryStore())).toBeUndefined();
  });

  it("takes only a short string, so nothing else stored under its name is shown", () => {
    expect(signInNotice("Signed out.")).toBe("Signed out.");
    expect(signInNotice("")).toBeUndefined();
    expect(signInNotice("x".repeat(201))).toBeUndefined();
    expect(signInNotice({ notice: "Signed out." })).toBeUndefined();
    expect(signInNotice(null)).toBeUndefined();
  });

  it("is given up, not thrown, when the browser refuses storage", () => {
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(() => leaveSignInNotice("Signed out.", refusing)).not.toThrow();
    expect(takeSignInNotice(refusing)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
