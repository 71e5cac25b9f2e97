import fs from "node:fs/promises";
import path from "node:path";
import type { FfmpegTools } from "#server/media/ffmpeg-tools.ts";
import { runProgram } from "#server/media/run-program.ts";
import type { Speech } from "./espeak.ts";
import { drawMouth, SOURCE_HEIGHT, SOURCE_WIDTH } from "./presenters.ts";
import { Canvas, type Rgb } from "./raster.ts";
import { mouthAt } from "./visemes.ts";

/**
 * The presenter made from the customer's own portrait photo. Without a face detector on the server
 * (none ships as an npm package we could run offline), the photo is expected as a head-and-shoulders
 * portrait with the face in the middle, as the portal asks: the photo fills the frame's height over a
 * blurred copy of itself, and the mouth is taken to sit at `mouth` (fractions of the frame). Only the
 * mouth region moves: the chin is pushed down as the mouth opens and an opening is drawn in lip
 * colours sampled from the photo. The eyes do not blink: where they are is not known well enough to
 * draw lids over someone's real eyes.
 */
export type PortraitSource = { file: string; mouth?: { x: number; y: number } };

const DEFAULT_MOUTH = { x: 0.5, y: 0.62 };
const STUDIO_FPS = 25;

export async function decodePortrait(tools: FfmpegTools, file: string, workDir: string): Promise<Canvas> {
  const raw = path.join(workDir, "portrait.rgb");
  const filter =
    `[0:v]split[a][b];` +
    `[a]scale=${SOURCE_WIDTH}:${SOURCE_HEIGHT}:force_original_aspect_ratio=increase,crop=${SOURCE_WIDTH}:${SOURCE_HEIGHT},boxblur=24[bg];` +
    `[b]scale=-2:${SOURCE_HEIGHT}[fg];[bg][fg]overlay=(W-w)/2:0,format=rgb24`;
  const result = await runProgram(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-i",
      file,
      "-frames:v",
      "1",
      "-filter_complex",
      filter,
      "-f",
      "rawvideo",
      "-y",
      raw,
    ],
    { timeoutMs: 60_000 },
  );
  const data = result.code === 0 ? await fs.readFile(raw).catch(() => undefined) : undefined;
  if (!data || data.length !== SOURCE_WIDTH * SOURCE_HEIGHT * 3) {
    throw new Error(`the portrait could not be decoded: ${result.stderrTail.trim()}`);
  }
  return new Canvas(SOURCE_WIDTH, SOURCE_HEIGHT, data);
}

export async function portraitFrames(
  tools: FfmpegTools,
  portrait: PortraitSource,
  workDir: string,
  speech: Speech,
  _blinks: readonly number[],
): Promise<(index: number) => Canvas> {
  const still = await decodePortrait(tools, portrait.file, workDir);
  const mouth = portrait.mouth ?? DEFAULT_MOUTH;
  const cx = Math.round(mouth.x * SOURCE_WIDTH);
  const cy = Math.round(mouth.y * SOURCE_HEIGHT);
  const halfWidth = Math.round(SOURCE_HEIGHT * 0.045);
  const lips = pixel(still, cx, cy + 2);
  const frame = new Canvas(SOURCE_WIDTH, SOURCE_HEIGHT);
  return (index) => {
    frame.copyFrom(still);
    const shape = mouthAt(speech.phonemes, index / STUDIO_FPS);
    animateMouthRegion(frame, still, cx, cy, halfWidth, shape.open);
    if (shape.open > 0.08) drawMouth(frame, cx, cy, halfWidth, shape, lips);
    return frame;
  };
}

/**
 * The chin drops: rows below the mouth, within an oval around the lower face, are drawn from higher
 * in the photo by up to `open` × a third of the mouth's width, fading to nothing at the oval's edge.
 */
function animateMouthRegion(
  frame: Canvas,
  still: Canvas,
  cx: number,
  cy: number,
  halfWidth: number,
  open: number,
): void {
  const drop = open * halfWidth * 0.45;
  if (drop < 0.3) return;
  const rx = halfWidth * 2.4;
  const ry = halfWidth * 3;
  for (let y = cy; y < Math.min(SOURCE_HEIGHT, cy + ry); y++) {
    for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(SOURCE_WIDTH, cx + rx); x++) {
      const u = (x - cx) / rx;
      const v = (y - cy) / ry;
      const inside = 1 - (u * u + v * v);
      if (inside <= 0) continue;
      const shift = drop * Math.min(1, inside * 2);
      const sourceY = Math.max(0, y - shift);
      const above = Math.floor(sourceY);
      const t = sourceY - above;
      const at = (y * SOURCE_WIDTH + x) * 3;
      const from = (above * SOURCE_WIDTH + x) * 3;
      const next = (Math.min(SOURCE_HEIGHT - 1, above + 1) * SOURCE_WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        frame.data[at + channel] =
          (still.data[from + channel] ?? 0) * (1 - t) + (still.data[next + channel] ?? 0) * t;
      }
    }
  }
}

function pixel(canvas: Canvas, x: number, y: number): Rgb {
  const at = (y * canvas.width + x) * 3;
  return [canvas.data[at] ?? 0, canvas.data[at + 1] ?? 0, canvas.data[at + 2] ?? 0];
}
