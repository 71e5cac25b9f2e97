import fs from "node:fs";
import path from "node:path";

/** Every prerendered page below `root` (build/client), in a stable order. */
export function listPages(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Rewrites every prerendered page below `root` with `rewrite`, writing only those it changes (the
 * build's passes over its own output); returns how many it changed.
 */
export function rewritePages(root: string, rewrite: (html: string) => string): number {
  let changed = 0;
  for (const file of listPages(root)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
