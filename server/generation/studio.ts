import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PORTRAIT_PRESENTER_ID, type Presenter, type Voice } from "#contracts/generation.ts";
import type { WidgetLanguage } from "#contracts/widget/frame.ts";
import type { FfmpegTools } from "#server/media/ffmpeg-tools.ts";
import { type Speech, synthesize } from "./espeak.ts";
import { type PortraitSource, portraitFrames } from "./portrait.ts";
import { DRAWN_PRESENTERS, drawFace, drawStill, SOURCE_HEIGHT, SOURCE_WIDTH } from "./presenters.ts";
import { Canvas } from "./raster.ts";
import {
  GenerationExpired,
  GenerationFailed,
  type GenerationRequest,
  type PollOutcome,
  type VideoGenerator,
} from "./video-generator.ts";
import { blinkSchedule, eyelidAt, mouthAt } from "./visemes.ts";
import { WATERMARK_FILTER } from "./watermark.ts";

/**
 * The local studio (docs/decisions/0042-generated-video-answers.md): espeak-ng speaks the answer and
 * reports when every word and phoneme starts; a presenter drawn here moves its mouth to those
 * phonemes, blinks and drifts a little; ffmpeg encodes the frames and the speech into an MP4 that the
 * clip pipeline then takes like an upload. Offline, on this server's CPU.
 */
export const STUDIO_FPS = 25;
export const CLIP_WIDTH = 640;
export const CLIP_HEIGHT = 360;
/** Silence after the last word, so the clip does not end on the last syllable. */
const TAIL_SECONDS = 0.4;

/** espeak-ng voices for each entry language: its variants give a few distinct (synthetic) voices. */
const VOICE_BASES: Record<WidgetLanguage, string> = {
  en: "en-us",
  de: "de",
  fr: "fr",
  es: "es",
  it: "it",
  pt: "pt",
  nl: "nl",
  sv: "sv",
  da: "da",
  no: "nb",
  fi: "fi",
  pl: "pl",
  ru: "ru",
  uk: "uk",
  tr: "tr",
  el: "el",
  hu: "hu",
  ro: "ro",
  id: "id",
  ar: "ar",
  ja: "ja",
  zh: "cmn",
};
const VOICE_VARIANTS = [
  { variant: "f3", name: "Studio voice A (higher)" },
  { variant: "m3", name: "Studio voice B (lower)" },
  { variant: "f4", name: "Studio voice C (soft)" },
] as const;

export function studioVoices(language: WidgetLanguage): Voice[] {
  return VOICE_VARIANTS.map(({ variant, name }) => ({
    id: `${VOICE_BASES[language]}+${variant}`,
    name,
    language,
  }));
}

export type StudioOptions = {
  tools: FfmpegTools;
  /** The account's portrait photo: whether it has one, and a copy of it in a work folder. */
  portrait?: {
    has(userId: string): Promise<boolean>;
    copyTo(userId: string, workDir: string): Promise<PortraitSource | undefined>;
  };
};

export function createStudio(options: StudioOptions): VideoGenerator {
  const finished = new Map<string, { path: string; words: Speech["words"] }>();
  return {
    provider: "studio",
    async presenters(userId) {
      const drawn: Presenter[] = DRAWN_PRESENTERS.map(({ id, name }) => ({ id, name, previewUrl: null }));
      const portrait = await options.portrait?.has(userId);
      return portrait
        ? [...drawn, { id: PORTRAIT_PRESENTER_ID, name: "Your portrait", previewUrl: null }]
        : drawn;
    },
    async voices(language) {
      return studioVoices(language);
    },
    async start(request) {
      const rendered = await renderStudioClip(options, request);
      const jobId = randomUUID();
      finished.set(jobId, rendered);
      return { jobId };
    },
    async poll(jobId): Promise<PollOutcome> {
      const rendered = finished.get(jobId);
      // Rendered by a process that has since stopped: its file went with its work folder.
      if (!rendered) throw new GenerationExpired("the studio's render is gone; it is made again");
      finished.delete(jobId);
      return { done: true, result: { kind: "file", path: rendered.path, words: rendered.words } };
    },
  };
}

export type StudioTimings = { speechMs: number; renderMs: number; frames: number };

/** Speaks and renders one clip into `request.workDir`; the MP4's path and the words' timings. */
export async function renderStudioClip(
  options: StudioOptions,
  request: GenerationRequest,
  timings?: StudioTimings,
): Promise<{ path: string; words: Speech["words"]; speech: Speech }> {
  const voice = studioVoices(request.language).find((candidate) => candidate.id === request.voiceId);
  if (!voice)
    throw new GenerationFailed(`the studio has no voice "${request.voiceId}" for ${request.language}`);
  const speechStarted = performance.now();
  const speech = synthesize(request.text, voice.id);
  if (timings) timings.speechMs = performance.now() - speechStarted;
  if (speech.words.length === 0) throw new GenerationFailed("the text has no words to speak");
  const frames = await framesFor(options, request, speech);

  const soundFile = path.join(request.workDir, "speech.pcm");
  await fs.writeFile(soundFile, speech.pcm);
  const output = path.join(request.workDir, "studio.mp4");
  const seconds = speech.durationSeconds + TAIL_SECONDS;
  const frameCount = Math.ceil(seconds * STUDIO_FPS);
  const renderStarted = performance.now();
  await encode(options.tools, {
    frames,
    frameCount,
    soundFile,
    sampleRate: speech.sampleRate,
    seconds,
    output,
    signal: request.signal,
    watermark: request.watermark === true,
  });
  if (timings) {
    timings.renderMs = performance.now() - renderStarted;
    timings.frames = frameCount;
  }
  return { path: output, words: speech.words, speech };
}

