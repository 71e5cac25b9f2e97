import { readBoundSeconds } from "./bounds.ts";
import type { FfmpegTools } from "./ffmpeg-tools.ts";
import { type RunLimits, runProgram } from "./run-program.ts";

export type Span = { start: number; end: number };

/**
 * Where the voice speaks: ffmpeg's `silencedetect` on the normalised sound (loudness-normalised, so
 * one threshold fits every recording), and the spans between its silences. Pauses shorter than a
 * quarter second are breaths inside a phrase, not silences.
 */
const SILENCE_THRESHOLD_DB = -32;
const SILENCE_MIN_SECONDS = 0.25;
/** Speech shorter than this is a click or a breath, not a word. */
const SPEECH_MIN_SECONDS = 0.12;

/**
 * The spans of speech in `file`'s sound after `soundFilter`: the clip's conversion runs this on the
 * original beside its own pass, with the same gain (process-clip.ts), so it needs no converted file.
 * A failure finds no speech: the captions then fall back to reading time.
 */
export async function detectSpeech(
  tools: FfmpegTools,
  file: string,
  durationSeconds: number,
  soundFilter: string,
  limits: RunLimits,
): Promise<{ speech: Span[]; cpuSeconds: number }> {
  const result = await runProgram(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-nostats",
      "-i",
      file,
      "-map",
      "0:a:0",
      "-af",
      `${soundFilter},silencedetect=noise=${SILENCE_THRESHOLD_DB}dB:d=${SILENCE_MIN_SECONDS}`,
      "-t",
      readBoundSeconds(durationSeconds).toFixed(3),
      "-f",
      "null",
      "-",
    ],
    { ...limits, keepStderr: true },
  );
  const speech = result.code === 0 ? speechBetween(silencesIn(result.stderrTail), durationSeconds) : [];
  return { speech, cpuSeconds: result.cpuSeconds };
}

/** silencedetect's report: "silence_start: 1.23" then "silence_end: 2.34 | silence_duration: …". */
export function silencesIn(log: string): Span[] {
  const silences: Span[] = [];
  let start: number | undefined;
  for (const match of log.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const at = Math.max(0, Number(match[2]));
    if (match[1] === "start") start = at;
    else if (start !== undefined) {
      silences.push({ start, end: at });
      start = undefined;
    }
  }
  // A silence still open at the end runs to the end of the clip.
  if (start !== undefined) silences.push({ start, end: Number.POSITIVE_INFINITY });
  return silences;
}

export function speechBetween(silences: readonly Span[], durationSeconds: number): Span[] {
  const speech: Span[] = [];
  let at = 0;
  for (const silence of silences) {
    if (silence.start - at >= SPEECH_MIN_SECONDS) speech.push({ start: at, end: silence.start });
    at = Math.max(at, silence.end);
  }
  if (durationSeconds - at >= SPEECH_MIN_SECONDS) speech.push({ start: at, end: durationSeconds });
  return speech.map((span) => ({ start: round(span.start), end: round(span.end) }));
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
