import { spawn } from "node:child_process";
import readline from "node:readline";

/**
 * `react-router build`, minus one line: @react-router/dev 7 loads its config through an inner Vite
 * created with `envFile: false`, which Vite 8 reports as deprecated several times per build. The
 * option is set inside their package (vite.config.ts cannot reach that inner server), so the known
 * line is dropped here; everything else, and the exit code, passes through unchanged.
 */
export const KNOWN_UPSTREAM_DEPRECATION =
  "The `envFile` option is deprecated, please use `envDir: false` instead.";

const child = spawn("react-router", ["build", ...process.argv.slice(2)], {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : (process.env.FORCE_COLOR ?? "0") },
});
for (const [source, target] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  readline.createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    if (!line.includes(KNOWN_UPSTREAM_DEPRECATION)) target.write(`${line}\n`);
  });
}
child.once("error", (error) => {
  console.error(`Could not run react-router build: ${error.message}`);
  process.exit(1);
});
child.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
