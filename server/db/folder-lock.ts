import fs from "node:fs";
import path from "node:path";

export class FolderLockedError extends Error {
  override name = "FolderLockedError";
}

/** How long a takeover guard may live before it counts as left behind by a crash. */
const GUARD_STALE_MS = 5_000;
const ATTEMPTS = 200;

type LockHooks = {
  /** Test seam: runs after a stale lock was read and before it is taken over (the race window). */
  beforeTakeover?: () => void;
};

/**
 * PGlite allows one process per data folder (docs/product.md §Security). An exclusive lock file holding our pid
 * makes a second server fail with a clear message instead of corrupting the database; a lock
 * left by a process that no longer runs is taken over.
 *
 * Taking over must be atomic: two servers started together after a crash both see the dead pid,
 * and if each deleted the lock and wrote its own, the second would delete the first's fresh lock
 * and both would run. So a takeover happens only under a guard (a folder, created atomically, that
 * one process at a time holds): it reads the lock again and, if it still holds the dead pid,
 * replaces it in one rename. The lock file itself never disappears during a takeover.
 */
export function acquireFolderLock(folder: string, hooks: LockHooks = {}): () => void {
  const lockPath = path.join(folder, ".lock");
  const release = () => fs.rmSync(lockPath, { force: true });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const seen = readLock(lockPath);
    if (seen === undefined) continue; // released in the meantime: try to create it again
    const holder = Number.parseInt(seen, 10);
    if (holder !== process.pid && isRunning(holder)) throw lockedError(folder, holder);
    hooks.beforeTakeover?.();
    if (takeOver(folder, lockPath, seen)) return release;
  }
  throw new FolderLockedError(`Could not lock the data folder ${folder}.`);
}

/** Replaces the lock that still reads `stale` with ours; false when someone else got there first. */
function takeOver(folder: string, lockPath: string, stale: string): boolean {
  const guard = path.join(folder, ".lock-takeover");
  if (!enterGuard(guard)) return false;
  try {
    if (readLock(lockPath) !== stale) return false;
    const ours = path.join(folder, `.lock-${process.pid}`);
    fs.writeFileSync(ours, String(process.pid));
    fs.renameSync(ours, lockPath);
    return true;
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

/** mkdir is atomic: exactly one process creates the guard. Waits briefly when another holds it. */
function enterGuard(guard: string): boolean {
  try {
    fs.mkdirSync(guard);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // A guard lives for microseconds; an old one was left by a process that crashed inside it.
  const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
  if (age > GUARD_STALE_MS) fs.rmSync(guard, { recursive: true, force: true });
  else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  return false;
}

function readLock(lockPath: string): string | undefined {
  try {
    return fs.readFileSync(lockPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function lockedError(folder: string, holder: number): FolderLockedError {
  return new FolderLockedError(
    `The data folder ${folder} is in use by another process (pid ${holder}). ` +
      "Stop that server, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).",
  );
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
