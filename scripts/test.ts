import { type StdioOptions, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { e2eBuildEnv, runPlaywright } from "./e2e.ts";
import { ensurePostgres, type LocalPostgres } from "./postgres.ts";
import { ensureSystemTools } from "./system-tools.ts";
import { buildWebApp } from "./web-build.ts";

/**
 * `npm test`: everything CI checks, in the order that fails cheapest first. Each step prints a header;
 * the first failure stops the run; a summary with durations closes it. The first step finds (and,
 * as root with apt, installs) every program from the distribution the run needs, before anything
 * runs side by side; PostgreSQL is started here, so a newcomer needs no setup beyond `npm install`.
 */

type Outcome = "passed" | "failed" | "not run";
/** `details`: lines the summary repeats under the step, such as the tests that failed. */
type StepOutcome = { outcome: Outcome; note?: string; details?: string[] };
/** Where a step's commands write: the terminal, or a file descriptor for a step that runs alongside. */
type Output = "inherit" | number;
type Step = {
  title: string;
  detail: string;
  run: (output: Output) => Promise<StepOutcome>;
  alongside?: boolean;
};
type Result = StepOutcome & { title: string; seconds: number };

const binDir = path.resolve("node_modules/.bin");
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
};
let postgres: Promise<LocalPostgres> | undefined;
/** One throwaway PostgreSQL for the run, started by the first step that needs it. */
const localPostgres = () => (postgres ??= ensurePostgres(baseEnv));

/** Runs a command writing to `output`; resolves to whether it succeeded. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = baseEnv,
  output: Output = "inherit",
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const stdio: StdioOptions = output === "inherit" ? "inherit" : ["ignore", output, output];
    const child = spawn(command, args, { stdio, env });
    child.once("error", reject);
    child.once("exit", (code) => resolve(code === 0));
  });
}

/** Writes a line of the runner's own to a step's output. */
function say(output: Output, text: string): void {
  if (output === "inherit") process.stdout.write(text);
  else fs.writeSync(output, text);
}

const passedIf = (ok: boolean): StepOutcome => ({ outcome: ok ? "passed" : "failed" });

function withoutVariables(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of names) delete copy[name];
  return copy;
}

const steps: Step[] = [
  {
    title: "System tools",
    detail:
      "Chromium, PostgreSQL, Redis, ffmpeg, espeak-ng: found, or installed with one apt-get (scripts/system-tools.ts)",
    run: async () => passedIf(ensureSystemTools(baseEnv)),
  },
  {
    title: "Typecheck",
    detail: "react-router typegen && tsc --noEmit",
    run: async () => passedIf((await run("react-router", ["typegen"])) && (await run("tsc", ["--noEmit"]))),
  },
  {
    title: "Lint and format",
    detail: "npm run lint (biome check ., and dependency-cruiser's layer rules)",
    run: async () => passedIf(await run("npm", ["run", "lint"])),
  },
  {
    title: "Unit, component and API tests (PGlite)",
    detail: "vitest run",
    // The first pass is always the embedded database; PostgreSQL gets its own pass below.
    run: async () => passedIf(await run("vitest", ["run"], withoutVariables(baseEnv, ["TEST_DATABASE_URL"]))),
  },
  {
    title: "Web build",
    detail:
      "npm run build (React Router's and Astro's pages, widget bundles, compressed assets, compiled server)",
    run: async () => {
      buildWebApp(process.cwd(), e2eBuildEnv(baseEnv));
      return { outcome: "passed" };
    },
  },
  {
    title: "Valid HTML and page weight",
    detail:
      "html-validate and Tailwind class conflicts over every prerendered page; the page and widget weight budgets of npm run bench",
    run: async () =>
      passedIf(
        (await run("tsx", ["scripts/validate-html.ts"])) &&
          (await run("tsx", ["bench/page-weight.ts", "--weights-only"])),
      ),
  },
  {
    title: "Database and API tests on PostgreSQL",
    detail: "vitest run --project node server, with TEST_DATABASE_URL; beside the end-to-end tests",
    // Beside the end-to-end tests only, so that nothing of ours runs beside the benchmark's timed
    // answers in the step before (its p95 went over budget on CI with this pass beside it).
    alongside: true,
    run: async (output) => {
      const server = await localPostgres();
      say(output, `Running the database and API tests against PostgreSQL: ${server.description}.\n`);
      const env = { ...baseEnv, TEST_DATABASE_URL: server.url };
      // Tests of the embedded database's own folder (its permissions and its lock) and of whole
      // processes on a folder of their own (the admin command, start-up and shutdown) use no test
      // database: the first pass has run them, and here they only took CPU from the browser tests.
      const embeddedOnly = [
        "server/cli/**",
        "server/main.test.ts",
        "server/db/data-dir.test.ts",
        "server/db/folder-lock.test.ts",
      ].flatMap((pattern) => ["--exclude", pattern]);
      return passedIf(
        await run("vitest", ["run", "--project", "node", "server", ...embeddedOnly], env, output),
      );
    },
  },
  {
    title: "End-to-end tests (Playwright)",
    detail: "playwright test, against the production build and the real server",
    run: async () => {
      const { passed, failures } = await runPlaywright({ postgres: await localPostgres() });
      return { ...passedIf(passed), details: failures };
    },
  },
];