/** Draws frame `index` into a canvas and returns it (the same canvas each time). */
type FrameSource = (index: number) => Canvas;

async function framesFor(
  options: StudioOptions,
  request: GenerationRequest,
  speech: Speech,
): Promise<FrameSource> {
  const blinks = blinkSchedule(speech.durationSeconds + TAIL_SECONDS, hash(request.text));
  if (request.presenterId === PORTRAIT_PRESENTER_ID) {
    const portrait = await options.portrait?.copyTo(request.userId, request.workDir);
    if (!portrait) throw new GenerationFailed("the account has no portrait photo");
    return portraitFrames(options.tools, portrait, request.workDir, speech, blinks);
  }
  const presenter = DRAWN_PRESENTERS.find((candidate) => candidate.id === request.presenterId);
  if (!presenter) throw new GenerationFailed(`the studio has no presenter "${request.presenterId}"`);
  const still = drawStill(presenter);
  const frame = new Canvas(SOURCE_WIDTH, SOURCE_HEIGHT);
  return (index) => {
    const time = index / STUDIO_FPS;
    frame.copyFrom(still);
    drawFace(
      frame,
      presenter,
      mouthAt(speech.phonemes, time),
      eyelidAt(blinks, time),
      Math.sin(time * 0.9) * 0.6,
    );
    return frame;
  };
}

/**
 * ffmpeg reads the frames as raw RGB on its stdin and the speech from a file; the crop drifts
 * slowly over the larger source frame (the presenter's slight movement). H.264 with a keyframe
 * every 2 s in yuv420p at 640x360: what the clip pipeline keeps as it is (it only remuxes).
 */
async function encode(
  tools: FfmpegTools,
  job: {
    frames: FrameSource;
    frameCount: number;
    soundFile: string;
    sampleRate: number;
    seconds: number;
    output: string;
    signal?: AbortSignal;
    watermark: boolean;
  },
): Promise<void> {
  const dx = (SOURCE_WIDTH - CLIP_WIDTH) / 2;
  const dy = (SOURCE_HEIGHT - CLIP_HEIGHT) / 2;
  const crop = `crop=${CLIP_WIDTH}:${CLIP_HEIGHT}:'${dx}+${dx * 0.7}*sin(2*PI*t/7.3)':'${dy}+${dy * 0.6}*sin(2*PI*t/5.1+1)'`;
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${SOURCE_WIDTH}x${SOURCE_HEIGHT}`,
    "-r",
    String(STUDIO_FPS),
    "-i",
    "pipe:0",
    "-f",
    "s16le",
    "-ar",
    String(job.sampleRate),
    "-ac",
    "1",
    "-i",
    job.soundFile,
    "-filter:v",
    `${crop}${job.watermark ? `,${WATERMARK_FILTER}` : ""},format=yuv420p`,
    "-filter:a",
    `apad,aresample=48000`,
    "-t",
    job.seconds.toFixed(3),
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-tune",
    "animation",
    "-crf",
    "21",
    "-g",
    String(STUDIO_FPS * 2),
    "-keyint_min",
    String(STUDIO_FPS * 2),
    "-sc_threshold",
    "0",
    "-c:a",
    "aac",
    "-b:a",
    "96k",
    "-ac",
    "2",
    "-movflags",
    "+faststart",
    "-y",
    job.output,
  ];
  const child = spawn(tools.ffmpeg, args, { stdio: ["pipe", "ignore", "pipe"], signal: job.signal });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  const stdinClosed = new Promise<void>((resolve) => child.stdin.on("close", resolve));
  child.stdin.on("error", () => {
    // ffmpeg stopped reading (it failed, or has all it needs): its exit code says which.
  });
  for (let index = 0; index < job.frameCount && child.stdin.writable; index++) {
    const frame = job.frames(index);
    if (!child.stdin.write(Buffer.from(frame.data))) {
      await Promise.race([new Promise((resolve) => child.stdin.once("drain", resolve)), stdinClosed]);
    }
  }
  child.stdin.end();
  const code = await exited.catch((error: unknown) => {
    throw new GenerationFailed(`ffmpeg could not run: ${String(error)}`);
  });
  if (code !== 0) throw new GenerationFailed(`ffmpeg failed to encode the studio clip: ${stderr.trim()}`);
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++)
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}
