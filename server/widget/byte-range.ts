import parseRange from "range-parser";
import type { ByteRange } from "./media-store.ts";

/**
 * The range of a `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14.2), read by
 * range-parser (what Express's `send` uses): undefined when there is no usable header (serve the
 * whole file: a malformed header or another unit is ignored), "unsatisfiable" when no range falls
 * inside the file (416). Several ranges that do not merge into one are served whole: players ask
 * for one, and a multipart answer would buy them nothing.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header.trim(), { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  const [range] = ranges;
  return range && { start: range.start, end: range.end };
}
