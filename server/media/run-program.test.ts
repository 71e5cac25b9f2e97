import { describe, expect, it } from "vitest";
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
