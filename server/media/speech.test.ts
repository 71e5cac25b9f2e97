import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { makeTempFolder } from "#server/test/clips.ts";
import { LONG_PAUSE_SECONDS, timedCues } from "#server/widget/captions.ts";
import { probeUpload } from "./probe.ts";
import { processClip } from "./process-clip.ts";

const tools = ensureFfmpeg();

/**
 * A spoken answer whose speech onsets are known: espeak-ng says each part, and the parts are joined
 * with silences of known length (some long pauses between sentences, some short ones inside a
 * phrase), over a plain colour picture. Each part is one caption's text.
 */
const parts = [
  { text: "Welcome to our shop, we are glad you found us today.", pauseAfter: 1.2 },
  { text: "Orders placed before noon leave our warehouse the same day.", pauseAfter: 0.9 },
  { text: "Delivery within Germany takes one or two working days.", pauseAfter: 0.4 },
  { text: "Other countries in Europe usually take three to five days.", pauseAfter: 1.5 },
  { text: "Returns are free for thirty days after your parcel arrives.", pauseAfter: 0.8 },
  { text: "Just print the label from your account and drop it off.", pauseAfter: 1.1 },
  { text: "If anything is unclear, write to us and a person will answer.", pauseAfter: 1 },
];

let folder: string;
const onsets: number[] = [];
const silences: { start: number; end: number }[] = [];
let clip: string;
beforeAll(() => {
  folder = makeTempFolder("avatalk-speech-");
  const pieces: string[] = [];
  let at = 0.6;
  const silence = (seconds: number) => {
    const file = path.join(folder, `silence-${pieces.length}.wav`);
    execFileSync(tools.ffmpeg, [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `anullsrc=r=22050:cl=mono`,
      "-t",
      String(seconds),
      file,
    ]);
    pieces.push(file);
  };
  silence(at);
  parts.forEach((part, index) => {
    const file = path.join(folder, `part-${index}.wav`);
    execFileSync("espeak-ng", ["-v", "en", "-s", "165", "-w", file, part.text]);
    const seconds = Number(
      execFileSync(
        tools.ffprobe,
        ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file],
        {
          encoding: "utf8",
        },
      ),
    );
    onsets.push(at);
    pieces.push(file);
    at += seconds;
    silences.push({ start: at, end: at + part.pauseAfter });
    silence(part.pauseAfter);
    at += part.pauseAfter;
  });
  const list = path.join(folder, "list.txt");
  fs.writeFileSync(list, pieces.map((file) => `file '${file}'`).join("\n"));
  const voice = path.join(folder, "voice.wav");
  execFileSync(tools.ffmpeg, [
    "-v",
    "error",
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    list,
    "-ar",
    "22050",
    voice,
  ]);
  clip = path.join(folder, "answer.webm");
  execFileSync(tools.ffmpeg, [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "color=c=0x334155:size=320x240:rate=10",
    "-i",
    voice,
    "-shortest",
    "-c:v",
    "libvpx",
    "-deadline",
    "realtime",
    "-c:a",
    "libopus",
    clip,
  ]);
}, 60_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("captions timed to the voice", () => {
  it("starts at least 90% of cues within 300 ms of the spoken onset, none across a long pause", {
    timeout: 120_000,
  }, async () => {
    const probed = await probeUpload(tools, clip);
    if (!probed.ok) throw new Error(probed.message);
    const processed = await processClip({ tools, input: clip, probed: probed.probed, workDir: folder });
    const cues = timedCues(parts.map((part) => part.text).join(" "), processed.speech);

    expect(cues.map((cue) => cue.text)).toEqual(parts.map((part) => part.text));
    const onTime = cues.filter((cue, index) => Math.abs(cue.start - (onsets[index] ?? -1)) <= 0.3);
    expect(onTime.length / cues.length).toBeGreaterThanOrEqual(0.9);
    const longSilences = silences.filter((silence) => silence.end - silence.start > LONG_PAUSE_SECONDS);
    for (const cue of cues) {
      for (const silence of longSilences) {
        const spans = cue.start <= silence.start && cue.end >= silence.end;
        expect(
          spans,
          `"${cue.text}" (${cue.start}-${cue.end}) spans the silence ${silence.start}-${silence.end}`,
        ).toBe(false);
      }
    }
  });
});
