import {
  ACCEPTED_AUDIO_CODECS,
  ACCEPTED_CONTAINERS,
  ACCEPTED_VIDEO_CODECS,
  MEDIA_LIMITS,
  mediaMessages,
} from "#contracts/media.ts";
import { z } from "#contracts/zod.ts";
import { MEDIA_BOUNDS, type MediaBounds } from "./bounds.ts";
import { checkContainerLayout } from "./container-layout.ts";
import type { FfmpegTools } from "./ffmpeg-tools.ts";
import { listPackets, spanOf } from "./packets.ts";
import { type RunLimits, runProgram } from "./run-program.ts";
import { createSlots, type Slots } from "./slots.ts";

/** ffprobe's JSON, the fields we read (it writes numbers in strings where they may be absent). */
const ProbeJson = z.object({
  format: z
    .object({ format_name: z.string(), duration: z.string().optional(), size: z.string().optional() })
    .optional(),
  streams: z
    .array(
      z.object({
        index: z.number(),
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        pix_fmt: z.string().optional(),
        channels: z.number().optional(),
        avg_frame_rate: z.string().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
        tags: z.record(z.string(), z.string()).optional(),
      }),
    )
    .default([]),
});

export type ProbedVideo = {
  container: string;
  durationSeconds: number;
  video: { codec: string; width: number; height: number; pixelFormat: string | undefined; rotation: number };
  audio: { codec: string; channels: number } | undefined;
};

export type ProbeOutcome =
  | { ok: true; probed: ProbedVideo }
  | { ok: false; message: string; status: 415 | 422 | 503 };

const refuse = (message: string, status: 415 | 422 | 503 = 415): ProbeOutcome => ({
  ok: false,
  message,
  status,
});

/**
 * Probes running at once, the server's whole: each is one thread's work, so a burst of uploads waits
 * for the cores (a bounded queue, for a bounded time) instead of starting a process per upload.
 */
export const probeSlots: Slots = createSlots({
  size: MEDIA_BOUNDS.probeSlots,
  queue: MEDIA_BOUNDS.probeQueue,
  waitMs: MEDIA_BOUNDS.probeWaitMs,
});

export type ProbeOptions = {
  /** Stops the probe's programs: the server is shutting down. */
  signal?: AbortSignal;
  /** The bounds, MEDIA_BOUNDS unless a test narrows them. */
  bounds?: Partial<MediaBounds>;
};

/** FFmpeg's words when `-max_pixels` refuses a picture before allocating it. */
const PICTURE_REFUSED = "exceeds specified max pixel count";

/**
 * What an upload is, decided by ffprobe reading it (never by its name or first bytes), and whether
 * we accept it: MP4, MOV, WebM or MKV, with H.264, HEVC, VP8, VP9 or AV1 video and AAC, Opus or MP3
 * sound (or none), its container covering the whole file, and within the bounds (bounds.ts): the
 * picture at most 4096x4096 and 4K at 60 a second, a few tracks, at most three minutes by its packets
 * (the header is not believed), each ffprobe within its memory, CPU and time, a few at once.
 */
export async function probeUpload(
  tools: FfmpegTools,
  file: string,
  options: ProbeOptions = {},
): Promise<ProbeOutcome> {
  const layout = await checkContainerLayout(file);
  if (layout === "unknown-container") return refuse(mediaMessages.notVideo);
  const release = await probeSlots.acquire();
  if (!release) return refuse(mediaMessages.probeBusy, 503);
  try {
    return await probeWithinBounds(
      tools,
      file,
      layout,
      { ...MEDIA_BOUNDS, ...options.bounds },
      options.signal,
    );
  } finally {
    release();
  }
}

