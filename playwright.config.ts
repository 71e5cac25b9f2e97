import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { e2eServerEnv } from "./e2e/support/server-env.ts";
import {
  CHROMIUM_INSTALL_HINT,
  ChromiumNotFoundError,
  findChromium,
  TEST_BROWSER_PATHS,
  TEST_CHROMIUM_ARGS,
} from "./scripts/find-chromium.ts";

const port = Number(process.env.E2E_PORT || 3310);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

// A fresh data folder per run, so tests never see yesterday's rows or a developer's ./data. Workers
// load this file again; they inherit E2E_DATA_DIR from the runner and so reuse its folder. Tests
// read it (outbox mails, the PGlite files) through the same variable.
let createdDataDir: string | undefined;
if (!process.env.E2E_DATA_DIR) {
  createdDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-e2e-"));
  process.env.E2E_DATA_DIR = createdDataDir;
  // Not in globalTeardown: Playwright runs that before it stops the webServer, and the server
  // checkpoints into this folder while it shuts down. The exit hook runs after the server is gone.
  const folder = createdDataDir;
  process.once("exit", () => fs.rmSync(folder, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

const executablePath = findChromium({ systemPaths: TEST_BROWSER_PATHS });
if (!executablePath)
  throw new ChromiumNotFoundError(`No Chromium found for Playwright. ${CHROMIUM_INSTALL_HINT}`);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not to retry (docs/product.md §Conventions).
  retries: 0,
  // An assertion waits up to 10 s, not Playwright's 5: a passing one returns as soon as it holds,
  // and on CI's slower machines, with the PostgreSQL pass on the same two cores, a page's first
  // lazy chunk and its API call took twice as long as here (the browser tests 673 s against 330).
  expect: { timeout: 10_000 },
  forbidOnly: isCI,
  reporter: [
    ["list"],
    ...(isCI ? [] : [["html", { open: "never", outputFolder: "playwright-report" }] as const]),
    // npm test names the failed tests again in its summary (scripts/e2e-failure-list.ts says why).
    ...(process.env.E2E_FAILURES_FILE ? [["./scripts/e2e-failure-list.ts"] as const] : []),
  ],
  use: {
    baseURL,
    // Recording a trace for every test cost a third of the run's time here (35 tests: 100 s → 72 s
    // without), failing or not. A failure keeps its screenshot and error; to see its trace, run it
    // again with `npm run test:e2e -- --trace retain-on-failure e2e/<spec>`.
    trace: "off",
    // The visitor who prefers reduced motion, unless a spec says otherwise: the drifting hero
    // background alone kept half a core busy per idle page in this GPU-less Chromium (2-3 CPU
    // seconds in 5 s), and two workers share two cores (e2e run 419-533 s → 299 s). Specs about
    // motion, and the axe pass over every page as most visitors see it, use "no-preference".
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      // Quiet, deterministic Chromium (scripts/find-chromium.ts says why each flag).
      args: [...TEST_CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: "chromium",
      // Tests that need a phone set their own viewport (test.use or page.setViewportSize).
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The compiled production server, as `npm start` runs it (scripts/e2e.ts and npm test build it
    // first). One node process, so the SIGTERM below reaches the server's own graceful shutdown.
    command: "node --enable-source-maps build/production-server/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      // PostgreSQL when the run provides one (npm test does), PGlite in DATA_DIR otherwise.
      ...e2eServerEnv({
        port,
        origin: baseURL,
        dataDir: dataDir ?? "",
        databaseUrl: process.env.E2E_DATABASE_URL,
      }),
      // The suite signs up about fifteen customers from one address within minutes, against a limit of
      // twenty in fifteen minutes: `--repeat-each 2` got 429s. The limits have their API tests, and
      // the browser tests of what a visitor sees on a 429 answer it themselves.
      RATE_LIMIT_SCALE: "100",
    },
  },
});
