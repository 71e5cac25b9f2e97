import fs from "node:fs";
import path from "node:path";

/** Every built page below `root` (build/client), in a stable order. */
export function listPages(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
