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

  it("points robots to the sitemap and keeps crawlers out of the portal and API", () => {
    const robots = robotsTxt("https://avatalk.example");
    expect(robots).toContain("Sitemap: https://avatalk.example/sitemap.xml");
    expect(robots).toContain("Disallow: /portal/");
    expect(robots).toContain("Disallow: /api/");
  });
});