function header(index: number, step: Step): string {
  const title = `${index + 1}/${steps.length} ${step.title}`;
  return `\n\x1b[1m━━━ ${title} ━━━\x1b[0m  \x1b[2m${step.detail}\x1b[0m\n\n`;
}

function summary(results: Result[], totalSeconds: number): string {
  const marks: Record<Outcome, string> = {
    passed: "\x1b[32m✔\x1b[0m",
    failed: "\x1b[31m✘\x1b[0m",
    "not run": "\x1b[2m·\x1b[0m",
  };
  const width = Math.max(...results.map((result) => result.title.length));
  const lines = results.map((result) => {
    const time = result.outcome === "not run" ? "" : `${result.seconds.toFixed(1).padStart(6)} s`;
    const note = result.note ? `  (${result.note})` : "";
    const details = (result.details ?? []).map((detail) => `\n      ${detail}`).join("");
    return `  ${marks[result.outcome]} ${result.title.padEnd(width)}  ${result.outcome.padEnd(7)} ${time}${note}${details}`;
  });
  return `\n\x1b[1mnpm test summary\x1b[0m\n${lines.join("\n")}\n  total ${totalSeconds.toFixed(1)} s\n`;
}

// Ctrl-C: exit through process.exit so the PostgreSQL cleanup hook runs.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

/** Runs a step; a thrown error is its failure. */
async function execute(step: Step, output: Output): Promise<Result> {
  const stepStarted = performance.now();
  let result: StepOutcome;
  try {
    result = await step.run(output);
  } catch (error) {
    say(output, `${error instanceof Error ? error.message : String(error)}\n`);
    result = { outcome: "failed" };
  }
  return { title: step.title, seconds: (performance.now() - stepStarted) / 1000, ...result };
}

/** A step running beside the ones after it, writing to a file of its own. */
type Alongside = { index: number; step: Step; file: string; done: Promise<Result> };

function startAlongside(index: number, step: Step): Alongside {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-test-")), "output.log");
  const descriptor = fs.openSync(file, "w");
  process.stdout.write(`${header(index, step)}Runs beside the next steps; its output follows theirs.\n`);
  const done = execute(step, descriptor).finally(() => fs.closeSync(descriptor));
  return { index, step, file, done };
}

/** Waits for a step started alongside, then prints its output under its header. */
async function finishAlongside({ index, step, file, done }: Alongside): Promise<Result> {
  const result = await done;
  process.stdout.write(`${header(index, step)}${fs.readFileSync(file, "utf8")}`);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return result;
}

const startedAt = performance.now();
const results: Result[] = [];
const alongside: Alongside[] = [];
let failed = false;
for (const [index, step] of steps.entries()) {
  if (failed) {
    results[index] = { title: step.title, outcome: "not run", seconds: 0 };
  } else if (step.alongside) {
    alongside.push(startAlongside(index, step));
  } else {
    process.stdout.write(header(index, step));
    results[index] = await execute(step, "inherit");
    failed = results[index].outcome === "failed";
  }
}
for (const started of alongside) {
  results[started.index] = await finishAlongside(started);
  failed ||= results[started.index]?.outcome === "failed";
}
await postgres?.then(
  (server) => server.stop(),
  () => undefined,
);
process.stdout.write(summary(results, (performance.now() - startedAt) / 1000));
process.exitCode = failed ? 1 : 0;
