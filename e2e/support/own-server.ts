import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "#scripts/postgres.ts";
import { e2eServerEnv } from "./server-env.ts";

export type OwnServer = { origin: string; dataDir: string; close(): Promise<void> };

/**
 * A production server of a spec's own, beside the suite's, for a test that needs settings the suite
 * cannot share: the widget flood needs the real rate limits (the suite's server multiplies them by
 * 100 so that its sign-ups from one address pass). Its own data folder and PGlite database, a free
 * port on 127.0.0.1 (or `port`, for a spec that puts a relay in front), the same compiled server
 * and web build the suite runs.
 */
export async function startOwnServer(env: Record<string, string>, port?: number): Promise<OwnServer> {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-e2e-own-"));
  // Its output is kept, to say why it did not start when it does not.
  const logFile = `${dataDir}.log`;
  const log = fs.openSync(logFile, "w");
  const child: ChildProcess = spawn(process.execPath, ["build/production-server/main.js"], {
    stdio: ["ignore", log, log],
    // Not the test worker's environment: Playwright's NODE_OPTIONS (its TypeScript loader) would load
    // into the server too.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      TMPDIR: os.tmpdir(),
      ...e2eServerEnv({ port, origin, dataDir }),
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(`it ended (${signal ?? `code ${code}`})`)),
  );
  // A worker that ends (a timeout, a failed hook) must not leave the server running.
  const stop = () => child.kill("SIGTERM");
  process.once("exit", stop);
  const readyOrNot = async () => {
    try {
      await expect.poll(() => healthStatus(origin), { timeout: 150_000 }).toBe(200);
      return undefined;
    } catch {
      return "it did not answer /api/health as ready within 150 s";
    }
  };
  const failure = await Promise.race([readyOrNot(), exited]);
  if (failure) {
    stop();
    throw new Error(`The test's own server did not start: ${failure}. Its output:\n${tail(logFile)}`);
  }
  return {
    origin,
    dataDir,
    async close() {
      process.off("exit", stop);
      stop();
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(logFile, { force: true });
    },
  };
}

/**
 * The readiness check's status, none while nothing answers. Each try is bounded: a server that
 * takes the connection and never answers must fail the wait, not hold it.
 */
async function healthStatus(origin: string): Promise<number | undefined> {
  const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(
    () => undefined,
  );
  return response?.status;
}

function tail(file: string, lines = 40): string {
  return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
}
