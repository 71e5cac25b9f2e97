import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * The body types a clip upload may be sent as: any video type or plain bytes. The Content-Type says
 * nothing reliable (a phone's .mov arrives as video/quicktime, a renamed one as anything): ffprobe
 * reading the bytes decides what they are (server/media/probe.ts).
 */
export function isUploadContentType(header: string | undefined): boolean {
  const mediaType = header?.split(";", 1)[0]?.trim().toLowerCase();
  return (
    mediaType !== undefined && (mediaType.startsWith("video/") || mediaType === "application/octet-stream")
  );
}

/** Thrown when more bytes arrive than an upload may hold. */
export class UploadTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`the upload exceeds ${maxBytes} bytes`);
    this.name = "UploadTooLarge";
  }
}

/**
 * Writes an upload's body to `file` (a temporary file the probe reads), counting and limiting as it
 * arrives, and resolves to its size. Past `maxBytes` it stops with UploadTooLarge and removes the file.
 */
export async function receiveUpload(
  payload: AsyncIterable<Uint8Array>,
  maxBytes: number,
  file: string,
): Promise<number> {
  let sizeBytes = 0;
  async function* limited() {
    for await (const chunk of payload) {
      sizeBytes += chunk.byteLength;
      if (sizeBytes > maxBytes) throw new UploadTooLarge(maxBytes);
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(limited()), createWriteStream(file, { flags: "wx" }));
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return sizeBytes;
}
