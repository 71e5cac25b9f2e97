import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const named = new Set<string>();

/**
 * A data folder of its own for a test's app, in the system's temporary folder. The app creates it
 * (its auth secret, the mail outbox); it is removed after the test file (remove-data-dirs.ts), so
 * a test that builds an app without `buildTestApp` leaves nothing behind either.
 */
export function newTestDataDir(): string {
  const folder = path.join(os.tmpdir(), `avatalk-test-${randomUUID()}`);
  named.add(folder);
  return folder;
}

export async function removeTestDataDirs(): Promise<void> {
  const folders = [...named];
  named.clear();
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
}
