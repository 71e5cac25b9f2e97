import type { MediaType } from "#contracts/widget.ts";

/** How many leading bytes `sniffMediaType` needs to decide. */
export const SNIFF_BYTES = 64;

/** ISO BMFF brands of still images and QuickTime: an `ftyp` box, but not a video a browser plays as MP4. */
const NOT_VIDEO_BRANDS = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "mif1",
  "msf1",
  "avif",
  "avis",
  "qt  ",
]);

/**
 * What a file is by its first bytes, never by its name or the Content-Type it was sent with: an MP4
 * starts with an `ftyp` box of a video brand, a WebM with the EBML magic and a "webm" DocType.
 */
export function sniffMediaType(head: Uint8Array): MediaType | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(4, 8) === "ftyp") {
    const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
    if (boxSize >= 16 && !NOT_VIDEO_BRANDS.has(ascii(8, 12))) return "video/mp4";
    return undefined;
  }
  const ebml = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  if (ebml && ascii(0, Math.min(head.length, SNIFF_BYTES)).includes("webm")) return "video/webm";
  return undefined;
}
