import { multiLineText } from "./form-fields.ts";
import { z } from "./zod.ts";

/**
 * Video answers: what an upload may be, how its processing stands, the messages a
 * customer reads about it, and the portal's recorder and caption editor. The server probes every upload with ffprobe (server/media/probe.ts) and
 * processes it into an H.264/AAC MP4 that every browser plays (server/media/process-clip.ts).
 */
export const MEDIA_LIMITS = {
  /** An upload's size: a 3-minute phone recording at its highest quality fits. */
  uploadMaxBytes: 500 * 1024 * 1024,
  /** An answer's length. */
  maxDurationSeconds: 180,
  /** What an account keeps on the trial: originals and processed clips together. */
  storageQuotaBytes: 2 * 1024 * 1024 * 1024,
  /** Uploads an account may start per hour. */
  uploadsPerHour: 60,
  /** "Try again" on one failed clip: a clip that fails this often will not convert. */
  retriesPerClip: 3,
  /** "Try again" across an account's clips per hour: each retry costs a conversion. */
  retriesPerHour: 10,
  /** The picture's longest side, in pixels (DCI 4K is 4096 wide; a square 4096x4096 still fits). */
  maxSidePixels: 4096,
} as const;

/**
 * An answer recorded in the portal: the recorder stops itself at the longest clip the media
 * pipeline takes, rather than making a take the server refuses.
 */
export const RECORDING_MAX_SECONDS = MEDIA_LIMITS.maxDurationSeconds;

/** The countdown before a take, in seconds: time to look at the camera. */
export const RECORDING_COUNTDOWN_SECONDS = 3;

/** Containers and codecs accepted, as ffprobe names them. */
export const ACCEPTED_CONTAINERS = ["mov", "mp4", "m4a", "3gp", "3g2", "mj2", "matroska", "webm"] as const;
export const ACCEPTED_VIDEO_CODECS = ["h264", "hevc", "vp8", "vp9", "av1"] as const;
export const ACCEPTED_AUDIO_CODECS = ["aac", "opus", "mp3"] as const;

/**
 * Where a clip's processing stands: queued until a worker claims it, then processing, ready or failed.
 * A generated clip is "generating" first, until its video is made and queued like an upload.
 */
export const MEDIA_STATUSES = ["generating", "queued", "processing", "ready", "failed"] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const mediaMessages = {
  notVideo: "This file is not a video we can read. Upload an MP4, MOV, WebM or MKV recording.",
  noVideoStream: "This file has sound but no picture. Upload a video recording.",
  unsupportedVideoCodec:
    "This video is encoded in a format we cannot convert. Record in H.264, HEVC, VP8, VP9 or AV1 (any phone or webcam does).",
  unsupportedAudioCodec: "This video's sound is in a format we cannot convert. Use AAC, Opus or MP3 sound.",
  tooLong: `The clip is longer than ${MEDIA_LIMITS.maxDurationSeconds / 60} minutes. Keep answers short and upload it again.`,
  tooLarge: `The clip is larger than ${megabytes(MEDIA_LIMITS.uploadMaxBytes)}.`,
  trailingData:
    "This file holds more than a video: something follows the recording. Export the video again and upload that file.",
  quotaExceeded: `Your clips use all ${MEDIA_LIMITS.storageQuotaBytes / 1024 ** 3} GB of your account's storage. Remove clips you no longer need, then upload again.`,
  tooManyUploads: `You have uploaded ${MEDIA_LIMITS.uploadsPerHour} clips in the last hour. Wait a little, then upload again.`,
  accountGone: "This account was deleted while the clip arrived: the clip was not kept.",
  processingUnavailable:
    "Video uploads are not available right now: this server cannot process video. Try again later.",
  notReady: "This clip is still being processed: it plays once it is ready.",
  notRetryable: "Only a clip whose processing failed can be tried again.",
  retryLimitReached: `This clip has been tried ${MEDIA_LIMITS.retriesPerClip + 1} times and did not convert. Export it again from your camera app and upload the new file.`,
  tooManyRetries: `You have tried ${MEDIA_LIMITS.retriesPerHour} clips again in the last hour. Wait a little, then try again.`,
  /** Shown with a failed clip; the reason ffmpeg gave stays in the row for support. */
  processingFailed: "We could not convert this video. Try again, or export it again from your camera app.",
  processingTimedOut:
    "Converting this video took far longer than it should. Try again, or upload a shorter clip.",
  damaged:
    "This video is damaged or cut short: part of it cannot be decoded. Export it again and upload that file.",
  pictureTooLarge: `This video's picture is larger than ${MEDIA_LIMITS.maxSidePixels}×${MEDIA_LIMITS.maxSidePixels}, or has more frames a second than 4K at 60. Record at 4K or less and upload it again.`,
  tooDemanding:
    "This video needs more memory to read than a clip may use. Record at 4K or less and upload it again.",
  tooManyStreams:
    "This file holds more tracks than a recording has. Export the video again and upload that file.",
  tooManyFrames: `This video holds more frames than a ${MEDIA_LIMITS.maxDurationSeconds / 60}-minute recording. Export it again at a usual frame rate and upload that file.`,
  durationMismatch:
    "This video holds more than the length written in its header. Export it again and upload that file.",
  probeBusy: "Many videos are being checked right now. Upload yours again in a minute.",
  captionsInvalid:
    "These captions are not valid WebVTT. Check the file starts with WEBVTT and each cue has a time.",
  captionsNotReady: "Captions are made once the clip is ready.",
  cueTimesInvalid: "A caption must end after it starts, within the clip.",
  /** The portal's caption editor (captionsForm below). */
  cueTimeFormat: "Write the time as minutes:seconds, such as 0:04.5.",
  cueEndsBeforeStart: "The caption must end after it starts.",
  cuePastClipEnd: (clipSeconds: string) => `The clip ends at ${clipSeconds}: end the caption by then.`,
  /** A WebVTT file held more than the caption editor allows (CueList below: one rule for both). */
  tooManyCues: (max: number) =>
    `These captions have more than ${max} cues. Join short ones, then upload again.`,
  cueTooLong: (max: number) =>
    `A caption in this file is longer than ${max} characters. Split it, then upload again.`,
} as const;

