import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "#scripts/postgres.ts";
import { ensureServerBuild, productionServerCommand } from "#scripts/server-build.ts";
import { buildReason, buildWebApp } from "#scripts/web-build.ts";

export { freePort };

/** The web app and the compiled server, built first when missing or stale (as `npm start` does). */
export async function ensureBuilt(): Promise<void> {
  const webReason = buildReason();
  if (webReason) {
    process.stdout.write(`Building the web app first (${webReason}).\n`);
    buildWebApp();
  }
  await ensureServerBuild();
}

/**
 * Polls `url` until it answers 2xx, or fails once the process has exited or 120 s have passed (a
 * fresh embedded database took over 60 s to start on a shared, busy machine).
 */
export async function waitUntilUp(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it answered.`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet: poll again below
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within 120 s.`);
}

export type RunningServer = { url: string; child: ChildProcess; exited: Promise<void> };

/**
 * The production server as `npm start` runs it, on a free port (or `port`), with the given
 * environment. `nodeArgs` go before the server's entry (a `--import` probe); `ipc` opens a message
 * channel to it. A bench that needs the server's own URL in its environment (PUBLIC_URL, for the
 * widget's absolute clip and poster URLs) picks the port first with `freePort`.
 */
export async function startProductionServer(
  env: NodeJS.ProcessEnv,
  options: { nodeArgs?: string[]; ipc?: boolean; port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const [command, ...args] = productionServerCommand();
  const child = spawn(command ?? "node", [...(options.nodeArgs ?? []), ...args], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
    },
    stdio: options.ipc ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child, "The production server");
  return { url, child, exited };
}

/** A temporary data folder, removed when the bench exits. */
export function temporaryDataDir(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.on("exit", () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Markdown table rows, padded so the printed table lines up. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
