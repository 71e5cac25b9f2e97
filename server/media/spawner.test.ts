import { describe, expect, it } from "vitest";
import { MEDIA_BOUNDS } from "./bounds.ts";
import { runProgram } from "./run-program.ts";

/** A Node program printing its parent's process id, for which process started it. */
const printParent = ["-e", "process.stdout.write(String(process.ppid))"];

describe("the program spawner", () => {
  it("starts programs from its own process, not from the server's", async () => {
    const result = await runProgram(process.execPath, printParent, { keepStdout: true });
    expect(result.code).toBe(0);
    const parent = Number(result.stdout);
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
  });

  it("runs them at a lower priority than the server's", async () => {
    const program = "process.stdout.write(String(require('node:os').getPriority()))";
    const result = await runProgram(process.execPath, ["-e", program], { keepStdout: true });
    expect(Number(result.stdout)).toBe(MEDIA_BOUNDS.programNiceness);
  });

  it("passes output back whole, a character split between two chunks included", async () => {
    // 300,000 two-byte characters: the pipe's 64 KiB chunks end inside many of them.
    const program = "process.stdout.write('é'.repeat(300000))";
    const result = await runProgram(process.execPath, ["-e", program], { keepStdout: true });
    expect(result.stdout).toBe("é".repeat(300_000));
  });

  it("refuses a program that does not exist, as spawn did", async () => {
    await expect(runProgram("/nonexistent/ffprobe", ["-version"])).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("is started again when it has ended, and its running program is reported ended", async () => {
    const first = await runProgram(process.execPath, printParent, { keepStdout: true });
    const spawnerPid = Number(first.stdout);
    // A program that would run for a minute, then the spawner killed under it.
    const running = runProgram(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], {
      onStdout: () => {},
    });
    const started = await runProgram(process.execPath, printParent, { keepStdout: true });
    expect(Number(started.stdout)).toBe(spawnerPid);
    process.kill(spawnerPid, "SIGKILL");
    await expect(running).resolves.toMatchObject({ code: null, signal: "SIGKILL" });
    const after = await runProgram(process.execPath, printParent, { keepStdout: true });
    expect(after.code).toBe(0);
    expect(Number(after.stdout)).not.toBe(spawnerPid);
  });
});
