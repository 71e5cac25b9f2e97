import fs from "node:fs";
import { chromium } from "@playwright/test";

/** Where distributions put Chromium; Debian's package installs the first one. */
export const SYSTEM_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * Debian's `chromium-headless-shell`: the same Blink without the desktop browser around it, which is
 * what Playwright itself runs headless tests in. The browser tests took a third less time in it on
 * this two-core machine (46 tests: 96.9 s in the full browser, 63.9 s in the shell).
 */
export const SYSTEM_HEADLESS_SHELL_PATHS = ["/usr/bin/chromium-headless-shell"];
/**
 * Where the end-to-end tests look: the headless shell first, as they need no window. Lighthouse and
 * the image scripts measure and draw in the full browser, the one visitors use.
 */
export const TEST_BROWSER_PATHS = [...SYSTEM_HEADLESS_SHELL_PATHS, ...SYSTEM_CHROMIUM_PATHS];
/**
 * The flags the end-to-end tests launch Chromium with (playwright.config.ts), and the browser benches
 * that measure what those tests check: no sandbox (containers run as root), no GPU, no background
 * traffic to Google services that would slow the run or make it flaky offline.
 */
export const TEST_CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CHROMIUM_INSTALL_HINT =
  "Install Chromium with `sudo apt-get install chromium` (Debian/Ubuntu), " +
  "or set CHROMIUM_PATH=/path/to/chrome to use a Chrome or Chromium you already have.";

export class ChromiumNotFoundError extends Error {
  override name = "ChromiumNotFoundError";
}

export type FindChromiumOptions = {
  env?: NodeJS.ProcessEnv;
  /** System paths to try after CHROMIUM_PATH; tests pass their own temporary files. */
  systemPaths?: readonly string[];
  /** Playwright's cached browser, tried last; tests pass a function to isolate the cache. */
  playwrightPath?: () => string | undefined;
};

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, then the system package, then a browser
 * Playwright downloaded earlier. We prefer the system package over `npx playwright install`, which
 * downloads a browser on every fresh machine and misses the system libraries it needs.
 */
export function findChromium(options: FindChromiumOptions = {}): string | undefined {
  const env = options.env ?? process.env;
  const explicit = env.CHROMIUM_PATH?.trim();
  if (explicit) {
    // A path the user named and we cannot run is a mistake to report, not a reason to pick another browser.
    if (!isExecutableFile(explicit)) {
      throw new ChromiumNotFoundError(
        `CHROMIUM_PATH is set to ${explicit}, but no executable file is there.`,
      );
    }
    return explicit;
  }
  const candidates = [...(options.systemPaths ?? SYSTEM_CHROMIUM_PATHS)];
  const cached = (options.playwrightPath ?? playwrightCachedChromium)();
  if (cached) candidates.push(cached);
  return candidates.find(isExecutableFile);
}

/**
 * findChromium, or an error that says what to install. Nothing here installs: npm test's first step
 * (scripts/system-tools.ts) does, once, before anything runs side by side.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  throw new ChromiumNotFoundError(`No Chromium found. ${CHROMIUM_INSTALL_HINT}`);
}

/**
 * The browser for the end-to-end tests: a browser named in CHROMIUM_PATH as it is, else Debian's
 * headless shell, which the tests need no window for, else the full browser.
 */
export function ensureTestBrowser(): string {
  const browser = findChromium({ systemPaths: TEST_BROWSER_PATHS });
  if (browser) return browser;
  throw new ChromiumNotFoundError(`No Chromium found for the end-to-end tests. ${CHROMIUM_INSTALL_HINT}`);
}

function playwrightCachedChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright throws when it knows no browser for this platform: there is simply no cached one.
    return undefined;
  }
}

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
