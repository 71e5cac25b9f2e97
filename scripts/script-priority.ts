import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Marks the prerendered pages' scripts `fetchpriority="low"` (the web quality issue). A page is whole
 * HTML with its CSS inlined, so its scripts only make it interactive: the first paint needs none of
 * them, but module scripts and their preloads are fetched at high priority and compete with the
 * font and images the paint does need. React Router writes these tags itself and has no option for
 * their priority, so the built pages are rewritten once after every build.
 */
export function lowerScriptPriority(html: string): string {
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"(?! fetchpriority)/g, '$& fetchpriority="low"')
    .replaceAll('<script type="module" async="">', '<script type="module" async="" fetchpriority="low">');
}

/** Rewrites every .html file below `root`; returns how many it changed. */
export function lowerScriptPriorityIn(root: string): number {
  let changed = 0;
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, "utf8");
    const lowered = lowerScriptPriority(html);
    if (lowered === html) continue;
    fs.writeFileSync(file, lowered);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve("build/client");
  const changed = lowerScriptPriorityIn(root);
  process.stdout.write(`Marked the scripts of ${changed} pages in build/client low priority.\n`);
}
