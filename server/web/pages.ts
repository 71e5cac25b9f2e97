import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export type Page = {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** sha256 sources of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Reads every prerendered page once at start-up: `about/index.html` answers `/about`. Each page is
 * compressed in memory and its inline scripts hashed, so the CSP needs no 'unsafe-inline'.
 */
export function loadPages(root: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const file of listHtmlFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    const urlPath = relative === "index.html" ? "/" : `/${relative.replace(/(\/index)?\.html$/, "")}`;
    pages.set(urlPath, toPage(fs.readFileSync(file)));
  }
  return pages;
}

const CANONICAL_LINK = /<link rel="canonical" href="([^"]+)"/;

/**
 * The origin the prerendered pages were built for, read off the home page's canonical link: the
 * build writes PUBLIC_URL into every page's links, share tags and widget snippet (vite.config.ts).
 */
export function builtForOrigin(pages: ReadonlyMap<string, Page>): string | undefined {
  const href = pages.get("/")?.identity.toString("utf8").match(CANONICAL_LINK)?.[1];
  return href && URL.canParse(href) ? new URL(href).origin : undefined;
}

function toPage(html: Buffer): Page {
  const text = html.toString("utf8");
  const scriptHashes = [...text.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
  return {
    identity: html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    scriptHashes: [...new Set(scriptHashes)],
  };
}

function listHtmlFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(".html") ? [path.join(entry.parentPath, entry.name)] : [],
    );
}
