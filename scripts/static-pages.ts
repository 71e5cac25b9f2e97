import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { listPages } from "./built-pages.ts";

/** Where `astro build` writes the static pages (astro.config.ts), before they join build/client. */
export const ASTRO_OUT_DIR = "build/astro";

/**
 * Moves Astro's pages and assets into React Router's build (build/client), which the server serves:
 * a page Astro built replaces the one React Router prerendered at the same path (the home page's
 * route stays in React Router for navigations from its pages, docs/architecture.md), and the
 * islands' fingerprinted files join /assets/. Returns the paths of the pages moved.
 */
export function moveStaticPages(astroDir: string, clientDir: string): string[] {
  const moved: string[] = [];
  for (const file of listPages(astroDir)) {
    const relative = path.relative(astroDir, file);
    const target = path.join(clientDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
    moved.push(relative);
  }
  const assets = path.join(astroDir, "assets");
  if (fs.existsSync(assets)) {
    fs.cpSync(assets, path.join(clientDir, "assets"), { recursive: true });
  }
  fs.rmSync(astroDir, { recursive: true, force: true });
  return moved;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const moved = moveStaticPages(path.resolve(ASTRO_OUT_DIR), path.resolve("build/client"));
  process.stdout.write(`Moved ${moved.length} static pages into build/client: ${moved.join(", ")}.\n`);
}
