import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { isUploadContentType, receiveUpload, UploadTooLarge } from "./upload.ts";

const mp4 = fs.readFileSync(path.join(import.meta.dirname, "fixtures", "answer-clip.mp4"));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-upload-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The bytes as a request body arrives: in chunks of `size`. */
function chunked(bytes: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
}

describe("isUploadContentType", () => {
  it("accepts every video type and octet-stream, parameters and case aside", () => {
    expect(isUploadContentType("video/mp4")).toBe(true);
    expect(isUploadContentType("Video/WebM; codecs=vp9")).toBe(true);
    expect(isUploadContentType("video/quicktime")).toBe(true);
    expect(isUploadContentType("application/octet-stream")).toBe(true);
  });

  it("refuses JSON, forms, text and no header", () => {
    expect(isUploadContentType("application/json")).toBe(false);
    expect(isUploadContentType("multipart/form-data; boundary=x")).toBe(false);
    expect(isUploadContentType("text/plain")).toBe(false);
    expect(isUploadContentType(undefined)).toBe(false);
  });
});

describe("receiveUpload", () => {
  it("writes every byte that arrives, a few at a time, and counts them", async () => {
    const file = path.join(folder, "whole.mp4");
    expect(await receiveUpload(chunked(mp4, 1000), mp4.length, file)).toBe(mp4.length);
    expect(fs.readFileSync(file).equals(mp4)).toBe(true);
  });

  it("stops past the limit and leaves no file behind", async () => {
    const file = path.join(folder, "too-large.mp4");
    await expect(receiveUpload(chunked(mp4, 1024), mp4.length - 1, file)).rejects.toBeInstanceOf(
      UploadTooLarge,
    );
    expect(fs.existsSync(file)).toBe(false);
  });
});
