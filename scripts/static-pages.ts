import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NOT_FOUND_PATH, SPA_FALLBACK_PATH } from "#contracts/paths.ts";
import { listPages } from "./built-pages.ts";

/** Where `astro build` writes the static pages (astro.config.ts), before they join build/client. */
export const ASTRO_OUT_DIR = "build/astro";
/** Where the account pages' own build writes them (astro.account.config.ts, decision 0059). */
export const ASTRO_ACCOUNT_OUT_DIR = "build/astro-account";

/** The rule Astro writes before a page's first island, so that islands take no box of their own. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Astro writes its islands' one style rule where the first island is, inside <body>, where HTML
 * allows no <style> (scripts/validate-html.ts): it is moved to the end of <head>, unchanged.
 */
export function islandStyleInHead(html: string): string {
  if (!html.includes(ISLAND_STYLE)) return html;
  return html.replace(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`);
}

/**
 * Astro writes its 404 page (`pages/404.astro`) as `404.html` whatever the build's format; the server
 * sends `404/index.html` (`NOT_FOUND_PATH`).
 */
const ASTRO_NOT_FOUND_PAGE = "404.html";

/** Where a page Astro built goes in build/client, relative to both folders. */
export function targetOf(relative: string): string {
  return relative === ASTRO_NOT_FOUND_PAGE ? path.join(NOT_FOUND_PATH.slice(1), "index.html") : relative;
}

/**
 * Moves Astro's pages and assets into React Router's build (build/client), which the server serves,
 * and the islands' fingerprinted files into /assets/. Returns the paths of the pages moved.
 */
export function moveStaticPages(astroDir: string, clientDir: string): string[] {
  const moved: string[] = [];
  for (const file of listPages(astroDir)) {
    const relative = targetOf(path.relative(astroDir, file));
    const target = path.join(clientDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, islandStyleInHead(fs.readFileSync(file, "utf8")));
    moved.push(relative);
  }
  const assets = path.join(astroDir, "assets");
  if (fs.existsSync(assets)) {
    fs.cpSync(assets, path.join(clientDir, "assets"), { recursive: true });
  }
  fs.rmSync(astroDir, { recursive: true, force: true });
  return moved;
}

/**
 * React Router, which prerenders no page, writes the portal's SPA shell as `index.html`, where the
 * home page goes: it is renamed to the shell's own name (`SPA_FALLBACK_PATH`) first.
 */
export function keepSpaShell(clientDir: string): void {
  fs.renameSync(
    path.join(clientDir, "index.html"),
    path.join(clientDir, `${SPA_FALLBACK_PATH.slice(1)}.html`),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  keepSpaShell(path.resolve("build/client"));
  const moved = [ASTRO_OUT_DIR, ASTRO_ACCOUNT_OUT_DIR].flatMap((folder) =>
    moveStaticPages(path.resolve(folder), path.resolve("build/client")),
  );
  process.stdout.write(`Moved ${moved.length} static pages into build/client: ${moved.join(", ")}.\n`);
}
