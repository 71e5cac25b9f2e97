import { spawn } from "node:child_process";
import { ensureServerBuild, productionServerCommand } from "./server-build.ts";
import { buildReason, buildWebApp } from "./web-build.ts";

/**
 * `npm start`: one command from a fresh clone to a running site. Builds the web app and compiles
 * the server only when a build is missing or stale (a finished, current build is never rebuilt),
 * then runs the compiled server with plain Node, which migrates, seeds and prints its URL.
 */
const reason = buildReason();
try {
  if (reason) {
    process.stdout.write(`Building the web app first (${reason}).\n`);
    buildWebApp(); // npm run build: the web app and the server
  }
  await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const [command = process.execPath, ...args] = productionServerCommand();
const server = spawn(command, args, { stdio: "inherit" });
// The server shuts down gracefully on SIGINT/SIGTERM; pass them on and leave with its exit code.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
