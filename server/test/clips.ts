import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FfmpegTools } from "#server/media/ffmpeg-tools.ts";

/**
 * Clips for the media tests and benches, generated with ffmpeg's test sources into a temporary folder
 * (nothing binary is committed): a few seconds each, at small sizes, so they take moments to make.
 */
export type ClipKind =
  | "h264.mov"
  | "hevc.mov"
  | "vp9.webm"
  | "compliant.mp4"
  | "4k.mp4"
  | "long.mp4"
  | "audio-only.m4a"
  | "polyglot.mp4"
  | "truncated.mp4"
  | "corrupt.mp4"
  | "text.txt";

const pattern = (size: string, rate: number, seconds: number) => [
  "-f",
  "lavfi",
  "-i",
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (seconds: number) => [
  "-f",
  "lavfi",
  "-i",
  `sine=frequency=330:sample_rate=48000:duration=${seconds}`,
];

/** The quickest H.264 ffmpeg makes, in the pixel format every player takes. */
const H264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];

const recipes: Record<
  Exclude<ClipKind, "polyglot.mp4" | "truncated.mp4" | "corrupt.mp4" | "text.txt">,
  string[]
> = {
  // What an iPhone records: HEVC in QuickTime, tagged hvc1, AAC sound.
  "hevc.mov": [
    ...pattern("640x360", 25, 3),
    ...tone(3),
    "-c:v",
    "libx265",
    "-preset",
    "ultrafast",
    "-tag:v",
    "hvc1",
    "-x265-params",
    "log-level=error",
    "-c:a",
    "aac",
  ],
  "h264.mov": [...pattern("640x360", 25, 3), ...tone(3), ...H264, "-c:a", "aac"],
  // What a browser's MediaRecorder records.
  "vp9.webm": [
    ...pattern("640x360", 25, 3),
    ...tone(3),
    "-c:v",
    "libvpx-vp9",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    "-c:a",
    "libopus",
  ],
  // Already what we serve: only the sound is converted.
  "compliant.mp4": [
    ...pattern("1280x720", 25, 3),
    ...tone(3),
    ...H264,
    "-g",
    "50",
    "-c:a",
    "aac",
    "-ac",
    "2",
  ],
  "4k.mp4": [...pattern("3840x2160", 25, 1), ...tone(1), ...H264, "-c:a", "aac"],
  // Over three minutes, cheap to make: tiny frames, one a second.
  "long.mp4": [...pattern("64x64", 1, 185), ...H264],
  "audio-only.m4a": [...tone(3), "-c:a", "aac"],
};

export function makeTestClip(tools: FfmpegTools, folder: string, kind: ClipKind): string {
  const file = path.join(folder, kind);
  if (kind === "text.txt") {
    fs.writeFileSync(file, "Not a video at all.\n");
  } else if (kind === "polyglot.mp4") {
    // A valid MP4 followed by an HTML page: ffprobe reads it as a video.
    const video = makeTestClip(tools, folder, "h264.mov");
    fs.writeFileSync(
      file,
      Buffer.concat([fs.readFileSync(video), Buffer.from("<html><script>alert(1)</script></html>\n")]),
    );
  } else if (kind === "truncated.mp4") {
    // Index first (+faststart), then cut in the middle of the frames: readable, but not all there.
    const whole = path.join(folder, "whole-for-truncation.mp4");
    execFileSync(tools.ffmpeg, [
      "-v",
      "error",
      "-y",
      ...pattern("640x360", 25, 3),
      ...tone(3),
      ...H264,
      "-c:a",
      "aac",
      "-movflags",
      "+faststart",
      whole,
    ]);
    const bytes = fs.readFileSync(whole);
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  } else if (kind === "corrupt.mp4") {
    // Whole and well-formed to ffprobe (its index and every box intact), but the middle half of its
    // frames is noise: accepted at upload, it fails when ffmpeg decodes it (a real failed clip).
    const bytes = Buffer.from(fs.readFileSync(makeTestClip(tools, folder, "compliant.mp4")));
    const box = bytes.indexOf("mdat") - 4;
    const frames = box + 8;
    const length = bytes.readUInt32BE(box) - 8;
    let seed = 1;
    for (let at = frames + Math.floor(length / 4); at < frames + Math.floor((length * 3) / 4); at++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      bytes[at] = seed >> 16;
    }
    fs.writeFileSync(file, bytes);
  } else if (!fs.existsSync(file)) {
    execFileSync(tools.ffmpeg, ["-v", "error", "-y", ...recipes[kind], file]);
  }
  return file;
}

export function makeTempFolder(prefix = "avatalk-clips-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
