import os from "node:os";
import path from "node:path";
import { type Loudness, mediaMessages } from "#contracts/media.ts";
import { MEDIA_BOUNDS, type MediaBounds, readBoundSeconds } from "./bounds.ts";
import type { FfmpegTools } from "./ffmpeg-tools.ts";
import { listPackets } from "./packets.ts";
import type { ProbedVideo } from "./probe.ts";
import { type RunLimits, runProgram } from "./run-program.ts";
import { detectSpeech, type Span } from "./speech.ts";

/**
 * The processing of one clip: an H.264 (yuv420p, at most 720p, a keyframe every 2 s) and
 * AAC stereo MP4 with `+faststart`, which every browser plays and starts before it has loaded; the
 * sound's loudness measured once (EBU R128, `ebur128`) and set by a linear gain in the conversion
 * (decision 0031); a JPEG poster and where the voice speaks, both found beside the conversion on
 * the other core. A clip whose video already complies is remuxed (the video copied,
 * only the sound converted), in a fraction of the time.
 */

/** EBU R128 for speech on the web: -16 LUFS integrated, true peak at most -1.5 dBTP. */
export const LOUDNESS_TARGET = { integrated: -16, truePeak: -1.5 } as const;
/** The longest and shortest side of the processed clip: 720p, landscape or portrait. */
const MAX_LONG_SIDE = 1280;
const MAX_SHORT_SIDE = 720;
export const KEYFRAME_INTERVAL_SECONDS = 2;
/**
 * AAC-LC stereo at 96 kbit/s: transparent enough for a voice, and ffmpeg's encoder spends a third of
 * the CPU it needs at 128 kbit/s (1.3 against 4.0 s for a minute of sound), which decided whether a
 * clip that needs only a remux is ready within 2 s (decision 0031).
 */
const AUDIO_BITRATE = "96k";
/**
 * The watchdog (three times the clip's duration) counts CPU time, not the wall clock: on a
 * loaded machine ffmpeg waits for a core and the clock runs on, while the CPU it used is what the clip
 * really cost. Three times the duration on every core of the machine, shared by the clip's steps,
 * never under 30 CPU seconds (a short clip's start-up). The wall clock only stops a program that hangs
 * without using any CPU (a stalled read): twenty times the duration, at least five minutes.
 */
const WATCHDOG_FACTOR = 3;
const WATCHDOG_FLOOR_CPU_SECONDS = 30;
const HANG_FACTOR = 20;
const HANG_FLOOR_MS = 5 * 60_000;

export type ProcessedClip = {
  /** The MP4 and the poster, in the work folder. */
  videoFile: string;
  posterFile: string;
  durationSeconds: number;
  width: number;
  height: number;
  loudness: Loudness | null;
  /** The video was copied, not encoded again. */
  remuxed: boolean;
  /** Where the voice speaks, in seconds (speech.ts); empty for a clip without sound. */
  speech: Span[];
};

/** A failure to show (`message`, plain words) and keep (`reason`, ffmpeg's last lines). */
export class ClipProcessingError extends Error {
  override name = "ClipProcessingError";
  constructor(
    readonly userMessage: string,
    readonly reason: string,
  ) {
    super(`${userMessage} (${reason.slice(-200)})`);
  }
}

/** What `ebur128` measured: integrated loudness (LUFS) and true peak (dBTP); null for silence. */
export type MeasuredLoudness = { integrated: number | null; truePeak: number | null };

/** The summary `ebur128` prints at the end of its pass ("I: -21.8 LUFS", "Peak: -14.5 dBFS"). */
export function ebur128Summary(stderr: string): MeasuredLoudness | undefined {
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  if (!stderr.includes("Summary:")) return undefined;
  const value = (pattern: RegExp) => {
    const match = pattern.exec(summary);
    if (!match) return undefined;
    const number = Number(match[1]);
    return Number.isFinite(number) ? number : null;
  };
  const integrated = value(/\bI:\s+(-?[\d.]+|-inf)\s+LUFS/);
  const truePeak = value(/\bPeak:\s+(-?[\d.]+|-inf)\s+dBFS/);
  if (integrated === undefined || truePeak === undefined) return undefined;
  return { integrated, truePeak };
}

/**
 * The gain (dB) that brings the clip to the target loudness, lowered where that would push its true
 * peak over the ceiling: linear, as `loudnorm`'s linear mode, without its fallback to dynamic
 * compression (a peaky clip ends a little quieter than -16 LUFS rather than compressed).
 */
export function loudnessGain(measured: MeasuredLoudness): number | null {
  if (measured.integrated === null) return null;
  const toTarget = LOUDNESS_TARGET.integrated - measured.integrated;
  const headroom =
    measured.truePeak === null ? Number.POSITIVE_INFINITY : LOUDNESS_TARGET.truePeak - measured.truePeak;
  return Math.round(Math.min(toTarget, headroom) * 100) / 100;
}

