import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChromiumNotFoundError, findChromium, TEST_BROWSER_PATHS } from "./find-chromium.ts";

describe("findChromium", () => {
  let folder: string;
  let fromEnv: string;
  let system: string;
  let cached: string;
  let notExecutable: string;

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "find-chromium-"));
    const executable = (name: string) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, "#!/bin/sh\n", { mode: 0o755 });
      return file;
    };
    fromEnv = executable("env-chrome");
    system = executable("system-chromium");
    cached = executable("playwright-chrome");
    notExecutable = path.join(folder, "plain-file");
    fs.writeFileSync(notExecutable, "", { mode: 0o644 });
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("prefers CHROMIUM_PATH over the system package and Playwright's cache", () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: fromEnv },
      systemPaths: [system],
      playwrightPath: () => cached,
    });
    expect(found).toBe(fromEnv);
  });

  it("fails with the variable and path named when CHROMIUM_PATH points at nothing runnable", () => {
    const missing = path.join(folder, "missing-chrome");
    const find = (file: string) => () =>
      findChromium({ env: { CHROMIUM_PATH: file }, systemPaths: [system], playwrightPath: () => cached });
    expect(find(missing)).toThrow(ChromiumNotFoundError);
    expect(find(missing)).toThrow(`CHROMIUM_PATH is set to ${missing}`);
    expect(find(folder)).toThrow(ChromiumNotFoundError);
  });

  it("takes the first system path that exists and is executable", () => {
    const found = findChromium({
      env: {},
      systemPaths: [path.join(folder, "absent"), notExecutable, system],
      playwrightPath: () => cached,
    });
    expect(found).toBe(system);
  });

  it("ignores an empty CHROMIUM_PATH", () => {
    expect(findChromium({ env: { CHROMIUM_PATH: " " }, systemPaths: [system] })).toBe(system);
  });

  it("falls back to the browser Playwright downloaded when there is no system Chromium", () => {
    expect(findChromium({ env: {}, systemPaths: [], playwrightPath: () => cached })).toBe(cached);
  });

  it("answers undefined when no browser is anywhere, including a cache entry not yet downloaded", () => {
    const notDownloaded = path.join(folder, "ms-playwright", "chrome");
    expect(findChromium({ env: {}, systemPaths: [], playwrightPath: () => notDownloaded })).toBeUndefined();
    expect(findChromium({ env: {}, systemPaths: [], playwrightPath: () => undefined })).toBeUndefined();
  });

  it("looks for the browser tests' Chromium in Debian's headless shell first, then the full browser", () => {
    expect(TEST_BROWSER_PATHS).toEqual([
      "/usr/bin/chromium-headless-shell",
      "/usr/bin/chromium",
      "/usr/bin/chromium-browser",
    ]);
  });
});
