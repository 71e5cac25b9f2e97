import fs from "node:fs";
import { chromium } from "@playwright/test";
import { aptInstallIfAllowed } from "./apt-install.ts";

/** Where distributions put Chromium; Debian's package installs the first one. */
export const SYSTEM_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

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
 * findChromium, installing Debian's package first when we are allowed to (root with apt-get, as in a
 * fresh CI container). Anywhere else it says what to install instead of changing the machine.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;

  let installed = false;
  try {
    installed = aptInstallIfAllowed("chromium", "Chromium");
  } catch (error) {
    throw new ChromiumNotFoundError(`${(error as Error).message} ${CHROMIUM_INSTALL_HINT}`, { cause: error });
  }
  const afterInstall = installed ? findChromium() : undefined;
  if (afterInstall) return afterInstall;
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
