import { describe, expect, it } from "vitest";
import { createSound, SOUND_STORAGE_KEY } from "./sound.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("the panel's sound for the visit", () => {
  it("starts muted and turns on at the visitor's first tap, remembered in the storage", () => {
    const storage = memoryStorage();
    const sound = createSound(storage);
    expect(sound.on).toBe(false);
    expect(sound.firstTap()).toBe(true);
    expect(sound.on).toBe(true);
    expect(storage.values.get(SOUND_STORAGE_KEY)).toBe("on");
    expect(createSound(storage).on).toBe(true);
  });

  it("keeps a visitor's choice of no sound through later taps and answers", () => {
    const storage = memoryStorage();
    createSound(storage).set(false);
    const sound = createSound(storage);
    expect(sound.firstTap()).toBe(false);
    expect(sound.on).toBe(false);
    sound.set(true);
    expect(createSound(storage).on).toBe(true);
  });

  it("works for the page's life when the storage is refused", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    const sound = createSound(refusing);
    expect(sound.firstTap()).toBe(true);
    expect(sound.on).toBe(true);
    sound.set(false);
    expect(sound.on).toBe(false);
  });

  it("ignores a stored value it does not know", () => {
    const storage = memoryStorage();
    storage.values.set(SOUND_STORAGE_KEY, "loud");
    expect(createSound(storage).on).toBe(false);
  });
});
