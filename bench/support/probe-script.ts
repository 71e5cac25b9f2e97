import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

/**
 * A browser-side probe (a module of bench/) as one script for Playwright's `addInitScript`, bundled
 * with esbuild: a function handed to Playwright as source would carry tsx's `__name` helpers, which
 * the page does not have.
 */
export function bundledScript(entry: URL): string {
  const result = buildSync({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: "iife",
    write: false,
    logLevel: "warning",
  });
  const script = result.outputFiles[0]?.text;
  if (!script) throw new Error(`esbuild wrote no script for ${fileURLToPath(entry)}`);
  return script;
}
