import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireFolderLock, FolderLockedError } from "./folder-lock.ts";

describe("acquireFolderLock", () => {
  let folder: string;
  let lockPath: string;

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "folder-lock-"));
    lockPath = path.join(folder, ".lock");
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("writes our pid into the lock file and removes it on release", () => {
    const release = acquireFolderLock(folder);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("refuses a folder locked by another running process, naming it and the ways out", () => {
    // Our parent process is certainly alive and is not us.
    fs.writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireFolderLock(folder)).toThrow(FolderLockedError);
    expect(() => acquireFolderLock(folder)).toThrow(
      new RegExp(`${folder}.*in use by another process \\(pid ${process.ppid}\\).*DATA_DIR.*DATABASE_URL`),
    );
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const exited = spawnSync(process.execPath, ["-e", ""]);
    fs.writeFileSync(lockPath, String(exited.pid));
    const release = acquireFolderLock(folder);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a stale lock atomically: a rival that took it over first keeps it", () => {
    const exited = spawnSync(process.execPath, ["-e", ""]);
    fs.writeFileSync(lockPath, String(exited.pid));
    // Between our reading the dead pid and our takeover, another server (our parent: alive, not
    // us) takes the lock over. Deleting and rewriting the file now would leave two servers running.
    const rivalTakesOver = () => fs.writeFileSync(lockPath, String(process.ppid));

    expect(() => acquireFolderLock(folder, { beforeTakeover: rivalTakesOver })).toThrow(FolderLockedError);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.ppid));
    expect(fs.readdirSync(folder)).toEqual([".lock"]);
  });

  it("takes over a lock file whose content is not a pid", () => {
    fs.writeFileSync(lockPath, "garbage");
    acquireFolderLock(folder)();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("lets the process that holds the lock take it again", () => {
    acquireFolderLock(folder);
    expect(() => acquireFolderLock(folder)).not.toThrow();
  });

  it("reports a folder it cannot write to with the system's error, not as locked", () => {
    expect(() => acquireFolderLock(path.join(folder, "missing", "deeper"))).toThrow(/ENOENT/);
  });
});
