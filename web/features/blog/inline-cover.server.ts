/**
 * Build time only (a `.server` module). The cover a page opens with (the featured post on /blog, a
 * post's own cover) is written into the page as a `data:` URL instead of fetched: it is the largest
 * thing on the first screen, and as a request of its own it came a round trip after the page and
 * the font, past the 1.5 s LCP budget on a phone (docs/performance.md). The covers are small SVGs
 * (2 KB brotli), and their text compresses with the page's.
 */
import fs from "node:fs";
import path from "node:path";
import type { BlogImage } from "#content/blog.ts";

/**
 * Characters a URL may hold as they are (RFC 3986's unreserved and sub-delimiters, `:@/?`): every
 * other one is percent-encoded, spaces included (the Nu Html Checker rejects a `src` with a space), and the SVG text stays readable and compressible.
 */
const NEEDS_ENCODING = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/gu;

/** The SVG as a `data:` URL of its text, its line breaks folded into one space each. */
function svgDataUrl(svg: string): string {
  const encoded = svg.replace(/\s*\n\s*/g, " ").replace(NEEDS_ENCODING, encodeURIComponent);
  return `data:image/svg+xml,${encoded}`;
}

export function inlineCover<T extends { image: BlogImage }>(post: T): T {
  const { src } = post.image;
  if (!src.endsWith(".svg")) return post;
  const svg = fs.readFileSync(path.join(process.cwd(), "public", src), "utf8");
  return { ...post, image: { ...post.image, src: svgDataUrl(svg) } };
}
