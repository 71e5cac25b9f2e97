import fs from "node:fs";
import path from "node:path";

export class FolderLockedError extends Error {
  override name = "FolderLockedError";
}

/**
 * PGlite allows one process per data folder (DESIGN §4). An exclusive lock file holding our pid
 * makes a second server fail with a clear message instead of corrupting the database; a lock
 * left by a process that no longer runs is taken over.
 */
export function acquireFolderLock(folder: string): () => void {
  const lockPath = path.join(folder, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (isRunning(holder) && holder !== process.pid) {
        throw new FolderLockedError(
          `The data folder ${folder} is in use by another process (pid ${holder}). ` +
            "Stop that server, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new FolderLockedError(`Could not lock the data folder ${folder}.`);
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
