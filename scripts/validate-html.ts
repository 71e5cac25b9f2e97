import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { formatterFactory, HtmlValidate, type Report, Reporter, type RuleConfig } from "html-validate";
import { conflictingClasses } from "#test/class-conflicts.ts";
import { listPages } from "./built-pages.ts";

/**
 * Every prerendered page must be valid HTML with headings in order (docs/product.md §Quality): the
 * standards checker html-validate with its recommended and accessibility rules, over build/client.
 * It also fails on an element whose Tailwind utilities override each other (web/lib/cn.ts).
 * `npm test` runs it after the web build; alone: `npx tsx scripts/validate-html.ts`.
 */

/** Rules we relax or tune, each for a reason a reviewer can check. */
const RULE_OVERRIDES: RuleConfig = {
  // React's server renderer writes `charSet`; attribute names are case-insensitive in HTML.
  "attr-case": "off",
  // useId's ids (`_R_…`) are valid HTML ids; the strict form of the rule is about CSS-selector
  // friendliness, not validity.
  "valid-id": ["error", { relaxed: true }],
  // Tailwind's utility classes are not BEM; the rule is about naming style, not validity.
  "class-pattern": "off",
  // React writes void elements as `<br/>`; both forms are valid HTML.
  "void-style": "off",
  // Boolean attributes as React renders them (`hidden=""`) are valid HTML.
  "attribute-boolean-style": "off",
  "attribute-empty-style": "off",
  // Style attributes carry docs/product.md's reveal timings as CSS custom properties and chart heights;
  // docs/decisions/0003 allows them (they cannot run script).
  "no-inline-style": "off",
};

export async function validatePages(root: string): Promise<Report> {
  // A static configuration: no .htmlvalidate.json lookup in the build folder.
  const validator = new HtmlValidate({
    root: true,
    extends: ["html-validate:recommended", "html-validate:a11y"],
    rules: RULE_OVERRIDES,
  });
  return Reporter.merge(listPages(root).map((file) => validator.validateFile(file)));
}

/**
 * Class lists on the prerendered pages whose Tailwind utilities override each other (web/lib/cn.ts):
 * `file: class list: what loses`. Read from the HTML text, as React writes it (`class="…"`).
 */
export function classConflicts(root: string): string[] {
  return listPages(root).flatMap((file) => {
    const html = fs.readFileSync(file, "utf8");
    const lists = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1] ?? ""));
    return [...lists].flatMap((list) => {
      const dropped = conflictingClasses(list);
      return dropped.length > 0 ? [`${path.relative(root, file)}: "${list}": ${dropped.join(", ")}`] : [];
    });
  });
}

/**
 * Pages with a Suspense boundary that React wrote after the page instead of in place (a hidden
 * block and an inline script that moves it after the first paint). The prerender renders every
 * boundary in place (web/entry.server.tsx); this keeps it so.
 */
export function outlinedBoundaries(root: string): string[] {
  return listPages(root)
    .filter((file) => /<template id="B:\d+"><\/template>|\$RC\(/.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file));
}

/**
 * What the Nu Html Checker reports and html-validate does not: a `<meta charset>` past the
 * first 1,024 bytes (the browser's encoding sniffing looks no further), and a `src` or `href` with
 * a raw space (a `data:` URL must percent-encode it). `file: what is wrong`.
 */
export function encodingAndUrlErrors(root: string): string[] {
  return listPages(root).flatMap((file) => {
    const html = fs.readFileSync(file, "utf8");
    const name = path.relative(root, file);
    const found: string[] = [];
    const charset = Buffer.from(html)
      .subarray(0, 1024)
      .toString("latin1")
      .search(/<meta charset=/i);
    if (charset === -1) found.push(`${name}: no <meta charset> in the first 1,024 bytes`);
    for (const [, attribute, value] of html.matchAll(/\s(src|href)="([^"]*)"/g)) {
      if (value?.includes(" ")) found.push(`${name}: ${attribute} with a space: ${value.slice(0, 60)}…`);
    }
    return found;
  });
}

async function main(): Promise<void> {
  const root = path.resolve("build/client");
  if (!fs.existsSync(root)) throw new Error("No build/client: run `npm run build` first.");
  const pages = listPages(root);
  const report = await validatePages(root);
  if (!report.valid) {
    process.stdout.write(formatterFactory("stylish")(report.results));
    throw new Error(`html-validate found ${report.errorCount} error(s) in ${pages.length} pages.`);
  }
  process.stdout.write(`html-validate: ${pages.length} prerendered pages are valid HTML.\n`);
  const encodingAndUrls = encodingAndUrlErrors(root);
  if (encodingAndUrls.length > 0) {
    throw new Error(`What the Nu Html Checker rejects:\n${encodingAndUrls.join("\n")}`);
  }
  process.stdout.write(
    "Every page names its encoding in its first 1,024 bytes and has no URL with a space.\n",
  );
  const conflicts = classConflicts(root);
  if (conflicts.length > 0) {
    process.stdout.write(`${conflicts.join("\n")}\n`);
    throw new Error(`${conflicts.length} class list(s) hold Tailwind utilities that override each other.`);
  }
  process.stdout.write("No element carries Tailwind utilities that override each other.\n");
  const outlined = outlinedBoundaries(root);
  if (outlined.length > 0) {
    throw new Error(
      `Suspense boundaries written after the page instead of in place: ${outlined.join(", ")}.`,
    );
  }
  process.stdout.write("Every page's parts are written in place.\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
