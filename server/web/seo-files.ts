import { API_PREFIX, PORTAL_PREFIX } from "#contracts/paths.ts";

/** robots.txt and sitemap.xml for the prerendered site (docs/product.md §Quality), built from the pages themselves. */

const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

/** A page is listed unless its own HTML asks search engines not to index it. */
export function isIndexable(html: string): boolean {
  return !NOINDEX.test(html);
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** `lastModified` maps a path to the ISO day its content last changed (the blog posts know theirs). */
export function sitemapXml(
  publicUrl: string,
  paths: readonly string[],
  lastModified: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = [...paths]
    .sort()
    .map((path) => {
      const lastmod = lastModified.get(path);
      const loc = `<loc>${escapeXml(`${publicUrl}${path}`)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${PORTAL_PREFIX}/`,
    `Disallow: ${API_PREFIX}/`,
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
