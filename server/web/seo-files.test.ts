import { describe, expect, it } from "vitest";
import { isIndexable, robotsTxt, sitemapXml } from "./seo-files.ts";

describe("seo files", () => {
  it("leaves out pages that ask not to be indexed", () => {
    expect(isIndexable('<meta name="robots" content="noindex"/>')).toBe(false);
    expect(isIndexable('<meta name="description" content="x"/>')).toBe(true);
  });

  it("lists every path under the public URL, escaped and sorted", () => {
    const xml = sitemapXml("https://avatalk.example", ["/pricing", "/", "/blog/a&b"]);
    expect(xml).toContain("<loc>https://avatalk.example/</loc>");
    expect(xml.indexOf("/blog/a&amp;b")).toBeLessThan(xml.indexOf("/pricing"));
  });

  it("adds lastmod to the paths whose last change is known", () => {
    const xml = sitemapXml("https://avatalk.example", ["/", "/blog/a"], new Map([["/blog/a", "2026-11-12"]]));
    expect(xml).toContain(
      "<url><loc>https://avatalk.example/blog/a</loc><lastmod>2026-11-12</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://avatalk.example/</loc></url>");
  });

  it("points robots to the sitemap and keeps crawlers out of the portal and API", () => {
    const robots = robotsTxt("https://avatalk.example");
    expect(robots).toContain("Sitemap: https://avatalk.example/sitemap.xml");
    expect(robots).toContain("Disallow: /portal/");
    expect(robots).toContain("Disallow: /api/");
  });
});
