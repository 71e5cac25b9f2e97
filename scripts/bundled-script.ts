import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

/**
 * A browser-side module as one self-contained script, bundled with esbuild: for Playwright's
 * `addInitScript` (the benches' probes: a function handed over as source would carry tsx's
 * `__name` helpers, which the page does not have), and for a static page's inline script
 * (web/site/layouts/site-page.astro), which costs the page no request.
 */
export function bundledScript(entry: URL, options: { minify?: boolean } = {}): string {
  const result = buildSync({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: "iife",
    minify: options.minify ?? false,
    target: ["es2020", "chrome100", "firefox100", "safari15"],
    legalComments: "none",
    write: false,
    logLevel: "warning",
  });
  const script = result.outputFiles[0]?.text.trim();
  if (!script) throw new Error(`esbuild wrote no script for ${fileURLToPath(entry)}`);
  return script;
}
