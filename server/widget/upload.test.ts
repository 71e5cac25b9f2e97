import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { isUploadContentType, type SniffedUpload, sniffUpload, UploadTooLarge } from "./upload.ts";

const mp4 = fs.readFileSync(path.join(import.meta.dirname, "fixtures", "answer-clip.mp4"));

/** The bytes as a request body arrives: in chunks of `size`. */
function chunked(bytes: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
}

function sniffed(result: Awaited<ReturnType<typeof sniffUpload>>): SniffedUpload {
  if (typeof result === "string") throw new Error(`expected a video, got ${result}`);
  return result;
}

describe("isUploadContentType", () => {
  it("accepts the video types and octet-stream, parameters and case aside", () => {
    expect(isUploadContentType("video/mp4")).toBe(true);
    expect(isUploadContentType("Video/WebM; codecs=vp9")).toBe(true);
    expect(isUploadContentType("application/octet-stream")).toBe(true);
  });

  it("refuses JSON, forms, text and no header", () => {
    expect(isUploadContentType("application/json")).toBe(false);
    expect(isUploadContentType("multipart/form-data; boundary=x")).toBe(false);
    expect(isUploadContentType("text/plain")).toBe(false);
    expect(isUploadContentType(undefined)).toBe(false);
  });
});

describe("sniffUpload", () => {
  it("knows a video whose first bytes arrive a few at a time, and passes on every byte", async () => {
    const upload = sniffed(await sniffUpload(chunked(mp4, 5), mp4.length));
    expect(upload.contentType).toBe("video/mp4");
    expect(await buffer(upload.body)).toEqual(mp4);
    expect(upload.sizeBytes()).toBe(mp4.length);
  });

  it("answers 'empty' for no bytes and 'unsupported' for anything but a video", async () => {
    expect(await sniffUpload(Readable.from([]), 1000)).toBe("empty");
    expect(await sniffUpload(chunked(Buffer.from("MZ\x90\x00 not a video at all"), 4), 1000)).toBe(
      "unsupported",
    );
  });

  it("decides on a body shorter than the bytes it sniffs", async () => {
    const short = mp4.subarray(0, 32);
    const upload = sniffed(await sniffUpload(Readable.from([short]), 1000));
    expect(await buffer(upload.body)).toEqual(short);
  });

  it("stops a body that grows past the limit with UploadTooLarge", async () => {
    const upload = sniffed(await sniffUpload(chunked(mp4, 1024), mp4.length - 1));
    await expect(buffer(upload.body)).rejects.toBeInstanceOf(UploadTooLarge);
    expect(upload.sizeBytes()).toBeGreaterThan(mp4.length - 1);
  });
});
