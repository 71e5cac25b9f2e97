import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { availableLimiter, limitedCommand, ranOutOfMemory } from "./resource-limits.ts";
import { runProgram } from "./run-program.ts";

describe("runProgram's watchdog", () => {
  it("lets a program finish under a deadline further away than a Node timer can count (24.8 days)", async () => {
    const result = await runProgram(process.execPath, ["-e", "setTimeout(() => {}, 200)"], {
      timeoutMs: 30 * 86_400_000,
    });
    expect(result).toMatchObject({ code: 0, timedOut: false });
  });

  it("kills a program that runs past its deadline", async () => {
    const result = await runProgram(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], {
      timeoutMs: 200,
    });
    expect(result).toMatchObject({ signal: "SIGKILL", timedOut: true });
  });
});

describe("runProgram's output cap", () => {
  it("keeps at most its cap of a program's output and stops the program there", async () => {
    // 64 MB of lines, as ffprobe's listing of millions of packets would print them.
    const program =
      "const line = 'x'.repeat(63) + '\\n'; for (let i = 0; i < 1e6; i++) process.stdout.write(line);";
    const result = await runProgram(process.execPath, ["-e", program], {
      keepStdout: true,
      maxOutputBytes: 1024 * 1024,
    });
    expect(result.outputCapped).toBe(true);
    expect(result.signal).toBe("SIGKILL");
    expect(result.stdout.length).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe("a child's address space", () => {
  const tools = ensureFfmpeg();
  const folder = makeTempFolder();
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  // Converting 4K frames to 720p: the libraries map 270 MiB, the frames and the encoder far more.
  const hungry = (input: string) => [
    ...["-v", "error", "-i", input, "-vf", "scale=1280:720", "-c:v", "libx264", "-preset", "veryfast"],
    ...["-f", "null", "-"],
  ];
  const limit = 400 * 1024 * 1024;

  it("ends a program past its limit, and says it ran out of memory", { timeout: 60_000 }, async () => {
    const input = makeTestClip(tools, folder, "4k.mp4");
    const result = await runProgram(tools.ffmpeg, hungry(input), { addressSpaceBytes: limit });
    expect(result.code).not.toBe(0);
    expect(result.memoryExceeded).toBe(true);
  });

  it.each(["prlimit", "sh"] as const)(
    "limits it the same through %s",
    { timeout: 60_000 },
    async (limiter) => {
      if (limiter === "prlimit") expect(availableLimiter()).toBe("prlimit");
      const input = makeTestClip(tools, folder, "4k.mp4");
      const { command, args } = limitedCommand(
        tools.ffmpeg,
        hungry(input),
        { addressSpaceBytes: limit },
        limiter,
      );
      const result = await runProgram(command, args);
      expect(result.code).not.toBe(0);
      expect(ranOutOfMemory(result, true)).toBe(true);
    },
  );

  it("lets a program finish within a limit that fits it", { timeout: 60_000 }, async () => {
    const input = makeTestClip(tools, folder, "h264.mov");
    const result = await runProgram(tools.ffmpeg, hungry(input), { addressSpaceBytes: 1024 * 1024 * 1024 });
    expect(result).toMatchObject({ code: 0, memoryExceeded: false });
  });
});
