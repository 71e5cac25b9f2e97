import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

/** Every file and folder below `root`, with its permission bits. */
function modes(root: string): { file: string; mode: number; isDirectory: boolean }[] {
  return fs.readdirSync(root, { withFileTypes: true, recursive: true }).map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { file, mode: fs.statSync(file).mode & 0o777, isDirectory: entry.isDirectory() };
  });
}

// A database on disk opens and checkpoints far slower than one in memory, above all in a full run.
describe("the embedded database's data folder", { timeout: 90_000 }, () => {
  let parent: string;
  let umask: number;
  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
    // The usual default: without our own umask, new files would be readable by every local user.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it("is created owner-only, and so is every file the database writes into it", async () => {
    const dataDir = path.join(parent, "data");
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();

    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modes(dataDir);
    expect(entries.length).toBeGreaterThan(10);
    const readableByOthers = entries.filter((entry) => (entry.mode & 0o077) !== 0);
    expect(readableByOthers).toEqual([]);
  });

  it("tightens an existing folder that others could read", async () => {
    const dataDir = path.join(parent, "existing");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);

    const database = await openDatabase({ dataDir });
    await database.close();

    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
