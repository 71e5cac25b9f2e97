import { Readable } from "node:stream";
import type { MediaType } from "#contracts/widget.ts";
import { SNIFF_BYTES, sniffMediaType } from "./media-type.ts";

/** The body types a clip upload may be sent as: the bytes decide what it is, not this header. */
const UPLOAD_CONTENT_TYPES = new Set(["video/mp4", "video/webm", "application/octet-stream"]);

/** Whether a request's Content-Type announces a file's bytes, parameters aside. */
export function isUploadContentType(header: string | undefined): boolean {
  const mediaType = header?.split(";", 1)[0]?.trim().toLowerCase();
  return mediaType !== undefined && UPLOAD_CONTENT_TYPES.has(mediaType);
}

/** Thrown by an upload's `body` when more bytes arrive than it may hold. */
export class UploadTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`the upload exceeds ${maxBytes} bytes`);
    this.name = "UploadTooLarge";
  }
}

/** An upload whose first bytes named a video: its whole body, counted and limited as it is read. */
export type SniffedUpload = {
  contentType: MediaType;
  /** All the bytes, the sniffed ones first; errors with UploadTooLarge past the limit. */
  body: Readable;
  /** How many bytes `body` has given so far (all of them once it has ended). */
  sizeBytes(): number;
};

/**
 * Reads an upload until its first bytes are known and decides by them what it is: "empty" for no
 * bytes, "unsupported" for anything but an MP4 or a WebM. A video comes back as a stream that still
 * starts with those bytes, so the store receives the file whole without holding it in memory.
 */
export async function sniffUpload(
  payload: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<SniffedUpload | "empty" | "unsupported"> {
  const iterator = payload[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = asBuffer(next.value);
    head.push(chunk);
    headLength += chunk.length;
  }
  if (headLength === 0) return "empty";
  const contentType = sniffMediaType(Buffer.concat(head));
  if (!contentType) return "unsupported";

  let sizeBytes = 0;
  const count = (chunk: Buffer) => {
    sizeBytes += chunk.length;
    if (sizeBytes > maxBytes) throw new UploadTooLarge(maxBytes);
    return chunk;
  };
  async function* limited() {
    for (const chunk of head) yield count(chunk);
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield count(asBuffer(next.value));
    }
  }
  return { contentType, body: Readable.from(limited()), sizeBytes: () => sizeBytes };
}

/** The chunk's bytes as a Buffer, without copying them. */
function asBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
