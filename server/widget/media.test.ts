import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range.ts";
import { captionsVtt, cueTexts } from "./captions.ts";
import { localDiskStore } from "./media-store.ts";

describe("parseByteRange", () => {
  it("reads a start and end, an open end and a suffix", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("serves whole files for no or odd headers, and refuses ranges beyond the end", () => {
    expect(parseByteRange(undefined, 1000)).toBeUndefined();
    expect(parseByteRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(parseByteRange("items=0-1", 1000)).toBeUndefined();
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });

  it("merges overlapping ranges into one, and refuses several ranges that all lie beyond the end", () => {
    expect(parseByteRange("bytes=0-99,50-199", 1000)).toEqual({ start: 0, end: 199 });
    expect(parseByteRange("bytes=0-99, 2000-3000", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=2000-3000,4000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=500-100", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=abc-", 1000)).toBeUndefined();
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});

describe("captionsVtt", () => {
  it("cuts the answer into timed cues of at most two short lines", () => {
    const answer =
      "You can return any item within 30 days. Print the label from your account, pack the item and drop it at any post office; the refund follows within five working days.";
    const vtt = captionsVtt(answer);
    expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.000 --> ")).toBe(true);
    for (const cue of cueTexts(answer)) expect(cue.length).toBeLessThanOrEqual(84);
    expect(cueTexts(answer).join(" ")).toBe(answer);
  });

  it("escapes markup and the cue arrow", () => {
    const vtt = captionsVtt("Use <b>bold</b> & never --> arrows.");
    expect(vtt).toContain("Use &lt;b&gt;bold&lt;/b&gt; &amp; never --&gt; arrows.");
  });
});

describe("localDiskStore", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-media-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("stores, sizes, reads a range and deletes", async () => {
    const store = localDiskStore(root);
    await store.put("account/clip", Readable.from([Buffer.from("0123456789")]));
    expect(await store.size("account/clip")).toBe(10);
    expect(await text(await store.read("account/clip", { start: 2, end: 4 }))).toBe("234");
    await store.delete("account/clip");
    expect(await store.size("account/clip")).toBeUndefined();
  });

  it("never leaves its folder", async () => {
    const store = localDiskStore(root);
    await expect(store.size("../etc/passwd")).rejects.toThrow(/unsafe media key/);
  });
});