/** The processed size: the display size scaled to fit 720p, both sides even (H.264 4:2:0 wants it). */
export function targetSize(probed: ProbedVideo): { width: number; height: number } {
  const quarterTurn = probed.video.rotation === 90 || probed.video.rotation === 270;
  const width = quarterTurn ? probed.video.height : probed.video.width;
  const height = quarterTurn ? probed.video.width : probed.video.height;
  const scale = Math.min(
    1,
    MAX_LONG_SIDE / Math.max(width, height),
    MAX_SHORT_SIDE / Math.min(width, height),
  );
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

export type ProcessOptions = {
  tools: FfmpegTools;
  input: string;
  probed: ProbedVideo;
  workDir: string;
  /** 0 to 1 as ffmpeg converts. */
  onProgress?: (fraction: number) => void;
  /** Aborted when the server stops: ffmpeg is killed and the job goes back to the queue. */
  signal?: AbortSignal;
  /** The bounds, MEDIA_BOUNDS unless a test narrows them. */
  bounds?: Partial<MediaBounds>;
};

export async function processClip({
  tools,
  input,
  probed,
  workDir,
  onProgress,
  signal,
  bounds: narrowed,
}: ProcessOptions): Promise<ProcessedClip> {
  const bounds = { ...MEDIA_BOUNDS, ...narrowed };
  const cpuBudget = Math.max(
    WATCHDOG_FLOOR_CPU_SECONDS,
    probed.durationSeconds * WATCHDOG_FACTOR * os.availableParallelism(),
  );
  let cpuSpent = 0;
  const deadline = Date.now() + Math.max(HANG_FLOOR_MS, probed.durationSeconds * 1000 * HANG_FACTOR);
  const limits = (): RunLimits => ({
    cpuLimitSeconds: Math.max(1, cpuBudget - cpuSpent),
    timeoutMs: Math.max(1, deadline - Date.now()),
    signal,
    addressSpaceBytes: bounds.ffmpegAddressSpaceBytes,
  });
  const readBound = { seconds: readBoundSeconds(probed.durationSeconds), pixels: bounds.maxPicturePixels };
  const spent = <T extends { cpuSeconds: number }>(result: T) => {
    cpuSpent += result.cpuSeconds;
    return result;
  };
  const videoFile = path.join(workDir, "clip.mp4");
  const posterFile = path.join(workDir, "poster.jpg");
  const size = targetSize(probed);
  // Each step below is one thread's work or close to it, so the independent ones share the cores.
  const [remux, measured] = await Promise.all([
    videoComplies(tools, input, probed, size, {
      ...limits(),
      addressSpaceBytes: bounds.probeAddressSpaceBytes,
      maxPackets: bounds.maxPackets,
    }),
    probed.audio ? measureLoudness(tools, input, readBound, limits()).then(spent) : undefined,
  ]);
  if (measured) failOn(measured.result, mediaMessages.damaged, signal);
  const loudness = measured?.loudness;
  const gain = loudness ? loudnessGain(loudness) : null;
  const soundFilter = gain === null ? "anull" : `volume=${gain}dB`;

  const durationUs = probed.durationSeconds * 1_000_000;
  const converting = runProgram(
    tools.ffmpeg,
    conversionArgs({
      input,
      output: videoFile,
      remux,
      size,
      sound: probed.audio ? soundFilter : null,
      readBound,
    }),
    {
      ...limits(),
      onStdout: (chunk) => {
        const match = /out_time_us=(\d+)\s*$/m.exec(chunk) ?? /out_time_ms=(\d+)\s*$/m.exec(chunk);
        if (match && onProgress) onProgress(Math.min(1, Number(match[1]) / durationUs));
      },
    },
  ).then(spent);
  // Beside the conversion, from the original: the poster, scaled as the clip is, and where the voice
  // speaks in the sound with the conversion's own gain.
  const posterMade = makePoster(tools, input, posterFile, probed, size, readBound, limits()).then(spent);
  const speechFound = probed.audio
    ? detectSpeech(tools, input, probed.durationSeconds, soundFilter, limits()).then(spent)
    : undefined;
  const [transcode, poster, voice] = await Promise.all([converting, posterMade, speechFound]);
  failOn(transcode, remux ? mediaMessages.damaged : mediaMessages.processingFailed, signal);
  failOn(poster, mediaMessages.processingFailed, signal);
  signal?.throwIfAborted();

  return {
    videoFile,
    posterFile,
    durationSeconds: probed.durationSeconds,
    ...size,
    // A linear gain moves both figures by itself: the output is what was measured, plus the gain.
    loudness:
      loudness?.integrated != null && loudness.truePeak !== null && gain !== null
        ? {
            inputIntegrated: loudness.integrated,
            inputTruePeak: loudness.truePeak,
            outputIntegrated: Math.round((loudness.integrated + gain) * 10) / 10,
            outputTruePeak: Math.round((loudness.truePeak + gain) * 10) / 10,
          }
        : null,
    remuxed: remux,
    speech: voice?.speech ?? [],
  };
}

/** How far every program reads: `-t` seconds, and pictures of at most `-max_pixels`. */
type ReadBound = { seconds: number; pixels: number };

/** The input's decoders refuse a larger picture before allocating it. */
const decoderBound = (bound: ReadBound) => ["-max_pixels", String(bound.pixels)];
/** The output ends there, whatever the input holds. */
const outputBound = (bound: ReadBound) => ["-t", bound.seconds.toFixed(3)];

/**
 * Loudness, measured once on the sound alone (EBU R128, true peak). It decodes all the sound, so a
 * damaged sound track fails here.
 */
async function measureLoudness(tools: FfmpegTools, input: string, bound: ReadBound, limits: RunLimits) {
  const result = await runProgram(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-nostats",
      "-xerror",
      "-i",
      input,
      "-map",
      "0:a:0",
      "-vn",
      // framelog=verbose: the per-frame lines stay below ffmpeg's log level; the summary prints.
      "-af",
      "ebur128=peak=true:framelog=verbose",
      ...outputBound(bound),
      "-f",
      "null",
      "-",
    ],
    limits,
  );
  return { result, loudness: ebur128Summary(result.stderrTail), cpuSeconds: result.cpuSeconds };
}

