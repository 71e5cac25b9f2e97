import {
  ACCEPTED_AUDIO_CODECS,
  ACCEPTED_CONTAINERS,
  ACCEPTED_VIDEO_CODECS,
  MEDIA_LIMITS,
  mediaMessages,
} from "#contracts/media.ts";
import { z } from "#contracts/zod.ts";
import { checkContainerLayout } from "./container-layout.ts";
import type { FfmpegTools } from "./ffmpeg-tools.ts";
import { runProgram } from "./run-program.ts";

/** ffprobe's JSON, the fields we read (it writes numbers in strings where they may be absent). */
const ProbeJson = z.object({
  format: z
    .object({ format_name: z.string(), duration: z.string().optional(), size: z.string().optional() })
    .optional(),
  streams: z
    .array(
      z.object({
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
  | { ok: false; message: string; status: 415 | 422 };

const refuse = (message: string, status: 415 | 422 = 415): ProbeOutcome => ({ ok: false, message, status });

/**
 * What an upload is, decided by ffprobe reading it (never by its name or first bytes), and whether
 * we accept it: MP4, MOV, WebM or MKV, with H.264, HEVC, VP8, VP9 or AV1 video and AAC,
 * Opus or MP3 sound (or none), at most three minutes, its container covering the whole file.
 */
export async function probeUpload(tools: FfmpegTools, file: string): Promise<ProbeOutcome> {
  const layout = await checkContainerLayout(file);
  if (layout === "unknown-container") return refuse(mediaMessages.notVideo);
  const result = await runProgram(
    tools.ffprobe,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    { keepStdout: true, timeoutMs: 30_000 },
  );
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
  // A cover picture in an audio file is a "video" stream too; it is not a recording.
  const video = json.streams.find(
    (stream) => stream.codec_type === "video" && !stream.disposition?.attached_pic,
  );
  if (!video) return refuse(mediaMessages.noVideoStream);
  if (!video.codec_name || !(ACCEPTED_VIDEO_CODECS as readonly string[]).includes(video.codec_name)) {
    return refuse(mediaMessages.unsupportedVideoCodec);
  }
  if (!video.width || !video.height) return refuse(mediaMessages.notVideo);
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

  const durationSeconds = Number(json.format?.duration) || (await durationFromPackets(tools, file));
  if (!durationSeconds) return refuse(mediaMessages.notVideo);
  if (durationSeconds > MEDIA_LIMITS.maxDurationSeconds + 0.5) return refuse(mediaMessages.tooLong, 422);
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

/**
 * A live recording (the browser's MediaRecorder) writes no duration in its header: the last packet's
 * end is read instead (demuxing only, no decoding).
 */
async function durationFromPackets(tools: FfmpegTools, file: string): Promise<number> {
  const result = await runProgram(
    tools.ffprobe,
    [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-show_entries",
      "packet=pts_time,duration_time",
      "-of",
      "csv=p=0",
      file,
    ],
    { keepStdout: true, timeoutMs: 60_000 },
  );
  let end = 0;
  for (const line of result.stdout.split("\n")) {
    const [pts, duration] = line.split(",").map(Number);
    if (pts !== undefined && Number.isFinite(pts))
      end = Math.max(end, pts + (Number.isFinite(duration) ? (duration ?? 0) : 0));
  }
  return end;
}
