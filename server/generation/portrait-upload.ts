import type { Readable } from "node:stream";

/** A small upload read whole, or "too-large" past `maxBytes` (the rest is drained, not kept). */
export async function receiveToBuffer(stream: Readable, maxBytes: number): Promise<Buffer | "too-large"> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) tooLarge = true;
    if (!tooLarge) chunks.push(chunk as Buffer);
  }
  return tooLarge ? "too-large" : Buffer.concat(chunks);
}
