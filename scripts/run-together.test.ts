import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runTogether } from "./run-together.ts";

const node = (name: string, code: string) => ({ name, command: process.execPath, args: ["-e", code] });
const forever = "setInterval(() => {}, 1000)";

describe("runTogether", () => {
  it("stops the others when one process ends, and answers with its exit code", async () => {
    const started = performance.now();
    const code = await runTogether([node("short", "process.exit(3)"), node("long", forever)], {
      quiet: true,
    });
    expect(code).toBe(3);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("stops every process when it is told to stop", async () => {
    // A separate runner process, so the signal does not reach the test runner itself.
    const runner = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import { runTogether } from "./scripts/run-together.ts";
         const code = await runTogether([${JSON.stringify(node("a", forever))}, ${JSON.stringify(node("b", forever))}], { quiet: true });
         console.log("exit " + code);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    runner.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    // Both children are up once the runner has spawned them: poll their count instead of sleeping.
    const exited = new Promise<number | null>((resolve) => runner.once("exit", resolve));
    let children: number[] = [];
    try {
      await expect
        .poll(
          async () => {
            children = await waitingChildren(runner.pid);
            return children.length;
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(2);
    } finally {
      runner.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(output).toContain("exit 130");
    const alive = async () => (await Promise.all(children.map(isRunning))).filter(Boolean).length;
    await expect.poll(alive, { timeout: 5_000, interval: 50 }).toBe(0);
  });
});

/** The `forever` processes whose parent is `pid` (Linux /proc). */
async function waitingChildren(pid: number | undefined): Promise<number[]> {
  const fs = await import("node:fs/promises");
  const entries = await fs.readdir("/proc");
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const commandLine = await fs.readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (parent === pid && commandLine.includes(forever)) found.push(Number(entry));
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
