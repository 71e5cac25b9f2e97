import fs from "node:fs/promises";

/**
 * Whether a file's container structure covers the file exactly: ffprobe and ffmpeg read a valid MP4
 * or WebM followed by an HTML page without a word (a polyglot), and read a file cut short
 * as far as it goes. So the top-level structure is walked here: ISO BMFF boxes (MP4, MOV) or EBML
 * elements (WebM, MKV) must tile the file from its first byte to its last.
 */
export type LayoutVerdict = "whole" | "trailing-data" | "truncated" | "unknown-container";

type Reader = { size: number; read(offset: number, length: number): Promise<Buffer> };

export async function checkContainerLayout(file: string): Promise<LayoutVerdict> {
  const handle = await fs.open(file, "r");
  try {
    const { size } = await handle.stat();
    const reader: Reader = {
      size,
      async read(offset, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, offset);
        return buffer;
      },
    };
    const head = await reader.read(0, 8);
    if (head.length >= 4 && head.readUInt32BE(0) === EBML_HEADER) return await walkEbml(reader);
    if (head.length >= 8 && isBoxType(head.subarray(4, 8))) return await walkBoxes(reader);
    return "unknown-container";
  } finally {
    await handle.close();
  }
}

/* ─── ISO BMFF (MP4, MOV, 3GP) ─────────────────────────────────────────────────────────────── */

/** A box type is four printable characters ("ftyp", "moov", "©xyz" aside: top-level boxes are ASCII). */
function isBoxType(bytes: Buffer): boolean {
  return bytes.length === 4 && [...bytes].every((byte) => byte >= 0x20 && byte <= 0x7e);
}

/** Boxes found at the top of MP4 and QuickTime files: anything else there is not part of the video. */
const TOP_LEVEL_BOXES = new Set([
  "ftyp",
  "moov",
  "mdat",
  "free",
  "skip",
  "wide",
  "uuid",
  "meta",
  "moof",
  "mfra",
  "sidx",
  "ssix",
  "styp",
  "pdin",
  "udta",
  "prft",
  "emsg",
  "pnot",
  "junk",
]);

async function walkBoxes(reader: Reader): Promise<LayoutVerdict> {
  let offset = 0;
  while (offset < reader.size) {
    const header = await reader.read(offset, 16);
    if (header.length < 8) return "trailing-data";
    if (!TOP_LEVEL_BOXES.has(header.toString("latin1", 4, 8))) return "trailing-data";
    let size = header.readUInt32BE(0);
    if (size === 1) {
      if (header.length < 16) return "truncated";
      size = Number(header.readBigUInt64BE(8));
      if (size < 16) return "trailing-data";
    } else if (size === 0) {
      // "Extends to the end of the file": the last box by definition.
      return "whole";
    } else if (size < 8) {
      return "trailing-data";
    }
    if (offset + size > reader.size) return "truncated";
    offset += size;
  }
  return "whole";
}

/* ─── EBML (Matroska, WebM) ────────────────────────────────────────────────────────────────── */

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
/** Elements allowed directly in a Segment (Matroska spec), plus Void and CRC-32 anywhere. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  0x1654ae6b,
  CLUSTER,
  0x1c53bb6b,
  0x1941a469,
  0x1043a770,
  0x1254c367,
  0xec,
  0xbf,
]);
/** Elements allowed in a Cluster: a recorder writes clusters of unknown size, walked child by child. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, 0xec, 0xbf]);

type Element = { id: number; headerLength: number; size: number | "unknown" };

/** An element's ID (1-4 bytes, marker kept) and size (1-8 bytes, all ones: unknown) at `offset`. */
async function readElement(reader: Reader, offset: number): Promise<Element | undefined> {
  const bytes = await reader.read(offset, 12);
  const idLength = vintLength(bytes[0]);
  if (idLength === undefined || idLength > 4 || bytes.length < idLength + 1) return undefined;
  let id = 0;
  for (let index = 0; index < idLength; index++) id = id * 256 + (bytes[index] ?? 0);
  const sizeLength = vintLength(bytes[idLength]);
  if (sizeLength === undefined || bytes.length < idLength + sizeLength) return undefined;
  let size = (bytes[idLength] ?? 0) & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let index = 1; index < sizeLength; index++) {
    const byte = bytes[idLength + index] ?? 0;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, headerLength: idLength + sizeLength, size: allOnes ? "unknown" : size };
}

function vintLength(first: number | undefined): number | undefined {
  if (!first) return undefined;
  return Math.clz32(first) - 23;
}

async function walkEbml(reader: Reader): Promise<LayoutVerdict> {
  const header = await readElement(reader, 0);
  if (!header || header.size === "unknown") return "trailing-data";
  let offset = header.headerLength + header.size;
  const segment = await readElement(reader, offset);
  if (!segment || segment.id !== SEGMENT) return offset >= reader.size ? "truncated" : "trailing-data";
  offset += segment.headerLength;
  if (segment.size !== "unknown") {
    const end = offset + segment.size;
    if (end > reader.size) return "truncated";
    return end === reader.size ? "whole" : "trailing-data";
  }
  // A live recording (MediaRecorder) does not know its length: walk the segment's children.
  let inCluster = false;
  while (offset < reader.size) {
    const element = await readElement(reader, offset);
    if (!element) return "trailing-data";
    const allowedHere = SEGMENT_CHILDREN.has(element.id) || (inCluster && CLUSTER_CHILDREN.has(element.id));
    if (!allowedHere) return "trailing-data";
    if (SEGMENT_CHILDREN.has(element.id) && element.id !== 0xec && element.id !== 0xbf) inCluster = false;
    offset += element.headerLength;
    if (element.size === "unknown") {
      if (element.id !== CLUSTER) return "trailing-data";
      inCluster = true;
      continue;
    }
    if (element.id === CLUSTER) inCluster = false;
    if (offset + element.size > reader.size) return "truncated";
    offset += element.size;
  }
  return "whole";
}