/** A cue may end this far past the clip's measured end (rounding of the last frame). */
export const CUE_END_TOLERANCE_SECONDS = 0.5;
/** A cue's text: two short lines on a phone, and some room for a longer one. */
export const CUE_TEXT_MAX = 500;

/** A clip's loudness as measured and as normalised (EBU R128; integrated LUFS, true peak dBTP). */
export const Loudness = z.object({
  inputIntegrated: z.number(),
  inputTruePeak: z.number(),
  outputIntegrated: z.number().nullable(),
  outputTruePeak: z.number().nullable(),
});
export type Loudness = z.infer<typeof Loudness>;

/** One caption: start and end in seconds of the processed clip. */
export const Cue = z.object({
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string().trim().min(1).max(CUE_TEXT_MAX),
});
export type Cue = z.infer<typeof Cue>;

/** An entry's captions at most: the editor's limit, and a WebVTT file's too. */
export const CUES_MAX = 500;
/** The one rule for a clip's cues, whether typed in the editor or read from a WebVTT file. */
export const CueList = z.array(Cue).max(CUES_MAX);

/**
 * PUT /api/widget/entries/:id/captions: corrected cues, a WebVTT file's text, or `cues: null` to go
 * back to the answer timed to the voice.
 */
export const CaptionsBody = z.union([
  z.object({ cues: CueList.nullable() }),
  z.object({ vtt: z.string().max(200_000) }),
]);
export type CaptionsBody = z.infer<typeof CaptionsBody>;

/** An entry's captions as the portal edits them: the cues, and whether the customer changed them. */
export const Captions = z.object({ cues: z.array(Cue), edited: z.boolean() });
export type Captions = z.infer<typeof Captions>;

/*
 * The portal's caption editor: each cue's times as the customer reads and types them
 * (minutes:seconds), checked here the way the server checks the cues it stores
 * (server/routes/widget/captions.ts), so a mistake is named on its field before anything is sent.
 */

/** "1:04.25": minutes, seconds and hundredths, as video editors show a time. */
export function formatCueTime(seconds: number): string {
  const hundredths = Math.round(seconds * 100);
  const minutes = Math.floor(hundredths / 6000);
  const rest = (hundredths % 6000) / 100;
  return `${minutes}:${rest.toFixed(2).padStart(5, "0")}`;
}

const TIME = /^(?:(\d+):)?(?:(\d+):)?(\d+(?:[.,]\d{1,3})?)$/;

/**
 * A typed time in seconds: "0:04.5", "1:02", "4.25" (seconds alone) or "1:02:03.5"; a comma works as
 * the decimal mark. Undefined when it is none of these.
 */
export function parseCueTime(text: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [, first, second, secondsText = ""] = match;
  const seconds = Number(secondsText.replace(",", "."));
  const hours = second === undefined ? 0 : Number(first);
  const minutes = Number(second ?? first ?? 0);
  // With minutes given, seconds are 0-59 as a clock writes them.
  if (first !== undefined && seconds >= 60) return undefined;
  if (second !== undefined && minutes >= 60) return undefined;
  return Math.round((hours * 3600 + minutes * 60 + seconds) * 1000) / 1000;
}

const cueTime = z.string().transform((text, context) => {
  const seconds = parseCueTime(text);
  if (seconds === undefined) {
    context.addIssue({ code: "custom", message: mediaMessages.cueTimeFormat });
    return z.NEVER;
  }
  return seconds;
});

/** A cue as the editor holds it: times as typed. */
export type CueRow = { start: string; end: string; text: string };
export type CaptionsFormInput = { cues: CueRow[] };

export const cueRowOf = (cue: Cue): CueRow => ({
  start: formatCueTime(cue.start),
  end: formatCueTime(cue.end),
  text: cue.text,
});

/**
 * The editor's schema for a clip of `clipSeconds`: times readable, each cue ending after it starts and
 * by the clip's end, its text given. Parses to the body of PUT /api/widget/entries/:id/captions.
 */
export function captionsForm(clipSeconds: number) {
  const cue = z
    .object({ start: cueTime, end: cueTime, text: multiLineText("Caption text", CUE_TEXT_MAX) })
    .superRefine((value, context) => {
      if (value.end <= value.start)
        context.addIssue({ code: "custom", path: ["end"], message: mediaMessages.cueEndsBeforeStart });
      else if (value.end > clipSeconds + CUE_END_TOLERANCE_SECONDS)
        context.addIssue({
          code: "custom",
          path: ["end"],
          message: mediaMessages.cuePastClipEnd(formatCueTime(clipSeconds)),
        });
    });
  return z.object({
    cues: z.array(cue).transform((cues) => cues.toSorted((a, b) => a.start - b.start)),
  }) satisfies z.ZodType<{ cues: Cue[] }, CaptionsFormInput>;
}
