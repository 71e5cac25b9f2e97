/**
 * Measures what each prerendered page makes the browser download before it is interactive: the
 * modules it imports, and its stylesheets, compressed as the server sends them. Prints
 * the figures and fails when a page is over budget (docs/product.md §Quality). Run after `npm run build`:
 *   npx tsx bench/page-weight.ts
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { answerQuality } from "./answer-quality.ts";
import { answerLatency, weighWidget } from "./widget.ts";

const root = path.resolve("build/client");
/**
 * Brotli KiB per page. Measured 2026-11-23 (decisions 0010, 0011): the framework floor (React DOM
 * and React Router) is ~105 KiB on a bare page (the 404); TanStack Query loads only where a call is
 * made. The home page is 117.5 KiB (its plans hydrate from a chunk loaded beside the page's),
 * sign-up 119.7; pricing 128.1, and 116.0 since its plans load the same way (2026-11-24), 113.5 since
 * its tabs and note load with them (2026-11-26). Every dialog (Radix Dialog, its form, the schema library) loads
 * later, on demand, and the marketing copy arrives in the HTML from the routes' build-time loaders.
 * The home page's budget is docs/product.md §Quality's; the others hold what is reached, so that
 * nothing grows back. The home page went from 120.0 to 120.4 KiB on 2026-12-02 with no change of its
 * own: React Router's manifest, which every page loads, lists every portal route's chunks, and live
 * chat, the team and the plan screens added some. On 2026-12-02 it became a static page with
 * islands (web/site/, docs/architecture.md): 106.2 KiB with every island, 70.7 of it before the
 * visitor scrolls; React DOM's client and React alone are 58.6 of those, the floor of any page with
 * one React island (/use-cases, with only the header's and the footer's, is 66.9). Its budget holds
 * what is reached, and 1 KiB more since /how-it-works' islands (decision 0057): each island added
 * splits the code islands share into more, smaller chunks, which compress worse (106.2 → 107.3 KiB
 * with the same code). The islands run on Preact since 2026-12-02 (decision 0060): 57.0 KiB with
 * every island, 19.5 before the visitor scrolls, and the home page's budget is docs/product.md
 * §Quality's 60 KiB.
 */
const BUDGET = { scriptKiB: 130, styleKiB: 20 };
const SCRIPT_BUDGET_KIB: Partial<Record<string, number>> = { "/": 60 };
const PAGES = [
  "/",
  "/pricing",
  "/features",
  "/use-cases",
  "/how-it-works",
  "/partner-program",
  "/blog",
  "/blog/revolutionizing-customer-support",
  "/sign_in",
  "/sign_up",
  "/recovery_email",
  "/reset_password",
  "/verify_email",
  "/404",
];

type Weight = {
  scripts: number;
  styles: number;
  scriptsGzip: number;
  count: number;
  /** A static page's: what its islands load but the `client:visible` and `client:near` ones. */
  unscrolledScripts: number | undefined;
};

function assetsOf(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))].filter((url) =>
    url.startsWith("/assets/"),
  );
}

/** A built chunk's static imports and re-exports (`import{a}from"./b.js"`, `import"./c.js"`), not `import()`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Every module `entries` load, and, chunk by chunk, what those import statically. */
function moduleGraph(entries: string[]): string[] {
  const found = new Set<string>();
  const pending = [...entries];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (found.has(url)) continue;
    found.add(url);
    const code = fs.readFileSync(path.join(root, url), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) {
      pending.push(path.posix.join(path.posix.dirname(url), match[1] ?? ""));
    }
  }
  return [...found];
}

