import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_LIMITS, mediaMessages } from "#contracts/media.ts";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { probeUpload } from "./probe.ts";

const tools = ensureFfmpeg();
let folder: string;
beforeAll(() => {
  folder = makeTempFolder();
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("probeUpload", () => {
  it.each([
    ["hevc.mov", "hevc", "aac"],
    ["h264.mov", "h264", "aac"],
    ["vp9.webm", "vp9", "opus"],
    ["4k.mp4", "h264", "aac"],
  ] as const)("accepts %s, read as %s video with %s sound", async (kind, videoCodec, audioCodec) => {
    const outcome = await probeUpload(tools, makeTestClip(tools, folder, kind));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.probed.video.codec).toBe(videoCodec);
    expect(outcome.probed.audio?.codec).toBe(audioCodec);
    expect(outcome.probed.durationSeconds).toBeGreaterThan(0.9);
  });

  it.each([
    ["text.txt", mediaMessages.notVideo],
    ["audio-only.m4a", mediaMessages.noVideoStream],
    ["polyglot.mp4", mediaMessages.trailingData],
    ["truncated.mp4", mediaMessages.damaged],
    ["long.mp4", mediaMessages.tooLong],
  ] as const)("refuses %s with its message", async (kind, message) => {
    const outcome = await probeUpload(tools, makeTestClip(tools, folder, kind));
    expect(outcome).toMatchObject({ ok: false, message });
  });

  it("says the limits in words a customer reads", () => {
    expect(mediaMessages.tooLong).toBe(
      "The clip is longer than 3 minutes. Keep answers short and upload it again.",
    );
    expect(mediaMessages.tooLarge).toBe("The clip is larger than 500 MB.");
    expect(mediaMessages.quotaExceeded).toContain("all 2 GB of your account's storage");
    expect(MEDIA_LIMITS.maxDurationSeconds).toBe(180);
  });
});
