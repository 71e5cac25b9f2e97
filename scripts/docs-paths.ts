import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * What the documentation names must exist: a newcomer who follows a link or opens a file a doc
 * names finds it (docs/product.md §Conventions). Checked over README.md and every Markdown file
 * under docs/.
 */

/** The top-level folders and files a code path may start with: the repository's own. */
const REPOSITORY_ROOTS = [
  "bench",
  "compose.yaml",
  "content",
  "contracts",
  "Dockerfile",
  "docs",
  "e2e",
  "lint",
  "package.json",
  "public",
  "scripts",
  "server",
  "test",
  "web",
];

export type NamedPath = { line: number; path: string; kind: "link" | "code path" };

const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE = /`([^`\s]+)`/g;
/** Any inline code span, spaces and all. */
const CODE_SPAN = /`[^`]*`/g;
/** A path written in the text without backticks: a repository folder, then a file with an extension. */
const BARE = new RegExp(String.raw`(?<![\w./#-])((?:${REPOSITORY_ROOTS.join("|")})/[\w./@+-]*\.\w+)`, "g");

/** "server/app.ts", "docs/decisions/", "web/lib/hosts.ts:12": a repository path, not a glob or a URL. */
function repositoryPath(text: string): string | undefined {
  const path = text.replace(/:\d+(?:-\d+)?$/, "").replace(/[.,;:)]+$/, "");
  if (!/^[\w.@+-]+(?:\/[\w.@+-]+)*\/?$/.test(path)) return undefined;
  const [first = ""] = path.split("/");
  if (!REPOSITORY_ROOTS.includes(first)) return undefined;
  // A single word ("docs", "server") names the folder as a topic; a path has a slash or a dot.
  return path.includes("/") || path.includes(".") ? path : undefined;
}

/** The links and code paths one Markdown text names, with their lines; fenced code is skipped. */
export function namedPaths(markdown: string): NamedPath[] {
  const found: NamedPath[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    // A link written inside inline code is an example, not a link.
    for (const [, target = ""] of text.replace(CODE_SPAN, "").matchAll(LINK)) {
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("#")) continue; // a URL or an anchor
      found.push({ line, path: target.replace(/[#?].*$/, ""), kind: "link" });
    }
    const seen = new Set<string>();
    for (const [, code = ""] of text.matchAll(CODE)) {
      const path = repositoryPath(code);
      if (path) {
        seen.add(path);
        found.push({ line, path, kind: "code path" });
      }
    }
    const prose = text.replace(LINK, "").replace(CODE_SPAN, "");
    for (const [, bare = ""] of prose.matchAll(BARE)) {
      const path = repositoryPath(bare);
      if (path && !seen.has(path)) found.push({ line, path, kind: "code path" });
    }
  });
  return found;
}

/** README.md and every Markdown file under docs/, relative to the root. */
export function documentationFiles(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith(".md") ? [path] : [];
    });
  return ["README.md", ...walk("docs")];
}

/**
 * A decision record that a later one supersedes: it tells how the code was, and may name files
 * that went with what it decided (docs/decisions/README.md: a record is never rewritten).
 */
const SUPERSEDED_RECORD = /^Status: Superseded by \[\d{4}\]/m;

/**
 * Every link or code path of the documentation that names nothing in the repository. A superseded
 * decision record's code paths are its history; its links must still lead somewhere.
 */
export function missingDocPaths(root: string): string[] {
  const problems: string[] = [];
  for (const file of documentationFiles(root)) {
    const markdown = readFileSync(join(root, file), "utf8");
    const history = file.startsWith("docs/decisions/") && SUPERSEDED_RECORD.test(markdown);
    for (const { line, path, kind } of namedPaths(markdown)) {
      if (history && kind === "code path") continue;
      // Links are relative to the file; code paths are written from the repository's root.
      const target = kind === "link" ? resolve(root, dirname(file), path) : resolve(root, path);
      const inside = relative(root, target);
      if (inside.startsWith(`..${sep}`) || inside === "..") {
        problems.push(`${file}:${line}: ${kind} ${path} points outside the repository`);
      } else if (!existsSync(target)) {
        problems.push(`${file}:${line}: ${kind} ${path} does not exist`);
      }
    }
  }
  return problems;
}

/**
 * Citations of documents the repository does not hold: the product brief's and design notes'
 * numbered sections, the house style file, issue numbers. Written with character classes so that
 * this file does not match itself. docs/product.md may name them under its own "## History".
 */
export const FOREIGN_CITATION = "spec[ ]§|DESIG[N]|STYL[E]\\.md|issu[e] [0-9]+";

export function foreignCitations(root: string): string[] {
  let output: string;
  try {
    output = execFileSync("git", ["grep", "-nE", FOREIGN_CITATION], { cwd: root, encoding: "utf8" });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 1) return []; // git grep found nothing
    throw new Error(`git grep failed (is git installed, and is ${root} a checkout?): ${String(error)}`);
  }
  const history = historyLines(root);
  return output
    .split("\n")
    .filter(Boolean)
    .filter((hit) => {
      const [file, line] = hit.split(":");
      return !(file === "docs/product.md" && history.has(Number(line)));
    });
}

/** The line numbers of docs/product.md's "## History" section, where the old names may stand. */
function historyLines(root: string): Set<number> {
  const lines = new Set<number>();
  const path = join(root, "docs/product.md");
  if (!existsSync(path)) return lines;
  let inside = false;
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((text, index) => {
      if (/^## /.test(text)) inside = /^## History\b/.test(text);
      if (inside) lines.add(index + 1);
    });
  return lines;
}

/**
 * Each decision record opens with its date and status, as the template in docs/decisions/README.md
 * shows, and that README's index links to it.
 */
export function decisionRecordProblems(root: string): string[] {
  const folder = join(root, "docs/decisions");
  const index = readFileSync(join(folder, "README.md"), "utf8");
  const problems: string[] = [];
  for (const name of readdirSync(folder).filter((file) => /^\d{4}-.*\.md$/.test(file))) {
    const head = readFileSync(join(folder, name), "utf8").split("\n").slice(0, 8).join("\n");
    if (!/^Date: \d{4}-\d{2}-\d{2}$/m.test(head))
      problems.push(`${name}: no "Date: YYYY-MM-DD" line under its title`);
    if (!/^Status: (?:Proposed|Accepted|Superseded by \[\d{4}\])/m.test(head)) {
      problems.push(
        `${name}: no "Status: Accepted" (or Proposed, or Superseded by [NNNN]) line under its title`,
      );
    }
    if (!index.includes(`](${name})`)) problems.push(`${name}: not in the index of docs/decisions/README.md`);
  }
  return problems;
}
