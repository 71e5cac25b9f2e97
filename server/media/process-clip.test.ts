import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { probeUpload } from "./probe.ts";
import { ebur128Summary, LOUDNESS_TARGET, loudnessGain, processClip } from "./process-clip.ts";
import { runProgram } from "./run-program.ts";

const tools = ensureFfmpeg();
const folder = makeTempFolder();
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The loudness of a file as ebur128 measures it, independently of what processing reported. */
async function measure(file: string) {
  const result = await runProgram(tools.ffmpeg, [
    "-hide_banner",
    "-nostats",
    "-i",
    file,
    "-map",
    "0:a:0",
    "-af",
    "ebur128=peak=true:framelog=verbose",
    "-f",
    "null",
    "-",
  ]);
  return ebur128Summary(result.stderrTail);
}

describe("loudness, measured once and set by a linear gain (decision 0031)", () => {
  it("reads ebur128's summary, silence included", () => {
    const summary = (i: string, peak: string) =>
      `[Parsed_ebur128_0 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         ${i} LUFS\n    Threshold: -31.8 LUFS\n\n  True peak:\n    Peak:      ${peak} dBFS\n`;
    expect(ebur128Summary(summary("-21.8", "-14.5"))).toEqual({ integrated: -21.8, truePeak: -14.5 });
    expect(ebur128Summary(summary("-70.0", "-inf"))).toEqual({ integrated: -70, truePeak: null });
    expect(ebur128Summary("Conversion failed!")).toBeUndefined();
  });

  it("brings a clip to -16 LUFS, and a peaky one only as far as its true peak allows", () => {
    expect(loudnessGain({ integrated: -24, truePeak: -12 })).toBe(8);
    // -16 would put the peak at +1 dBTP: the gain stops at the -1.5 dBTP ceiling.
    expect(loudnessGain({ integrated: -20, truePeak: -3 })).toBe(1.5);
    expect(loudnessGain({ integrated: -10, truePeak: -0.5 })).toBe(-6);
    expect(loudnessGain({ integrated: null, truePeak: null })).toBeNull();
  });

  it("converts a clip whose measured loudness is the target, its true peak under the ceiling", {
    timeout: 60_000,
  }, async () => {
    const input = makeTestClip(tools, folder, "h264.mov");
    const probe = await probeUpload(tools, input);
    if (!probe.ok) throw new Error(probe.message);
    const workDir = path.join(folder, "work");
    fs.mkdirSync(workDir);
    const processed = await processClip({ tools, input, probed: probe.probed, workDir });
    const before = await measure(input);
    const after = await measure(processed.videoFile);
    expect(before?.integrated).toBeLessThan(LOUDNESS_TARGET.integrated - 2);
    expect(after?.integrated).toBeCloseTo(LOUDNESS_TARGET.integrated, 0);
    expect(after?.truePeak).toBeLessThanOrEqual(LOUDNESS_TARGET.truePeak + 0.5);
    expect(processed.loudness?.outputIntegrated).toBeCloseTo(after?.integrated ?? 0, 0);
  });
});

describe("runProgram's watchdog counts CPU time, not the wall clock", () => {
  it("stops a program that has used its CPU time", { timeout: 30_000 }, async () => {
    const result = await runProgram(
      tools.ffmpeg,
      [
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=1280x720:duration=600",
        "-c:v",
        "libx264",
        "-f",
        "null",
        "-",
      ],
      { cpuLimitSeconds: 1 },
    );
    expect(result.timedOut).toBe(true);
    expect(result.cpuSeconds).toBeGreaterThan(1);
  });

  it("lets a program that waits, using next to no CPU, run past that many seconds", {
    timeout: 30_000,
  }, async () => {
    // -re reads its input at its own pace: three seconds of silence take three seconds, idle.
    const result = await runProgram(
      tools.ffmpeg,
      ["-v", "error", "-re", "-f", "lavfi", "-i", "anullsrc=duration=3", "-f", "null", "-"],
      { cpuLimitSeconds: 1 },
    );
    expect(result).toMatchObject({ timedOut: false, code: 0 });
  });
});
