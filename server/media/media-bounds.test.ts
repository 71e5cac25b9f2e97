import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mediaMessages } from "#contracts/media.ts";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import {
  hugePictureMp4,
  lyingDurationMkv,
  packetFloodMkv,
  zeroSizedMdatMp4,
} from "#server/test/hostile-clips.ts";
import { MEDIA_BOUNDS } from "./bounds.ts";
import { checkContainerLayout } from "./container-layout.ts";
import { listPackets } from "./packets.ts";
import { probeSlots, probeUpload } from "./probe.ts";
import { ClipProcessingError, processClip } from "./process-clip.ts";
import { runProgram } from "./run-program.ts";

/**
 * The media pipeline's bounds (bounds.ts) against the hostile files an attacker uploaded: each is
 * generated here in moments, and each was accepted before the bounds.
 */
const tools = ensureFfmpeg();
const folder = makeTempFolder("avatalk-bounds-");
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the picture's size", () => {
  it("refuses a header claiming 16000x16000 before a decoder allocates the picture", async () => {
    const file = hugePictureMp4(tools, folder);
    expect(fs.statSync(file).size).toBeLessThan(10_000);
    // Decoding it would take about 750 MB: under the probe's 512 MiB address space it would end as
    // "too demanding"; refused by its size, nothing that large was ever allocated.
    expect(MEDIA_BOUNDS.probeAddressSpaceBytes).toBeLessThan(750 * 1024 * 1024);
    expect(await probeUpload(tools, file)).toEqual({
      ok: false,
      message: mediaMessages.pictureTooLarge,
      status: 422,
    });
  });

  it("refuses a picture one macroblock wider than 4096 (allocated under -max_pixels, then refused)", async () => {
    const outcome = await probeUpload(tools, hugePictureMp4(tools, folder, 4112));
    expect(outcome).toMatchObject({ ok: false, message: mediaMessages.pictureTooLarge });
  });
});

describe("memory per child", () => {
  it("ends a conversion that needs more than its address space, with a refusal that says so", {
    timeout: 120_000,
  }, async () => {
    const input = makeTestClip(tools, folder, "4k.mp4");
    const probe = await probeUpload(tools, input);
    if (!probe.ok) throw new Error(probe.message);
    const workDir = fs.mkdtempSync(path.join(folder, "work-"));
    // 400 MiB: the libraries take 270, a 4K picture's frames the rest and more.
    const processing = processClip({
      tools,
      input,
      probed: probe.probed,
      workDir,
      bounds: { ffmpegAddressSpaceBytes: 400 * 1024 * 1024 },
    });
    await expect(processing).rejects.toBeInstanceOf(ClipProcessingError);
    // The conversion ends under its limit. Which message the customer gets depends on what ffmpeg
    // printed as it failed: under a loaded machine's timing it sometimes ends without an allocation
    // failure in its output, and is then told the video could not be converted.
    const error = (await processing.catch((caught: unknown) => caught)) as ClipProcessingError;
    expect([mediaMessages.tooDemanding, mediaMessages.processingFailed]).toContain(error.userMessage);
  });
});

describe("the packet listing", () => {
  it("refuses a recording of more packets than three minutes hold, having read no more than the cap", {
    timeout: 120_000,
  }, async () => {
    const packets = MEDIA_BOUNDS.maxPackets + 10_000;
    const file = packetFloodMkv(tools, folder, packets);
    const listing = await listPackets(tools, file, { maxPackets: MEDIA_BOUNDS.maxPackets, limits: {} });
    expect(listing.overLimit).toBe(true);
    expect(listing.total).toBe(MEDIA_BOUNDS.maxPackets + 1);
    expect(await probeUpload(tools, file)).toEqual({
      ok: false,
      message: mediaMessages.tooManyFrames,
      status: 422,
    });
  });

  it("counts a recording's packets and reads its length from them", async () => {
    const listing = await listPackets(tools, makeTestClip(tools, folder, "h264.mov"), {
      maxPackets: MEDIA_BOUNDS.maxPackets,
      limits: {},
    });
    expect(listing.overLimit).toBe(false);
    const [video] = listing.streams.values();
    expect(video?.packets).toBe(75);
    expect(video?.end).toBeCloseTo(3, 1);
  });
});

describe("the length", () => {
  it("refuses a file whose header says 5 s and which holds an hour", { timeout: 60_000 }, async () => {
    const file = lyingDurationMkv(tools, folder, 5, 3600);
    expect(await probeUpload(tools, file)).toEqual({
      ok: false,
      message: mediaMessages.durationMismatch,
      status: 422,
    });
  });

  it("converts no more than the probed length, whatever the file holds (-t)", {
    timeout: 60_000,
  }, async () => {
    const input = makeTestClip(tools, folder, "h264.mov");
    const probe = await probeUpload(tools, input);
    if (!probe.ok) throw new Error(probe.message);
    const workDir = fs.mkdtempSync(path.join(folder, "work-"));
    // As if the packets had said one second: the three the file holds are not all converted.
    const processed = await processClip({
      tools,
      input,
      probed: { ...probe.probed, durationSeconds: 1 },
      workDir,
    });
    const converted = await runProgram(
      tools.ffprobe,
      ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", processed.videoFile],
      { keepStdout: true },
    );
    expect(Number(converted.stdout)).toBeLessThanOrEqual(2.1);
  });
});

describe("a box of size 0 (to the end of the file)", () => {
  it("refuses an MP4 whose last box runs on over an HTML page", async () => {
    const file = zeroSizedMdatMp4(tools, folder, "<html><script>alert(1)</script></html>\n");
    expect(await checkContainerLayout(file)).toBe("trailing-data");
    expect(await probeUpload(tools, file)).toMatchObject({ ok: false, message: mediaMessages.trailingData });
  });

  it("accepts one whose samples reach the file's last byte", async () => {
    const file = zeroSizedMdatMp4(tools, folder, "");
    expect(await checkContainerLayout(file)).toBe("whole");
    expect((await probeUpload(tools, file)).ok).toBe(true);
  });
});

describe("probes at once", () => {
  it("refuses a probe at once while every slot is held and the queue is full", async () => {
    const held = await Promise.all(
      Array.from({ length: MEDIA_BOUNDS.probeSlots }, () => probeSlots.acquire()),
    );
    const queued = Array.from({ length: MEDIA_BOUNDS.probeQueue }, () => probeSlots.acquire());
    expect(probeSlots.waiting).toBe(MEDIA_BOUNDS.probeQueue);
    const outcome = await probeUpload(tools, makeTestClip(tools, folder, "h264.mov"));
    expect(outcome).toEqual({ ok: false, message: mediaMessages.probeBusy, status: 503 });
    // Each release hands its slot to the next in the queue.
    for (const release of held) release?.();
    for (const waiting of queued) (await waiting)?.();
    expect(probeSlots.held).toBe(0);
  });
});