async function probeWithinBounds(
  tools: FfmpegTools,
  file: string,
  layout: Awaited<ReturnType<typeof checkContainerLayout>>,
  bounds: MediaBounds,
  signal: AbortSignal | undefined,
): Promise<ProbeOutcome> {
  const limits: RunLimits = {
    timeoutMs: bounds.probeTimeoutMs,
    cpuLimitSeconds: bounds.probeCpuSeconds,
    addressSpaceBytes: bounds.probeAddressSpaceBytes,
    signal,
  };
  // -max_pixels: a decoder refuses to allocate a picture past it, so a header that claims
  // 16000x16000 costs nothing; the address space limit catches what else a file may make it hold.
  const result = await runProgram(
    tools.ffprobe,
    [
      "-v",
      "error",
      "-max_pixels",
      String(bounds.maxPicturePixels),
      "-print_format",
      "json",
      "-show_format",
      "-show_streams",
      file,
    ],
    { ...limits, keepStdout: true, maxOutputBytes: PROBE_OUTPUT_BYTES },
  );
  signal?.throwIfAborted();
  if (result.stderrTail.includes(PICTURE_REFUSED)) return refuse(mediaMessages.pictureTooLarge, 422);
  if (result.memoryExceeded || result.timedOut) return refuse(mediaMessages.tooDemanding, 422);
  if (result.outputCapped) return refuse(mediaMessages.tooManyStreams, 422);
  if (result.code !== 0) return refuse(mediaMessages.notVideo);
  let json: z.infer<typeof ProbeJson>;
  try {
    json = ProbeJson.parse(JSON.parse(result.stdout));
  } catch {
    return refuse(mediaMessages.notVideo);
  }
  const containers = json.format?.format_name.split(",") ?? [];
  if (!containers.some((name) => (ACCEPTED_CONTAINERS as readonly string[]).includes(name))) {
    return refuse(mediaMessages.notVideo);
  }
  if (json.streams.length > bounds.maxStreams) return refuse(mediaMessages.tooManyStreams, 422);
  // A cover picture in an audio file is a "video" stream too; it is not a recording.
  const video = json.streams.find(
    (stream) => stream.codec_type === "video" && !stream.disposition?.attached_pic,
  );
  if (!video) return refuse(mediaMessages.noVideoStream);
  if (!video.codec_name || !(ACCEPTED_VIDEO_CODECS as readonly string[]).includes(video.codec_name)) {
    return refuse(mediaMessages.unsupportedVideoCodec);
  }
  if (!video.width || !video.height) return refuse(mediaMessages.notVideo);
  const pixels = video.width * video.height;
  if (Math.max(video.width, video.height) > MEDIA_LIMITS.maxSidePixels) {
    return refuse(mediaMessages.pictureTooLarge, 422);
  }
  const audio = json.streams.find((stream) => stream.codec_type === "audio");
  if (
    audio &&
    (!audio.codec_name || !(ACCEPTED_AUDIO_CODECS as readonly string[]).includes(audio.codec_name))
  ) {
    return refuse(mediaMessages.unsupportedAudioCodec);
  }
  // After the codecs: a file cut short or with something after it is refused as what it is.
  if (layout === "trailing-data") return refuse(mediaMessages.trailingData);
  if (layout === "truncated") return refuse(mediaMessages.damaged, 422);
  const headerSeconds = Number(json.format?.duration) || 0;
  if (headerSeconds > MEDIA_LIMITS.maxDurationSeconds + 0.5) return refuse(mediaMessages.tooLong, 422);

  // The header is a claim: the packets (read, not decoded, and counted as they come) say how long
  // the clip really is and how many frames it holds.
  const listing = await listPackets(tools, file, { maxPackets: bounds.maxPackets, limits });
  signal?.throwIfAborted();
  if (listing.overLimit) return refuse(mediaMessages.tooManyFrames, 422);
  if (listing.memoryExceeded || listing.timedOut) return refuse(mediaMessages.tooDemanding, 422);
  if (listing.code !== 0) return refuse(mediaMessages.damaged, 422);
  const videoPackets = listing.streams.get(video.index);
  if (!videoPackets?.packets) return refuse(mediaMessages.notVideo);
  const measured = Math.max(spanOf(videoPackets), spanOf(audio && listing.streams.get(audio.index)));
  const tolerance = Math.max(bounds.durationToleranceSeconds, headerSeconds * bounds.durationToleranceShare);
  if (headerSeconds > 0 && measured > headerSeconds + tolerance) {
    return refuse(mediaMessages.durationMismatch, 422);
  }
  const durationSeconds = measured || headerSeconds;
  if (!durationSeconds) return refuse(mediaMessages.notVideo);
  if (durationSeconds > MEDIA_LIMITS.maxDurationSeconds + 0.5) return refuse(mediaMessages.tooLong, 422);
  // The frame rate by the packets (a header's rate is often the time base: 1000 for a WebM).
  if ((pixels * videoPackets.packets) / Math.max(1, durationSeconds) > bounds.maxPixelsPerSecond) {
    return refuse(mediaMessages.pictureTooLarge, 422);
  }
  const rotation =
    video.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ??
    Number(video.tags?.rotate ?? 0);
  return {
    ok: true,
    probed: {
      container: containers[0] ?? "unknown",
      durationSeconds,
      video: {
        codec: video.codec_name,
        width: video.width,
        height: video.height,
        pixelFormat: video.pix_fmt,
        rotation: ((Math.round(rotation) % 360) + 360) % 360,
      },
      audio: audio?.codec_name ? { codec: audio.codec_name, channels: audio.channels ?? 0 } : undefined,
    },
  };
}

/** ffprobe's JSON for a few tracks is a few kilobytes; past this it is a file of many tracks. */
const PROBE_OUTPUT_BYTES = 1024 * 1024;
