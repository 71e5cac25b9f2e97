import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const aliases: Record<string, string> = {
  "#contracts/": "contracts/",
  "#content/": "content/",
  "#server/": "server/",
  "#web/": "web/",
};
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g;

/** Every module of ours that `entry` loads, following relative and `#alias` imports. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ""] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
      if (alias) pending.push(path.join(root, aliases[alias] ?? "", specifier.slice(alias.length)));
      else if (specifier.startsWith(".")) pending.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return [...seen];
}

// STYLE: server. Vite's import.meta.env does not exist in Node, so a module reading it would
// silently fall back to its defaults on the server (content/hosts.ts: a localhost public URL).
describe("the server's modules", () => {
  it("never read the web build's environment", () => {
    const readers = moduleGraph(path.join(root, "server/main.ts")).filter((file) =>
      fs.readFileSync(file, "utf8").includes("import.meta.env"),
    );
    expect(readers.map((file) => path.relative(root, file))).toEqual([]);
  });
});
