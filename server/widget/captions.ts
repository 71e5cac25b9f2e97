import { createHash } from "node:crypto";
import { type Captions, CUE_TEXT_MAX, CUES_MAX, Cue, CueList } from "#contracts/media.ts";

/**
 * WebVTT captions of an entry's clip (docs/widget.md: captions on by default, timed to
 * the voice). The answer text is the script: it is cut into short cues at sentence and clause ends,
 * and the cues are placed on the clip's speech (server/media/speech.ts finds where the voice speaks
 * and pauses). Without speech to go by (a clip without sound), cues follow a reading pace.
 */

/** Characters per cue: two short lines on a phone. */
const CUE_MAX_CHARACTERS = 84;
/** Speaking pace: about 15 characters a second; a cue stays at least a second and a half. */
const CHARACTERS_PER_SECOND = 15;
const CUE_MIN_SECONDS = 1.5;

/** Cue text may not contain "-->" and treats "<" and "&" as markup. */
function escapeCueText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function timestamp(seconds: number): string {
  const total = Math.round(seconds * 1000);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const secs = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(hours)}:${two(minutes)}:${two(secs)}.${String(millis).padStart(3, "0")}`;
}

/** Splits the text into cues of at most CUE_MAX_CHARACTERS, breaking after punctuation where it can. */
export function cueTexts(answer: string): string[] {
  const words = answer.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const cues: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length > CUE_MAX_CHARACTERS && current) {
      cues.push(current);
      current = word;
    } else {
      current = candidate;
    }
    // A sentence end closes the cue once it holds a few words.
    if (/[.!?…]["»”)]?$/.test(current) && current.length >= CUE_MAX_CHARACTERS / 3) {
      cues.push(current);
      current = "";
    }
  }
  if (current) cues.push(current);
  return cues;
}

/** Cues at a reading pace, one after the other from the start: for clips without speech to go by. */
export function readingPaceCues(answer: string): Cue[] {
  let at = 0;
  return cueTexts(answer).map((text) => {
    const duration = Math.max(CUE_MIN_SECONDS, text.length / CHARACTERS_PER_SECOND);
    const cue = { start: at, end: at + duration, text };
    at += duration;
    return cue;
  });
}

export function vttOf(cues: readonly Cue[]): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escapeCueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}

/** The captions of an answer without a timed clip (kept for clips stored before processing). */
export function captionsVtt(answer: string): string {
  return vttOf(readingPaceCues(answer));
}

type Span = { start: number; end: number };

/** A pause longer than this ends a cue: no caption stays on screen across it. */
export const LONG_PAUSE_SECONDS = 0.7;
/** How far a cue's computed start may move to land on a speech onset. */
const SNAP_SECONDS = 1.5;
/** A cue lingers this long after its speech, well short of a long pause. */
const LINGER_SECONDS = 0.2;

/**
 * Cues of the script placed on the speech: speech spans joined across short pauses make phrases; each
 * cue goes to the phrase its text falls in (by the share of the script before it against the share
 * of speaking time), is spread over its phrase by length, and starts on the nearest speech onset.
 * A cue ends where the next begins or where its phrase's speech ends, so none spans a long pause.
 */
export function timedCues(answer: string, speech: readonly Span[]): Cue[] {
  const texts = cueTexts(answer);
  if (texts.length === 0) return [];
  const phrases: Span[][] = [];
  for (const span of speech) {
    const last = phrases.at(-1);
    const lastEnd = last?.at(-1)?.end;
    if (last && lastEnd !== undefined && span.start - lastEnd <= LONG_PAUSE_SECONDS) last.push(span);
    else phrases.push([span]);
  }
  if (phrases.length === 0) return readingPaceCues(answer);

  const spokenIn = (phrase: Span[]) => phrase.reduce((sum, span) => sum + (span.end - span.start), 0);
  const phraseSeconds = phrases.map(spokenIn);
  const totalSeconds = phraseSeconds.reduce((sum, seconds) => sum + seconds, 0);
  const totalCharacters = texts.reduce((sum, text) => sum + text.length, 0);

  // Which phrase each cue belongs to: where the middle of its text falls in the speaking time.
  const byPhrase: string[][] = phrases.map(() => []);
  let charactersBefore = 0;
  for (const text of texts) {
    const share = (charactersBefore + text.length / 2) / totalCharacters;
    let elapsed = 0;
    let index = 0;
    while (index < phrases.length - 1 && (elapsed + (phraseSeconds[index] ?? 0)) / totalSeconds < share) {
      elapsed += phraseSeconds[index] ?? 0;
      index++;
    }
    byPhrase[index]?.push(text);
    charactersBefore += text.length;
  }

  const cues: Cue[] = [];
  phrases.forEach((phrase, index) => {
    const phraseTexts = byPhrase[index] ?? [];
    const first = phrase[0];
    const last = phrase.at(-1);
    if (phraseTexts.length === 0 || !first || !last) return;
    const onsets = phrase.map((span) => span.start);
    const characters = phraseTexts.reduce((sum, text) => sum + text.length, 0);
    const seconds = phraseSeconds[index] ?? 0;
    const starts: number[] = [];
    let before = 0;
    for (const text of phraseTexts) {
      const previous = starts.at(-1);
      if (previous === undefined) {
        starts.push(first.start);
      } else {
        const at = speakingTimeToClock(phrase, (before / characters) * seconds);
        const nearest = onsets.reduce((best, onset) =>
          Math.abs(onset - at) < Math.abs(best - at) ? onset : best,
        );
        const snapped = Math.abs(nearest - at) <= SNAP_SECONDS && nearest > previous;
        starts.push(snapped ? nearest : Math.max(at, previous + 0.1));
      }
      before += text.length;
    }
    phraseTexts.forEach((text, position) => {
      const start = starts[position] ?? first.start;
      const end =
        position < phraseTexts.length - 1 ? (starts[position + 1] ?? last.end) : last.end + LINGER_SECONDS;
      cues.push({ start: round(start), end: round(Math.max(end, start + 0.1)), text });
    });
  });
  return cues;
}

/** The clock time at which `speaking` seconds of the phrase's speech have passed. */
function speakingTimeToClock(phrase: readonly Span[], speaking: number): number {
  let left = speaking;
  for (const span of phrase) {
    const length = span.end - span.start;
    if (left <= length) return span.start + left;
    left -= length;
  }
  return phrase.at(-1)?.end ?? 0;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * A customer's own WebVTT: its cues, or undefined when it is not WebVTT. Settings, styles and
 * identifiers are dropped; cue text keeps its lines and loses markup (it is shown as text).
 */
export function parseVtt(vtt: string): Cue[] | undefined {
  const lines = vtt
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "")) return undefined;
  const cues: Cue[] = [];
  const time = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})$/;
  const seconds = (stamp: string) => {
    const match = time.exec(stamp.trim());
    if (!match) return undefined;
    return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000;
  };
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (!line.includes("-->")) continue;
    const [from, rest = ""] = line.split("-->");
    const start = seconds(from ?? "");
    const end = seconds(rest.trim().split(/[ \t]/)[0] ?? "");
    if (start === undefined || end === undefined || end <= start) return undefined;
    const text: string[] = [];
    for (index++; index < lines.length && (lines[index] ?? "").trim() !== ""; index++)
      text.push(lines[index] ?? "");
    const plain = text
      .join("\n")
      .replace(/<[^>]*>/g, "")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&")
      .trim();
    if (plain) cues.push({ start, end, text: plain });
  }
  return cues;
}

/**
 * An entry's captions: the customer's own cues when they corrected or uploaded some, else the answer
 * placed on the clip's speech, else (no speech known: an older clip, or one without sound) at a
 * reading pace.
 */
export function captionsOf(
  entry: { answer: string },
  clip:
    | {
        cues: Cue[] | null;
        speech: { start: number; end: number }[] | null;
        durationSeconds?: number | null;
        words?: TimedWord[] | null;
      }
    | undefined,
): Captions {
  if (clip?.cues) return { cues: usableCues(clip.cues), edited: true };
  // A generated clip's captions are its spoken words, timed by the synthesiser: exact, and still
  // what the clip says after the answer is edited (until it is generated again).
  if (clip?.words && clip.words.length > 0)
    return { cues: fitToClip(wordCues(clip.words), clip.durationSeconds), edited: false };
  const made =
    clip?.speech && clip.speech.length > 0
      ? timedCues(entry.answer, clip.speech)
      : readingPaceCues(entry.answer);
  return { cues: fitToClip(made, clip?.durationSeconds), edited: false };
}

/**
 * Stored cues as the editor's rule (CueList) allows them: cues saved before a WebVTT file obeyed it
 * (thousands of cues, one of 60,000 characters) are read cut to it, never as a failure.
 */
function usableCues(cues: Cue[]): Cue[] {
  const whole = CueList.safeParse(cues);
  if (whole.success) return whole.data;
  return cues
    .flatMap((cue) => {
      const one = Cue.safeParse({ ...cue, text: String(cue.text).trim().slice(0, CUE_TEXT_MAX) });
      return one.success ? [one.data] : [];
    })
    .slice(0, CUES_MAX);
}

/**
 * Made cues within the clip, as the caption editor requires of the customer's: a reading pace longer
 * than the clip (a long answer read over a short clip) is quickened to fit it, and no cue ends after
 * the clip (the last one lingers past the voice).
 */
export function fitToClip(cues: Cue[], durationSeconds: number | null | undefined): Cue[] {
  const last = cues.at(-1)?.end;
  if (!durationSeconds || last === undefined) return cues;
  const pace = last > durationSeconds + LINGER_SECONDS ? durationSeconds / last : 1;
  return cues.map((cue) => ({
    ...cue,
    start: round(cue.start * pace),
    end: round(Math.min(durationSeconds, cue.end * pace)),
  }));
}

/**
 * A short fingerprint of the captions a visitor gets, put in their URL: the file is cached for five
 * minutes, and a caption the customer corrects (or an answer they reword) must reach the next visitor.
 */
export function captionsVersion(...source: Parameters<typeof captionsOf>): string {
  return createHash("sha256")
    .update(vttOf(captionsOf(...source).cues))
    .digest("hex")
    .slice(0, 12);
}

type TimedWord = { start: number; end: number; text: string };

/**
 * Cues from timed words (a generated clip's): the words grouped as `cueTexts` groups an answer (at
 * most CUE_MAX_CHARACTERS, ending at sentence ends), each cue starting exactly when its first word
 * starts, and ending when the next starts, or a moment after its last word where a pause follows.
 */
export function wordCues(words: readonly TimedWord[]): Cue[] {
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  let length = 0;
  for (const word of words) {
    const added = length === 0 ? word.text.length : length + 1 + word.text.length;
    if (added > CUE_MAX_CHARACTERS && current.length > 0) {
      groups.push(current);
      current = [];
      length = 0;
    }
    current.push(word);
    length = length === 0 ? word.text.length : length + 1 + word.text.length;
    if (/[.!?…]["»”)]?$/.test(word.text) && length >= CUE_MAX_CHARACTERS / 3) {
      groups.push(current);
      current = [];
      length = 0;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group, index) => {
    const first = group[0] as TimedWord;
    const last = group.at(-1) as TimedWord;
    const nextStart = groups[index + 1]?.[0]?.start;
    const lingered = last.end + LINGER_SECONDS;
    const end = nextStart === undefined ? lingered : Math.min(nextStart, Math.max(last.end, lingered));
    return {
      start: round(first.start),
      end: round(Math.max(end, first.start + 0.1)),
      text: group.map((word) => word.text).join(" "),
    };
  });
}
