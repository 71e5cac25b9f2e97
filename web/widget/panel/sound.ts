/**
 * Whether the panel's answers play with sound, for the rest of the visit. Browsers start a clip
 * only muted until the visitor has interacted with the frame; from their first tap on, answers
 * speak, and a visitor who turns the sound off keeps it off. Kept in the frame's sessionStorage:
 * on our origin, per tab, gone when the tab closes.
 */
export const SOUND_STORAGE_KEY = "avatalk:sound";

type SoundState = "on" | "off";

export type Sound = {
  /** True when answers should play with sound. */
  readonly on: boolean;
  /** The visitor's first tap or key press in the panel: sound on, unless they chose before. */
  firstTap(): boolean;
  set(on: boolean): void;
};

/** `storage` may be missing or throw (blocked third-party storage): the choice then lasts as long as the page. */
export function createSound(storage: Pick<Storage, "getItem" | "setItem"> | undefined): Sound {
  const read = (): SoundState | undefined => {
    try {
      const value = storage?.getItem(SOUND_STORAGE_KEY);
      return value === "on" || value === "off" ? value : undefined;
    } catch {
      return undefined;
    }
  };
  let state = read();
  const write = (next: SoundState) => {
    state = next;
    try {
      storage?.setItem(SOUND_STORAGE_KEY, next);
    } catch {
      // Kept in memory only.
    }
  };
  return {
    get on() {
      return state === "on";
    },
    firstTap() {
      if (state !== undefined) return false;
      write("on");
      return true;
    },
    set(on) {
      write(on ? "on" : "off");
    },
  };
}