/** An island of a static page (web/site/): its renderer and component, and when it hydrates. */
const ISLAND =
  /<astro-island\b[^>]*?component-url="([^"]+)"[^>]*?renderer-url="([^"]+)"[^>]*?client="(\w+)"/g;

/**
 * Every module a static page runs before it is interactive: the renderer and component of every
 * island, `client:visible` and `client:near` ones included (a visitor who scrolls the page down
 * loads them all without using anything), and what a module script of the page imports. Dynamic
 * imports are what loads later, on demand (a form's schema library on first use).
 */
/** The directives of islands that load as the visitor scrolls to them (web/site/directives/near.ts). */
const SCROLLED_TO: ReadonlySet<string> = new Set(["visible", "near"]);

function modulesOf(html: string, { scrolled = true } = {}): string[] {
  const islands = [...html.matchAll(ISLAND)]
    .filter(([, , , directive]) => scrolled || !SCROLLED_TO.has(directive ?? ""))
    .flatMap(([, component, renderer]) => [component ?? "", renderer ?? ""]);
  return moduleGraph([...assetsOf(html, /\bimport\s*\(?\s*"([^"]+\.js)"/g), ...new Set(islands)]);
}

function weigh(urlPath: string): Weight {
  const file = urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`;
  const html = fs.readFileSync(path.join(root, file), "utf8");
  const scripts = modulesOf(html);
  const styles = assetsOf(html, /rel="stylesheet" href="([^"]+\.css)"/g);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? "")
    .join("");
  const size = (urls: string[], compress: (buffer: Buffer) => Buffer) =>
    urls.reduce((sum, url) => sum + compress(fs.readFileSync(path.join(root, url))).length, 0);
  const brotli = (buffer: Buffer) => zlib.brotliCompressSync(buffer);
  return {
    scripts: size(scripts, brotli),
    scriptsGzip: size(scripts, (buffer) => zlib.gzipSync(buffer, { level: 9 })),
    styles: size(styles, brotli) + (inlineCss ? brotli(Buffer.from(inlineCss)).length : 0),
    count: scripts.length,
    unscrolledScripts: html.includes("<astro-island")
      ? size(modulesOf(html, { scrolled: false }), brotli)
      : undefined,
  };
}

if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error("No build found: run `npm run build` first.");
  // The answers' figures need no build (`npm run bench` prints them).
  answerQuality();
  process.exit(1);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
let over = false;
const unscrolled: string[] = [];
console.log("page              modules  JS br KiB  JS gz KiB  CSS br KiB");
for (const page of PAGES) {
  const weight = weigh(page);
  const scriptBudget = SCRIPT_BUDGET_KIB[page] ?? BUDGET.scriptKiB;
  const tooHeavy = weight.scripts / 1024 > scriptBudget || weight.styles / 1024 > BUDGET.styleKiB;
  over ||= tooHeavy;
  console.log(
    `${page.padEnd(18)}${String(weight.count).padStart(7)}  ${kib(weight.scripts).padStart(9)}  ${kib(weight.scriptsGzip).padStart(9)}  ${kib(weight.styles).padStart(10)}${tooHeavy ? "  OVER BUDGET" : ""}`,
  );
  if (weight.unscrolledScripts !== undefined) {
    unscrolled.push(`${page} ${kib(weight.unscrolledScripts)}`);
  }
}
if (unscrolled.length) {
  console.log(
    `static pages, JS br KiB without the islands loaded as they are scrolled to (none of it runs before the first interaction): ${unscrolled.join(", ")}`,
  );
}
console.log(
  `budget: ${BUDGET.scriptKiB} KiB JS (the home page ${SCRIPT_BUDGET_KIB["/"]}) and ${BUDGET.styleKiB} KiB CSS (brotli) per page`,
);
// The embeddable widget's bundles and answer latency (bench/widget.ts), and how often its answers are
// right and it says "I'm not sure" when it should (bench/answer-quality.ts).
// `npm test` passes --weights-only: it checks what the build ships, while the answers' quality is a
// figure of the matching rule that `npm run bench` prints and holds to its targets (docs/widget.md).
const widgetOk = weighWidget(root) && (await answerLatency());
const answersOk = process.argv.includes("--weights-only") || answerQuality();
process.exit(over || !widgetOk || !answersOk ? 1 : 0);
