/**
 * The local studio's budgets (docs/decisions/0042-generated-video-answers.md): a 30-second answer is
 * generated (spoken, drawn, encoded) in at most 30 s on this 2-core machine, and the captions' word
 * starts are within 50 ms of the speech. Exits 1 when over budget.
 *
 *   npm run bench:generation
 *
 * The captions are the synthesiser's own word starts (cues start on their first word). They are
 * checked against the sound of the rendered MP4 (after its AAC encode) by a forced check independent
 * of the synthesiser: ffmpeg's silencedetect finds where the voice starts again after each pause,
 * and the word said there must start within 50 ms of that onset.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { ESPEAK_INSTALL_HINT, speechAvailable } from "#server/generation/espeak.ts";
import { renderStudioClip, type StudioTimings } from "#server/generation/studio.ts";
import { runProgram } from "#server/media/run-program.ts";
import { silencesIn } from "#server/media/speech.ts";
import { wordCues } from "#server/widget/captions.ts";

const GENERATION_BUDGET_SECONDS = 30;
const CAPTION_BUDGET_MS = 50;
const TARGET_SECONDS = 30;

const ANSWER = [
  "Thank you for asking about returns.",
  "You can send anything back within thirty days of delivery, for a full refund.",
  "The return label is free: print it from your order page, or show the code at any post office.",
  "Pack the item in its original box if you still have it.",
  "Once the parcel reaches our warehouse, we check it within two working days.",
  "Your refund then goes back to the card you paid with.",
  "Sale items and gift cards can be exchanged, but not refunded.",
  "If anything arrived damaged, write to us first, and we will collect it for you.",
].join(" ");

if (!speechAvailable()) {
  console.error(`The studio needs libespeak-ng. ${ESPEAK_INSTALL_HINT}`);
  process.exit(1);
}
const tools = ensureFfmpeg();
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "avatalk-bench-generation-"));
try {
  const timings: StudioTimings = { speechMs: 0, renderMs: 0, frames: 0 };
  const started = performance.now();
  const clip = await renderStudioClip(
    { tools },
    {
      presenterId: "studio-mara",
      voiceId: "en-us+f3",
      language: "en",
      text: ANSWER,
      userId: "bench",
      workDir,
    },
    timings,
  );
  const totalSeconds = (performance.now() - started) / 1000;
  const duration = clip.speech.durationSeconds;

  // The forced check: onsets of sound after each pause in the rendered clip's own audio track.
  const detected = await runProgram(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-nostats",
      "-i",
      clip.path,
      "-map",
      "0:a:0",
      "-af",
      "silencedetect=noise=-40dB:d=0.1",
      "-f",
      "null",
      "-",
    ],
    { keepStderr: true, timeoutMs: 120_000 },
  );
  const onsets = silencesIn(detected.stderrTail)
    .map((silence) => silence.end)
    .filter((end) => Number.isFinite(end) && end > 0.05 && end < duration);
  const cueStarts = new Set(wordCues(clip.words).map((cue) => cue.start));
  const deviations = onsets.map((onset) => {
    const word = clip.words.reduce((best, candidate) =>
      Math.abs(candidate.start - onset) < Math.abs(best.start - onset) ? candidate : best,
    );
    return { onset, word: word.text, start: word.start, ms: Math.abs(word.start - onset) * 1000 };
  });
  const worst = Math.max(0, ...deviations.map((deviation) => deviation.ms));
  const mean = deviations.reduce((sum, deviation) => sum + deviation.ms, 0) / Math.max(1, deviations.length);
  // Cues are built from the words: each cue's start is a word's start, to the millisecond.
  const cueOffWord = [...cueStarts].filter(
    (start) => !clip.words.some((word) => Math.abs(word.start - start) < 0.0005),
  );

  console.log(
    `Answer: ${clip.words.length} words, ${duration.toFixed(2)} s of speech (target about ${TARGET_SECONDS} s).`,
  );
  console.log(
    `Generated in ${totalSeconds.toFixed(2)} s (budget ${GENERATION_BUDGET_SECONDS} s): speech ${(timings.speechMs / 1000).toFixed(2)} s, ` +
      `frames drawn and encoded ${(timings.renderMs / 1000).toFixed(2)} s for ${timings.frames} frames ` +
      `(${(timings.frames / (timings.renderMs / 1000)).toFixed(0)} frames/s), ${(duration / totalSeconds).toFixed(2)}x real time.`,
  );
  console.log(`Speech onsets after pauses found by silencedetect in the MP4: ${deviations.length}.`);
  for (const deviation of deviations) {
    console.log(
      `  onset ${deviation.onset.toFixed(3)} s  word "${deviation.word}" starts ${deviation.start.toFixed(3)} s  off by ${deviation.ms.toFixed(1)} ms`,
    );
  }
  console.log(
    `Caption word starts against the sound: worst ${worst.toFixed(1)} ms, mean ${mean.toFixed(1)} ms (budget ${CAPTION_BUDGET_MS} ms); cues not on a word start: ${cueOffWord.length}.`,
  );
  const failures: string[] = [];
  if (duration < TARGET_SECONDS * 0.9) failures.push(`the answer speaks only ${duration.toFixed(1)} s`);
  if (totalSeconds > GENERATION_BUDGET_SECONDS) failures.push(`generation took ${totalSeconds.toFixed(1)} s`);
  if (deviations.length < 5) failures.push(`only ${deviations.length} onsets to check against`);
  if (worst > CAPTION_BUDGET_MS) failures.push(`a caption word starts ${worst.toFixed(0)} ms off its speech`);
  if (cueOffWord.length > 0) failures.push(`${cueOffWord.length} cues do not start on a word`);
  if (failures.length > 0) {
    console.error(`Over budget: ${failures.join("; ")}.`);
    process.exitCode = 1;
  } else {
    console.log("Within budget.");
  }
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}
