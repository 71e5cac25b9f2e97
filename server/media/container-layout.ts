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
  let moov: { offset: number; size: number } | undefined;
  while (offset < reader.size) {
    const header = await reader.read(offset, 16);
    if (header.length < 8) return "trailing-data";
    const type = header.toString("latin1", 4, 8);
    if (!TOP_LEVEL_BOXES.has(type)) return "trailing-data";
    let size = header.readUInt32BE(0);
    if (size === 1) {
      if (header.length < 16) return "truncated";
      size = Number(header.readBigUInt64BE(8));
      if (size < 16) return "trailing-data";
    } else if (size === 0) {
      // "Extends to the end of the file": anything may follow, so the rest is checked. Only media
      // data may be written so (a recorder that could not go back to write its size), and its
      // samples, as the index before it lists them, must reach the file's last byte.
      if (type !== "mdat" || !moov) return "trailing-data";
      const samplesEnd = lastSampleEnd(await reader.read(moov.offset, moov.size));
      if (samplesEnd === undefined || samplesEnd < reader.size) return "trailing-data";
      return samplesEnd > reader.size ? "truncated" : "whole";
    } else if (size < 8) {
      return "trailing-data";
    }
    if (offset + size > reader.size) return "truncated";
    if (type === "moov") moov = size <= MAX_INDEX_BYTES ? { offset, size } : undefined;
    offset += size;
  }
  return "whole";
}

/** The largest index read whole (a three-minute clip's is well under a megabyte). */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;

/** The boxes directly inside `box` (its content from `start` to `end`): type and content range. */
function* childBoxes(box: Buffer, start: number, end: number) {
  let at = start;
  while (at + 8 <= end) {
    let size = box.readUInt32BE(at);
    let headerLength = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(box.readBigUInt64BE(at + 8));
      headerLength = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < headerLength || at + size > end) return;
    yield { type: box.toString("latin1", at + 4, at + 8), start: at + headerLength, end: at + size };
    at += size;
  }
}

function childBox(box: Buffer, parent: { start: number; end: number }, type: string) {
  for (const child of childBoxes(box, parent.start, parent.end)) if (child.type === type) return child;
  return undefined;
}

/**
 * Where the last sample of any track ends, from the index (moov): each track's chunk offsets (stco,
 * co64), how many samples each chunk holds (stsc) and their sizes (stsz, stz2). Undefined when a
 * table is missing or malformed.
 */
function lastSampleEnd(moov: Buffer): number | undefined {
  let end: number | undefined;
  try {
    for (const trak of childBoxes(moov, 8, moov.length)) {
      if (trak.type !== "trak") continue;
      const mdia = childBox(moov, trak, "mdia");
      const minf = mdia && childBox(moov, mdia, "minf");
      const stbl = minf && childBox(moov, minf, "stbl");
      if (!stbl) return undefined;
      const trackEnd = trackSamplesEnd(moov, stbl);
      if (trackEnd === undefined) return undefined;
      end = Math.max(end ?? 0, trackEnd);
    }
  } catch {
    // A table that claims more entries than its box holds reads past the buffer.
    return undefined;
  }
  return end;
}

function trackSamplesEnd(box: Buffer, stbl: { start: number; end: number }): number | undefined {
  const stco = childBox(box, stbl, "stco");
  const co64 = childBox(box, stbl, "co64");
  const stsc = childBox(box, stbl, "stsc");
  const sizes = sampleSizes(box, stbl);
  if (!(stco || co64) || !stsc || !sizes) return undefined;
  const offsets = (stco ?? co64) as { start: number };
  const chunkCount = box.readUInt32BE(offsets.start + 4);
  const chunkOffset = (index: number) =>
    stco
      ? box.readUInt32BE(stco.start + 8 + index * 4)
      : Number(box.readBigUInt64BE(offsets.start + 8 + index * 8));
  const runs = box.readUInt32BE(stsc.start + 4);
  const runAt = (index: number) => ({
    firstChunk: box.readUInt32BE(stsc.start + 8 + index * 12),
    samples: box.readUInt32BE(stsc.start + 8 + index * 12 + 4),
  });
  let end = 0;
  let sample = 0;
  let run = 0;
  for (let chunk = 0; chunk < chunkCount; chunk++) {
    while (run + 1 < runs && runAt(run + 1).firstChunk <= chunk + 1) run++;
    const perChunk = runs > 0 ? runAt(run).samples : 0;
    let at = chunkOffset(chunk);
    for (let index = 0; index < perChunk && sample < sizes.count; index++) at += sizes.at(sample++);
    end = Math.max(end, at);
  }
  return end;
}

/** A track's sample sizes: stsz (one size for all, or one each) or stz2 (4, 8 or 16 bits each). */
function sampleSizes(box: Buffer, stbl: { start: number; end: number }) {
  const stsz = childBox(box, stbl, "stsz");
  if (stsz) {
    const fixed = box.readUInt32BE(stsz.start + 4);
    const count = box.readUInt32BE(stsz.start + 8);
    return { count, at: (index: number) => fixed || box.readUInt32BE(stsz.start + 12 + index * 4) };
  }
  const stz2 = childBox(box, stbl, "stz2");
  if (!stz2) return undefined;
  const bits = box.readUInt8(stz2.start + 7);
  const count = box.readUInt32BE(stz2.start + 8);
  const table = stz2.start + 12;
  if (bits === 16) return { count, at: (index: number) => box.readUInt16BE(table + index * 2) };
  if (bits === 8) return { count, at: (index: number) => box.readUInt8(table + index) };
  if (bits === 4) {
    return {
      count,
      at: (index: number) => {
        const byte = box.readUInt8(table + (index >> 1));
        return index % 2 === 0 ? byte >> 4 : byte & 0x0f;
      },
    };
  }
  return undefined;
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
