/**
 * Our illustrations are drawn as SVG, and the small ones shown beside text (the authors' portraits,
 * the home page's assistant) are served as WebP drawn from them, at these widths (`npm run images`,
 * scripts/rasterize-images.ts). A browser builds a whole document on the page's main thread for
 * every SVG picture, lays out its text and renders its filters: 10-60 ms per picture here
 * (decision 0014), where a WebP is decoded off the main thread. The blog's covers stay SVG: as WebP
 * they weigh five to ten times more, and on /blog those bytes arrive before its largest paint.
 */
export const rasterWidths = {
  /** The authors' portraits, 48 CSS pixels at 2×. */
  author: 96,
  /** The home page's assistant, 240 CSS pixels at most, at 2×. */
  assistant: 480,
} as const;

/** The WebP drawn from an SVG at a width, beside it: `/images/authors/x.svg` → `/images/authors/x-96.webp`. */
export function rasterSrc(svgSrc: string, width: number): string {
  if (!svgSrc.endsWith(".svg")) throw new Error(`Not an SVG picture: ${svgSrc}`);
  return `${svgSrc.slice(0, -".svg".length)}-${width}.webp`;
}
