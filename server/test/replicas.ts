import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiPaths } from "#contracts/api-paths.ts";
import { Registered } from "#contracts/auth.ts";
import type { ClipJobOptions } from "#server/media/clip-job.ts";

export type Replica = {
  url: string;
  /** The server process, for what it costs (its memory, read from /proc). */
  pid: number;
  stop: () => Promise<void>;
  /** kill -9: no shutdown, no `finally` (tests of what a crash leaves behind). */
  kill: () => Promise<void>;
};

/**
 * Starts server/test/api-process.ts as a separate Node process with the given settings and resolves
 * once it listens. Each replica gets its own DATA_DIR (mail files, and PGlite when no DATABASE_URL).
 */
export async function startReplica(
  env: Record<string, string>,
  clipWorker?: Partial<ClipJobOptions>,
): Promise<Replica> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-replica-"));
  const args = ["--import", "tsx", "server/test/api-process.ts"];
  if (clipWorker) args.push(JSON.stringify(clipWorker));
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env },
  });
  // A test whose setup times out never reaches its afterAll's stop(): the replica must still not
  // outlive the test run (two were found running hours after one such run).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += String(chunk);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) =>
      reject(new Error(`the replica exited with ${code} while starting:\n${errors}`)),
    );
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const cleanUp = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      child.once("exit", cleanUp);
      child.kill(signal);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}

/** Registers a customer through a replica's API: their id, and the Bearer header of the session. */
export async function signUpOn(replica: Replica): Promise<{ id: string; headers: Record<string, string> }> {
  const response = await fetch(`${replica.url}${apiPaths.register}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: "Tess Trailhead",
      email: `tess.${randomUUID().slice(0, 8)}@example.com`,
      phoneNumber: "+1 (702) 123-4567",
      password: "Trail#Head2026!",
    }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  const account = Registered.parse(await response.json());
  return { id: account.id, headers: { authorization: `Bearer ${account.accessToken}` } };
}
