import { MEDIA_LIMITS } from "#contracts/media.ts";
import { MEDIA_BOUNDS } from "#server/media/bounds.ts";
import type { FfmpegTools } from "#server/media/ffmpeg-tools.ts";
import { runProgram } from "#server/media/run-program.ts";
import { GenerationFailed } from "./video-generator.ts";

/**
 * The plan's watermark (contracts/plans.ts `watermark`): a small "Avatalk" in the lower right corner,
 * light with a shadow so it reads on any background, in fontconfig's default sans font. The studio
 * draws it as it renders; a provider's video gets it from `burnWatermark` as it is copied in.
 */
export const WATERMARK_FILTER =
  "drawtext=text=Avatalk:fontcolor=white@0.75:fontsize=16:x=w-tw-12:y=h-th-10:shadowcolor=black@0.5:shadowx=1:shadowy=1";

/** A watermark is a short encode: a three-minute clip at 720p takes well under this on one core. */
const WATERMARK_CPU_SECONDS = 240;
const WATERMARK_TIMEOUT_MS = 10 * 60_000;

/**
 * A provider's finished video (HeyGen, D-ID) with the plan's mark burned in, written as an MP4 for
 * the clip pipeline. The provider's file is read within the media bounds (picture size, length,
 * memory, CPU), as the pipeline reads an upload; one it cannot read fails the generation.
 */
export async function burnWatermark(
  tools: FfmpegTools,
  input: string,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const result = await runProgram(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-nostats",
      "-xerror",
      "-y",
      "-max_pixels",
      String(MEDIA_BOUNDS.maxPicturePixels),
      "-i",
      input,
      "-map",
      "0:v:0",
      "-map",
      "0:a:0?",
      "-map_metadata",
      "-1",
      "-vf",
      `${WATERMARK_FILTER},format=yuv420p`,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "20",
      "-c:a",
      "aac",
      "-b:a",
      "192k",
      "-t",
      String(MEDIA_LIMITS.maxDurationSeconds),
      "-movflags",
      "+faststart",
      output,
    ],
    {
      signal,
      addressSpaceBytes: MEDIA_BOUNDS.ffmpegAddressSpaceBytes,
      cpuLimitSeconds: WATERMARK_CPU_SECONDS,
      timeoutMs: WATERMARK_TIMEOUT_MS,
    },
  );
  signal?.throwIfAborted();
  if (result.code !== 0) {
    throw new GenerationFailed(
      `the provider's video could not be read to add the plan's watermark (${result.stderrTail.trim().split("\n").at(-1) ?? "ffmpeg failed"})`,
    );
  }
}
