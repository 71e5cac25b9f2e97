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
  const cy = portrait.mouth ? Math.round(mouth.y * SOURCE_HEIGHT) : lipsRow(still, cx);
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

/**
 * The row of the lips below the middle of the face: lips are darker and redder than the skin around
 * them, so the row with the strongest such band near the centre (between 50 % and 75 % of the height)
 * is taken; a photo without one keeps the default position.
 */
function lipsRow(canvas: Canvas, cx: number): number {
  const halfWidth = Math.round(SOURCE_HEIGHT * 0.04);
  let best = Math.round(DEFAULT_MOUTH.y * SOURCE_HEIGHT);
  let bestScore = 0;
  const skin = averageRow(canvas, cx, Math.round(0.45 * SOURCE_HEIGHT), halfWidth);
  for (let y = Math.round(0.5 * SOURCE_HEIGHT); y < Math.round(0.75 * SOURCE_HEIGHT); y++) {
    const [r, g, b] = averageRow(canvas, cx, y, halfWidth);
    const score = (skin[0] + skin[1] + skin[2] - (r + g + b)) / 3 + (r - g) - (skin[0] - skin[1]);
    if (score > bestScore) {
      bestScore = score;
      best = y;
    }
  }
  return bestScore > 20 ? best : Math.round(DEFAULT_MOUTH.y * SOURCE_HEIGHT);
}

function averageRow(canvas: Canvas, cx: number, y: number, halfWidth: number): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0];
  for (let x = cx - halfWidth; x <= cx + halfWidth; x++) {
    const [r, g, b] = pixel(canvas, x, y);
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
  }
  const count = 2 * halfWidth + 1;
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}
