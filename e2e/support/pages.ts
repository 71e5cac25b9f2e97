import fs from "node:fs";
import path from "node:path";
import { BLOG_POST_NOT_FOUND_PATH, NOT_FOUND_PATH } from "#contracts/paths.ts";

/**
 * The URL path of every page the build prerendered (build/client/**\/index.html), so checks that
 * cover "every public route" follow the route list and content instead of a hand-kept subset.
 * The SPA shell of /portal is not a page of its own.
 */
export function prerenderedPaths(root = path.resolve("build/client")): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => {
      const folder = path.relative(root, entry.parentPath).split(path.sep).join("/");
      return folder ? `/${folder}` : "/";
    })
    .sort();
}

/** Prerendered not-found views: the server sends them, with status 404, for paths that have no page. */
const NOT_FOUND_PAGES: ReadonlySet<string> = new Set([NOT_FOUND_PATH, BLOG_POST_NOT_FOUND_PATH]);

/** The status a prerendered page is answered with at its own path. */
export const expectedStatus = (pagePath: string): 200 | 404 => (NOT_FOUND_PAGES.has(pagePath) ? 404 : 200);

/** The prerendered pages answered with 200: what Lighthouse audits and what carries structured data. */
export function contentPagePaths(root?: string): string[] {
  return prerenderedPaths(root).filter((pagePath) => !NOT_FOUND_PAGES.has(pagePath));
}
