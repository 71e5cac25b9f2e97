/** The blog's RSS 2.0 feed (docs/product.md §Quality), built from content/ on the server at start-up. */
import { type BlogPost, blogPosts, lastModified } from "#content/blog.ts";
import { BLOG_FEED_PATH, blogCopy } from "#content/blog-copy.ts";
import { site } from "#content/site.ts";

/** XML 1.0's Char production: tab, newlines and the printable planes; no NUL, controls or lone surrogates. */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}
const ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "'": "&apos;",
  '"': "&quot;",
};

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  const valid = Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join("");
  return valid.replace(/[<>&'"]/g, (char) => ENTITIES[char] ?? char);
}

/** RFC 822 dates, as RSS 2.0 requires: "Thu, 12 Nov 2026 00:00:00 GMT". */
function rfc822(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

type FeedOptions = { publicUrl: string; posts?: readonly BlogPost[] };

export function blogFeedXml({ publicUrl, posts = blogPosts }: FeedOptions): string {
  const blogUrl = `${publicUrl}/blog`;
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const lastChange = posts.map(lastModified).sort().at(-1);
  const element = (name: string, text: string, indent = "    ") =>
    `${indent}<${name}>${escapeXml(text)}</${name}>`;
  const items = newestFirst.map((post) => {
    const link = `${blogUrl}/${encodeURIComponent(post.id)}`;
    return [
      "    <item>",
      element("title", post.title, "      "),
      element("link", link, "      "),
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("description", post.excerpt, "      "),
      element("category", post.category, "      "),
      element("dc:creator", post.author.name, "      "),
      element("pubDate", rfc822(post.date), "      "),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    element("title", `${site.name} ${blogCopy.feedTitle}`),
    element("link", blogUrl),
    element("description", blogCopy.description),
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(`${publicUrl}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [element("lastBuildDate", rfc822(lastChange))] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Sitemap lastmod for the blog: each post's last change, and the list's newest one. */
export function blogLastModified(posts: readonly BlogPost[] = blogPosts): Map<string, string> {
  const entries = posts.map((post): [string, string] => [`/blog/${post.id}`, lastModified(post)]);
  const newest = entries
    .map(([, day]) => day)
    .sort()
    .at(-1);
  return new Map(newest ? [...entries, ["/blog", newest]] : entries);
}
