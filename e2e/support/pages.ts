import fs from "node:fs";
import path from "node:path";

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
