import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { findOnPath } from "./find-program.ts";
import { freePort } from "./postgres.ts";

export type LocalRedis = { url: string; stop: () => Promise<void> };

export const REDIS_HINT =
  "Install Redis (Debian: `apt-get install redis-server`; macOS: `brew install redis`) so that " +
  "`redis-server` is on the PATH.";

/** redis-server on PATH (Debian's package puts it in /usr/bin). */
export const findRedisServer = (env: NodeJS.ProcessEnv = process.env) => findOnPath("redis-server", env);

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A throwaway Redis for tests of what several replicas share (rate limits): on a free loopback port,
 * in memory only (no snapshot, no append-only file), stopped with the caller. npm test's first step
 * installs Debian's `redis-server`; here it is only found.
 */
export async function startLocalRedis(): Promise<LocalRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error(`No redis-server found for the shared rate-limit tests. ${REDIS_HINT}`);

  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null)
      throw new Error(`redis-server exited with ${child.exitCode} while starting.`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("redis-server did not answer PING within 10 s.");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
