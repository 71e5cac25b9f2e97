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
 * kept compressed in memory and its inline scripts hashed, so the CSP needs no 'unsafe-inline'.
 */
export function loadPages(root: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const file of listHtmlFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    const urlPath = relative === "index.html" ? "/" : `/${relative.replace(/(\/index)?\.html$/, "")}`;
    pages.set(urlPath, toPage(file));
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

function toPage(file: string): Page {
  const html = fs.readFileSync(file);
  const text = html.toString("utf8");
  const scriptHashes = [...text.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
  return {
    identity: html,
    br:
      builtSibling(file, ".br", html, zlib.brotliDecompressSync) ??
      zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: builtSibling(file, ".gz", html, zlib.gunzipSync) ?? zlib.gzipSync(html, { level: 9 }),
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    scriptHashes: [...new Set(scriptHashes)],
  };
}

/**
 * The compressed sibling the build wrote (scripts/compress-assets.ts), when it holds this very page.
 * Compressing every page at quality 11 took the server's thread for seconds at start-up (17 s of a
 * 60 s start on a loaded 2-core machine); reading the sibling back to check it takes milliseconds,
 * and a page edited after the build, or one too small to be compressed there, is compressed here.
 */
function builtSibling(
  file: string,
  extension: ".br" | ".gz",
  html: Buffer,
  decompress: (compressed: Buffer) => Buffer,
): Buffer | undefined {
  let compressed: Buffer;
  try {
    compressed = fs.readFileSync(`${file}${extension}`);
  } catch {
    return undefined;
  }
  try {
    return decompress(compressed).equals(html) ? compressed : undefined;
  } catch {
    return undefined; // not valid for its format: a truncated write, say
  }
}

function listHtmlFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(".html") ? [path.join(entry.parentPath, entry.name)] : [],
    );
}
