import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unusedPort } from "#server/test/unused-port.ts";

/**
 * The production server as the browser benches use it (bench/web.ts, bench/first-interaction.ts):
 * the server (compiled, or `server/main.ts`) in production mode on a free port, a fresh embedded database, no mail; resolves
 * once `/api/health` answers.
 */
export async function startProductionServer(port?: number): Promise<{ child: ChildProcess; url: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-bench-web-"));
  const url = `http://127.0.0.1:${port ?? (await unusedPort())}`;
  // The compiled server `npm run build` writes, as `npm start` runs it: under load, compiling
  // server/main.ts with tsx took minutes.
  const compiled = "build/production-server/main.js";
  const args = fs.existsSync(compiled) ? [compiled] : ["--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: new URL(url).port,
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  child.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // Generous: on the shared machine, under load, tsx compiling the server took over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url };
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not answer /api/health within 180 s");
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
