import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { aptInstallIfAllowed } from "./apt-install.ts";
import { freePort } from "./postgres.ts";

export type LocalRedis = { url: string; stop: () => Promise<void> };

export const REDIS_HINT =
  "Install Redis (Debian: `apt-get install redis-server`; macOS: `brew install redis`) so that " +
  "`redis-server` is on the PATH.";

function redisServerPath(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

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
 * in memory only (no snapshot, no append-only file), stopped with the caller. Installs Debian's
 * `redis-server` where it may (as root with apt, as in CI), as npm test does for PostgreSQL.
 */
export async function startLocalRedis(): Promise<LocalRedis> {
  let binary = redisServerPath();
  if (!binary && aptInstallIfAllowed("redis-server", "Redis")) binary = redisServerPath();
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
