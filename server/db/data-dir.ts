import fs from "node:fs";
import path from "node:path";

/** Owner only: the folder holds visitors' names and emails (database files, WAL, outbox). */
export const DATA_DIR_MODE = 0o700;
/** Files this process creates (the outbox, logs an operator redirects) are its user's alone. */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates DATA_DIR owner-only, or tightens one that already exists (an install made before this
 * rule, or a folder created by hand with the default 0755), and keeps new files private.
 */
export function preparePrivateFolder(folder: string): void {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(folder, { recursive: true, mode: DATA_DIR_MODE });
  if ((fs.statSync(folder).mode & 0o777) !== DATA_DIR_MODE) fs.chmodSync(folder, DATA_DIR_MODE);
}

/**
 * PGlite's file system layer creates its files 0666 whatever the umask says. The owner-only folder
 * already keeps other users out; this also makes each file 0600 (and folder 0700) at start and at
 * shutdown, so a copied or backed-up folder keeps private modes.
 */
export function makeTreePrivate(folder: string): void {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.chmodSync(file, entry.isDirectory() ? DATA_DIR_MODE : 0o600);
  }
}
