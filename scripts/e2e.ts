import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureTestBrowser } from "./find-chromium.ts";
import { createDatabase, ensurePostgres, type LocalPostgres } from "./postgres.ts";
import { ensureServerBuild } from "./server-build.ts";
import { buildReason, buildWebApp, PUBLIC_ENV_NAMES } from "./web-build.ts";

/**
 * The end-to-end tests expect the default install: public settings from a developer's shell
 * (APP_URL pointing elsewhere, a calendar URL) are left out of the build they run against.
 */
export function e2eBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of PUBLIC_ENV_NAMES) delete copy[name];
  return copy;
}

/** How a Playwright run ended: whether every test passed, and a line for each one that failed. */
export type PlaywrightOutcome = { passed: boolean; failures: string[] };

/**
 * Runs `playwright test` with a Chromium we found (or installed) and, when a PostgreSQL is given, a
 * fresh database on that PostgreSQL for the e2e server, so tests can check stored rows (e2e/support/db.ts).
 */
export async function runPlaywright(options: {
  postgres: LocalPostgres;
  args?: string[];
}): Promise<PlaywrightOutcome> {
  const chromium = ensureTestBrowser();
  process.stdout.write(`Using Chromium at ${chromium}.\n`);
  const failuresFolder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-e2e-failures-"));
  const failuresFile = path.join(failuresFolder, "failures.txt");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    CHROMIUM_PATH: chromium,
    E2E_FAILURES_FILE: failuresFile,
  };
  const database = await createDatabase(options.postgres.url, "avatalk_e2e");
  env.E2E_DATABASE_URL = database.url;
  process.stdout.write("The e2e server uses a fresh PostgreSQL database, so tests can check stored rows.\n");
  try {
    const passed = await new Promise<boolean>((resolve, reject) => {
      const child = spawn("playwright", ["test", ...(options.args ?? [])], { stdio: "inherit", env });
      child.once("error", reject);
      child.once("exit", (code) => resolve(code === 0));
    });
    const failures = fs.existsSync(failuresFile)
      ? fs.readFileSync(failuresFile, "utf8").split("\n").filter(Boolean)
      : [];
    return { passed, failures };
  } finally {
    fs.rmSync(failuresFolder, { recursive: true, force: true });
    await database.drop();
  }
}

/**
 * `npm run test:e2e [-- playwright arguments]`: only the end-to-end step of npm test, building the
 * web app first when it is stale. Runs the server on a fresh PostgreSQL database, like npm test.
 */
async function main(): Promise<void> {
  const env = e2eBuildEnv();
  const reason = buildReason(process.cwd(), env);
  if (reason) {
    process.stdout.write(`Building the web app first (${reason}).\n`);
    buildWebApp(process.cwd(), env);
  }
  await ensureServerBuild();
  const postgres = await ensurePostgres();
  try {
    const { passed } = await runPlaywright({ postgres, args: process.argv.slice(2) });
    process.exitCode = passed ? 0 : 1;
  } finally {
    postgres.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
