import type { SpokenPhoneme } from "./espeak.ts";

/**
 * Mouth shapes (visemes) for espeak-ng's phoneme mnemonics, and the mouth at any moment of the
 * speech. The mnemonics are shared across espeak-ng's languages (Kirshenbaum-like ASCII), so one
 * table by their first letters covers English, German, French and Spanish.
 */
export const VISEMES = [
  "rest",
  "closed",
  "lipTeeth",
  "tongue",
  "narrow",
  "mid",
  "open",
  "round",
  "wide",
] as const;
export type Viseme = (typeof VISEMES)[number];

/** A mouth: how far open (0-1), how wide against its rest width (0.6-1.3), and how rounded (0-1). */
export type Mouth = { open: number; width: number; round: number };

export const MOUTHS: Record<Viseme, Mouth> = {
  rest: { open: 0, width: 1, round: 0 },
  closed: { open: 0, width: 0.95, round: 0 },
  lipTeeth: { open: 0.12, width: 1.02, round: 0 },
  tongue: { open: 0.28, width: 1, round: 0 },
  narrow: { open: 0.22, width: 1.05, round: 0 },
  mid: { open: 0.5, width: 1.08, round: 0.1 },
  open: { open: 0.9, width: 1.05, round: 0.15 },
  round: { open: 0.45, width: 0.68, round: 1 },
  wide: { open: 0.3, width: 1.22, round: 0 },
};

/** The viseme of one espeak-ng phoneme mnemonic. */
export function visemeOf(phoneme: string): Viseme {
  if (phoneme === "" || phoneme.startsWith("_")) return "rest";
  const first = phoneme[0] ?? "";
  if ("pbm".includes(first)) return "closed";
  if ("fv".includes(first)) return "lipTeeth";
  if ("TD".includes(first)) return "tongue";
  if ("SZ".includes(first) || phoneme === "tS" || phoneme === "dZ") return "round";
  if ("wWuUoOyY".includes(first)) return "round";
  if ("aA&V".includes(first)) return "open";
  if ("iIj".includes(first)) return "wide";
  if ("eE@3".includes(first)) return "mid";
  return "narrow";
}

/** How long the mouth takes to move from one shape to the next (co-articulation, roughly a frame). */
const TRANSITION_SECONDS = 0.06;

/**
 * The mouth at `time`: the current phoneme's shape, eased in from the previous one over the first
 * TRANSITION_SECONDS of the phoneme. `phonemes` is in time order, as the synthesiser reported it.
 */
export function mouthAt(phonemes: readonly SpokenPhoneme[], time: number): Mouth {
  let index = -1;
  // Binary search: the last phoneme starting at or before `time`.
  let low = 0;
  let high = phonemes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((phonemes[middle]?.start ?? 0) <= time) {
      index = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const current = phonemes[index];
  if (!current) return MOUTHS.rest;
  const target = MOUTHS[visemeOf(current.phoneme)];
  const previous = phonemes[index - 1];
  const from = previous ? MOUTHS[visemeOf(previous.phoneme)] : MOUTHS.rest;
  const progress = Math.min(1, (time - current.start) / TRANSITION_SECONDS);
  const eased = progress * progress * (3 - 2 * progress);
  const mix = (a: number, b: number) => a + (b - a) * eased;
  return {
    open: mix(from.open, target.open),
    width: mix(from.width, target.width),
    round: mix(from.round, target.round),
  };
}

/**
 * Blinks: every 2.5 to 5.5 s, each 150 ms long (closing, then opening), at moments drawn from a seed
 * so one clip always renders the same. Returns how closed the eyes are at `time` (0 open, 1 shut).
 */
export function blinkSchedule(durationSeconds: number, seed: number): number[] {
  const random = seededRandom(seed);
  const starts: number[] = [];
  for (let at = 0.8 + random() * 1.5; at < durationSeconds; at += 2.5 + random() * 3) starts.push(at);
  return starts;
}

const BLINK_SECONDS = 0.15;

export function eyelidAt(blinks: readonly number[], time: number): number {
  for (const start of blinks) {
    if (time < start) break;
    const into = time - start;
    if (into < BLINK_SECONDS) return 1 - Math.abs(into / (BLINK_SECONDS / 2) - 1);
  }
  return 0;
}

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
