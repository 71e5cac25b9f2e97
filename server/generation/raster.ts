/**
 * A small RGB rasteriser for the studio's presenters: filled ellipses (rotated, with soft edges, and
 * clipped to another ellipse) and gradients, into a buffer ffmpeg reads as rawvideo rgb24. Enough for
 * flat, friendly faces; no canvas library (they need native builds npm would not run).
 */
export type Rgb = readonly [number, number, number];
export type Ellipse = { cx: number; cy: number; rx: number; ry: number; angle?: number };

export class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    data?: Buffer,
  ) {
    this.data = data ?? Buffer.alloc(width * height * 3);
  }

  copyFrom(other: Canvas): void {
    other.data.copy(this.data);
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1);
      const r = top[0] + (bottom[0] - top[0]) * t;
      const g = top[1] + (bottom[1] - top[1]) * t;
      const b = top[2] + (bottom[2] - top[2]) * t;
      for (let x = 0; x < this.width; x++) {
        const at = (y * this.width + x) * 3;
        this.data[at] = r;
        this.data[at + 1] = g;
        this.data[at + 2] = b;
      }
    }
  }

  /** Blends `color` into one pixel with `alpha` (0-1). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    const a = Math.min(1, alpha);
    this.data[at] = (this.data[at] ?? 0) + (color[0] - (this.data[at] ?? 0)) * a;
    this.data[at + 1] = (this.data[at + 1] ?? 0) + (color[1] - (this.data[at + 1] ?? 0)) * a;
    this.data[at + 2] = (this.data[at + 2] ?? 0) + (color[2] - (this.data[at + 2] ?? 0)) * a;
  }

  fillEllipse(
    shape: Ellipse,
    color: Rgb,
    options: { alpha?: number; clip?: Ellipse; softness?: number } = {},
  ): void {
    const { alpha = 1, clip, softness = 1 } = options;
    const reach = Math.max(shape.rx, shape.ry) + 2;
    const x0 = Math.max(0, Math.floor(shape.cx - reach));
    const x1 = Math.min(this.width - 1, Math.ceil(shape.cx + reach));
    const y0 = Math.max(0, Math.floor(shape.cy - reach));
    const y1 = Math.min(this.height - 1, Math.ceil(shape.cy + reach));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        let cover = coverage(shape, x + 0.5, y + 0.5, softness);
        if (cover <= 0) continue;
        if (clip) cover *= coverage(clip, x + 0.5, y + 0.5, 1);
        this.blend(x, y, color, cover * alpha);
      }
    }
  }

  /** A rectangle clipped to an ellipse (an eyelid over an eye). */
  fillRectIn(top: number, bottom: number, clip: Ellipse, color: Rgb): void {
    const y0 = Math.max(0, Math.floor(top));
    const y1 = Math.min(this.height - 1, Math.ceil(bottom));
    const x0 = Math.max(0, Math.floor(clip.cx - clip.rx - 2));
    const x1 = Math.min(this.width - 1, Math.ceil(clip.cx + clip.rx + 2));
    for (let y = y0; y <= y1; y++) {
      const edge = Math.min(1, Math.max(0, Math.min(y + 1 - top, bottom - y)));
      for (let x = x0; x <= x1; x++) this.blend(x, y, color, edge * coverage(clip, x + 0.5, y + 0.5, 1));
    }
  }
}

/** How much of the pixel at (x, y) the ellipse covers, from its distance to the edge in pixels. */
function coverage(shape: Ellipse, x: number, y: number, softness: number): number {
  let dx = x - shape.cx;
  let dy = y - shape.cy;
  if (shape.angle) {
    const cos = Math.cos(shape.angle);
    const sin = Math.sin(shape.angle);
    [dx, dy] = [dx * cos + dy * sin, -dx * sin + dy * cos];
  }
  const u = dx / shape.rx;
  const v = dy / shape.ry;
  const distance = Math.sqrt(u * u + v * v);
  const pixels = (1 - distance) * Math.min(shape.rx, shape.ry);
  return Math.min(1, Math.max(0, pixels / softness + 0.5));
}

export const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