/** ffmpeg's arguments for the MP4: the video copied or encoded, the sound through `sound` (a filter). */
function conversionArgs(options: {
  input: string;
  output: string;
  remux: boolean;
  size: { width: number; height: number };
  sound: string | null;
  readBound: ReadBound;
}): string[] {
  const { input, output, remux, size, sound, readBound } = options;
  const args = [
    "-hide_banner",
    "-nostats",
    "-xerror",
    "-y",
    ...decoderBound(readBound),
    "-i",
    input,
    "-map",
    "0:v:0",
    "-map_metadata",
    "-1",
  ];
  if (remux) {
    args.push("-c:v", "copy");
  } else {
    args.push(
      "-vf",
      `scale=${size.width}:${size.height}:flags=bicubic,format=yuv420p`,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "23",
      "-profile:v",
      "high",
      "-force_key_frames",
      `expr:gte(t,n_forced*${KEYFRAME_INTERVAL_SECONDS})`,
    );
  }
  if (sound !== null) {
    args.push(
      "-map",
      "0:a:0",
      "-af",
      sound,
      "-ar",
      "48000",
      "-ac",
      "2",
      "-c:a",
      "aac",
      "-b:a",
      AUDIO_BITRATE,
    );
  }
  args.push(...outputBound(readBound), "-movflags", "+faststart", "-progress", "pipe:1", output);
  return args;
}

/**
 * The poster: ffmpeg's thumbnail filter picks the frame most like its neighbours out of a second or
 * two (no fade, no blink), taken a little into the clip rather than its first frame, scaled as the
 * clip is.
 */
function makePoster(
  tools: FfmpegTools,
  input: string,
  posterFile: string,
  probed: ProbedVideo,
  size: { width: number; height: number },
  readBound: ReadBound,
  limits: RunLimits,
) {
  const posterAt = Math.min(probed.durationSeconds * 0.2, 2);
  return runProgram(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-nostats",
      "-y",
      ...decoderBound(readBound),
      "-ss",
      posterAt.toFixed(3),
      "-i",
      input,
      "-vf",
      `scale=${size.width}:${size.height}:flags=bicubic,thumbnail=n=48`,
      "-frames:v",
      "1",
      "-q:v",
      "3",
      "-update",
      "1",
      posterFile,
    ],
    limits,
  );
}

function failOn(result: Awaited<ReturnType<typeof runProgram>>, message: string, signal?: AbortSignal): void {
  // Killed because the server stops: not the clip's fault, so not a failure to record.
  signal?.throwIfAborted();
  if (result.memoryExceeded)
    throw new ClipProcessingError(
      mediaMessages.tooDemanding,
      `ffmpeg needed more memory than its limit. ${result.stderrTail}`,
    );
  if (result.timedOut)
    throw new ClipProcessingError(
      mediaMessages.processingTimedOut,
      `ffmpeg stopped by the watchdog (${result.cpuSeconds.toFixed(1)} CPU s). ${result.stderrTail}`,
    );
  if (result.code !== 0)
    throw new ClipProcessingError(
      message,
      result.stderrTail || `ffmpeg exited with ${result.code ?? result.signal}`,
    );
}

/**
 * Whether the video can be copied as it is: H.264 in 4:2:0, upright, within 720p, and a keyframe at
 * least every two seconds (read from the packets' flags, without decoding, counted as they come).
 */
async function videoComplies(
  tools: FfmpegTools,
  input: string,
  probed: ProbedVideo,
  size: { width: number; height: number },
  limits: RunLimits & { maxPackets: number },
): Promise<boolean> {
  const { video } = probed;
  if (video.codec !== "h264" || video.pixelFormat !== "yuv420p" || video.rotation !== 0) return false;
  if (size.width !== video.width || size.height !== video.height) return false;
  const { maxPackets, ...runLimits } = limits;
  const listing = await listPackets(tools, input, { select: "v:0", maxPackets, limits: runLimits });
  if (listing.code !== 0 || listing.overLimit) return false;
  const [stream] = listing.streams.values();
  if (!stream?.keyframes) return false;
  return stream.longestKeyframeGap <= KEYFRAME_INTERVAL_SECONDS + 0.05;
}
