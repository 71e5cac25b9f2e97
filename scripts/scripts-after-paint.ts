import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { rewritePages } from "./built-pages.ts";
import { isEarlyChunk } from "./early-chunks.ts";

/**
 * Starts a prerendered page's scripts only after its first paint (docs/product.md §Quality; decision
 * 0009). A page is whole HTML with its CSS inlined, so its scripts only make it interactive, but
 * React Router writes a module preload for every chunk into `<head>` and a module script that
 * imports them at once: the browser fetches and runs them while the page is still being painted,
 * and a phone pays for that in the first paint and in everything Lighthouse counts before it.
 *
 * React Router has no option for this, so the built pages are rewritten once after every build: the
 * preloads are dropped, and the module script's static imports become the same imports, started
 * together after the page's `load` event and its first contentful paint. The entry that hydrates is
 * imported once they have all run, so the framework's contract holds: the manifest and the route
 * modules are in place before it. (Imported one after another, each waited for the previous one's
 * whole module graph, fetched level by level: round trips a phone pays for before the page answers
 * a tap. On localhost the difference does not show: the main thread's work sets the pace there.)
 */

/**
 * The browser code that runs first on every page (web/bootstrap/page-start.ts: when the modules may
 * start, and what happens to the visitor's input until the page has hydrated), compiled as
 * web/widget/ is and bound to `pageStart` in the page's module script. Built once per process.
 */
let pageStart: string | undefined;
export function pageStartScript(): string {
  pageStart ??= compilePageStart();
  return pageStart;
}

function compilePageStart(): string {
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL("../web/bootstrap/page-start.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    globalName: "pageStart",
    minify: true,
    target: ["es2020", "chrome100", "firefox100", "safari15"],
    legalComments: "none",
    write: false,
    logLevel: "warning",
  });
  const script = result.outputFiles[0]?.text.trim();
  if (!script) throw new Error("esbuild wrote nothing for web/bootstrap/page-start.ts");
  return script;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A static import of React Router's bootstrap: `import "url";` or `import * as name from "url";`. */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";\n?/gm;

/**
 * React Router's bootstrap with its static imports as one awaited `Promise.all` of the same imports,
 * bound to the same names, or an error for a statement it has never written. Not every preloaded
 * chunk: starting forty imports at once was a 90-150 ms task on this machine (unthrottled), and
 * their modules were no sooner in place. Only the entry's own library chunks (`early`,
 * scripts/early-chunks.ts) join them, unnamed, to be evaluated apart. A chunk that is gone loads
 * the page again (`reloadWhenGone`).
 */
function awaitedImports(bootstrap: string, early: string[]): string {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = bootstrap.replace(STATIC_IMPORT, (_statement, name: string | undefined, url: string) => {
    names.push(name ?? "");
    urls.push(url);
    return "";
  });
  const unexpected = rest.match(/^\s*import\s.*$/m);
  if (unexpected) throw new Error(`Unexpected statement in React Router's module script: ${unexpected[0]}`);
  const imports = [...urls, ...early].map((url) => `import(${JSON.stringify(url)})`);
  return `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]).catch(pageStart.reloadWhenGone);\n${rest}`;
}

/**
 * Whether the page's body has text to paint. The SPA shell (`__spa-fallback.html`, for the portal and
 * unknown paths) has none: its first contentful paint is the app's own, so its scripts cannot wait.
 */
export function paintsContent(html: string): boolean {
  const body = html.slice(html.indexOf("<body"));
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "");
  return text.trim() !== "";
}

/**
 * A page that paints content and carries React Router's scripts (a `modulepreload` or a module
 * script) but not the bootstrap this step knows stops the build: React Router has changed what it
 * writes (an upgrade within `^7.18`, decision 0001), and the page would otherwise go out with its
 * scripts before the paint, or none of the intent hydration, without a word.
 */
function unknownBootstrap(html: string): boolean {
  const ours = `<script type="module">${pageStartScript().slice(0, 40)}`;
  const moduleScripts = html.split('<script type="module"').length - 1;
  return html.includes('<link rel="modulepreload"') || moduleScripts !== html.split(ours).length - 1;
}

export function scriptsAfterPaint(html: string): string {
  const bootstrap = html.match(MODULE_SCRIPT);
  if (!paintsContent(html)) return html;
  if (!bootstrap) {
    if (unknownBootstrap(html)) {
      throw new Error(
        "React Router's bootstrap is not the one scripts/scripts-after-paint.ts rewrites: check the upgrade (decision 0001).",
      );
    }
    return html;
  }
  const early = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? "").filter(isEarlyChunk);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      bootstrap[0],
      () =>
        `<script type="module">${pageStartScript()}\nawait pageStart.readyToStart();\n${awaitedImports(bootstrap[1] ?? "", early)}</script>`,
    );
}

/** Rewrites every page below `root`; returns how many it changed. */
export function scriptsAfterPaintIn(root: string): number {
  return rewritePages(root, scriptsAfterPaint);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const changed = scriptsAfterPaintIn(path.resolve("build/client"));
  process.stdout.write(`Rewrote ${changed} pages in build/client: scripts after the first paint.\n`);
}
