import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  decisionRecordProblems,
  documentationFiles,
  foreignCitations,
  missingDocPaths,
  namedPaths,
} from "./docs-paths.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("namedPaths", () => {
  it("finds relative links, backticked code paths and bare repository paths, with their lines", () => {
    const markdown = [
      "See [the deployment](deployment.md#clips) and [Fastify](https://fastify.dev) or [top](#top).",
      "The store is `server/media/s3-store.ts:75`; `npm test` and `PORT` are not paths.",
      "Built by scripts/server-build.ts, into `build/client` (not in the repository).",
      "```sh",
      "cat server/not-a-doc-reference.ts",
      "```",
      "A glob `e2e/*.spec.ts`, an example `Superseded by [0007](missing.md)` and a folder `docs/decisions/`.",
    ].join("\n");
    expect(namedPaths(markdown)).toEqual([
      { line: 1, path: "deployment.md", kind: "link" },
      { line: 2, path: "server/media/s3-store.ts", kind: "code path" },
      { line: 3, path: "scripts/server-build.ts", kind: "code path" },
      { line: 7, path: "docs/decisions/", kind: "code path" },
    ]);
  });
});

describe("the documentation", () => {
  it("covers README.md and every Markdown file under docs/", () => {
    const files = documentationFiles(root);
    expect(files).toContain("README.md");
    expect(files).toContain("docs/product.md");
    expect(files).toContain("docs/decisions/README.md");
  });

  it("names only links and code paths that exist inside the repository", () => {
    expect(missingDocPaths(root)).toEqual([]);
  });

  it("gives every decision record a date, a status and a line in the index", () => {
    expect(decisionRecordProblems(root)).toEqual([]);
  });

  it("cites no document the repository does not hold", () => {
    expect(foreignCitations(root)).toEqual([]);
  });
});
