// A file of its own, not markup in the script: the picture never changes, so the browser fetches
// it once and caches it, and no page carries it in its JavaScript (bench/page-weight.ts). WebP drawn
// from assistant-portrait.svg: an SVG picture costs the page's main thread (content/raster-images.ts).
import portrait from "./assistant-portrait-480.webp?no-inline";

/** The assistant's face in the product pictures: the largest paint of `/` and `/how-it-works`. */
export const assistantPortrait: string = portrait;
