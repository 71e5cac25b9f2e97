// @vitest-environment jsdom
// (for DOMParser: the feed is read back as a feed reader would.)
import { describe, expect, it } from "vitest";
import { type BlogPost, blogPosts } from "#content/blog.ts";
import { blogFeedXml, blogLastModified, escapeXml } from "./blog-feed.ts";

const PUBLIC_URL = "https://avatalk.example";

/** Parses the feed as a feed reader would; a well-formedness error fails the test. */
function parseFeed(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`The feed is not well-formed XML: ${error.textContent}`);
  return document;
}

const text = (parent: Element | Document, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent;

describe("blog RSS feed", () => {
  it("is RSS 2.0 with the blog as its channel and a self link", () => {
    const feed = parseFeed(blogFeedXml({ publicUrl: PUBLIC_URL }));
    const rss = feed.documentElement;
    expect(rss.nodeName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = rss.getElementsByTagName("channel")[0];
    if (!channel) throw new Error("no channel");
    expect(text(channel, "title")).toBe("Avatalk Blog");
    expect(text(channel, "link")).toBe(`${PUBLIC_URL}/blog`);
    expect(text(channel, "description")).toMatch(/AI video support/);
    const self = channel.getElementsByTagName("atom:link")[0];
    expect(self?.getAttribute("href")).toBe(`${PUBLIC_URL}/blog/rss.xml`);
    expect(self?.getAttribute("rel")).toBe("self");
  });

  it("has the four posts, newest first, each with its link, date, summary and author", () => {
    const items = [...parseFeed(blogFeedXml({ publicUrl: PUBLIC_URL })).getElementsByTagName("item")];
    expect(items).toHaveLength(4);
    expect(items.map((item) => text(item, "title"))).toEqual([
      "Revolutionizing Customer Support with AI Video Assistants",
      "How Video Chat Increases Conversion Rates",
      "Reducing Support Costs Without Losing the Human Touch",
      "Knowledge Base Habits for Accurate & Trusted Answers",
    ]);
    const [first] = items;
    if (!first) throw new Error("no item");
    const url = `${PUBLIC_URL}/blog/revolutionizing-customer-support`;
    expect(text(first, "link")).toBe(url);
    expect(text(first, "guid")).toBe(url);
    expect(text(first, "pubDate")).toBe("Thu, 12 Nov 2026 00:00:00 GMT");
    expect(text(first, "dc:creator")).toBe("Elena Marsh");
    expect(text(first, "category")).toBe("Customer Experience");
    expect(text(first, "description")).toMatch(/^Text chatbots made answers faster/);
  });

  it("escapes titles, so markup in them stays text and the feed stays well-formed", () => {
    const xml = blogFeedXml({ publicUrl: PUBLIC_URL });
    expect(xml).toContain("<title>Knowledge Base Habits for Accurate &amp; Trusted Answers</title>");

    const template = blogPosts[0] as BlogPost;
    const tricky: BlogPost = {
      ...template,
      id: "tricky",
      title: `<script>alert("x")</script> Tom & Jerry's "best" <b>tips</b>\u0000\u0007`,
      excerpt: "]]> & <![CDATA[",
    };
    const feed = parseFeed(blogFeedXml({ publicUrl: PUBLIC_URL, posts: [tricky] }));
    expect(feed.getElementsByTagName("script")).toHaveLength(0);
    expect(feed.getElementsByTagName("b")).toHaveLength(0);
    const item = feed.getElementsByTagName("item")[0];
    if (!item) throw new Error("no item");
    expect(text(item, "title")).toBe(`<script>alert("x")</script> Tom & Jerry's "best" <b>tips</b>`);
    expect(text(item, "description")).toBe("]]> & <![CDATA[");
  });

  it("escapes the five XML specials and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
    expect(escapeXml("tab\tnew\nline\u0000\u001b\ud800 emoji 😀")).toBe("tab\tnew\nline emoji 😀");
  });

  it("gives the sitemap each post's last change, and the list its newest", () => {
    const lastmod = blogLastModified();
    expect(lastmod.get("/blog/revolutionizing-customer-support")).toBe("2026-11-12");
    expect(lastmod.get("/blog/knowledge-base-best-practices")).toBe("2026-09-30");
    expect(lastmod.get("/blog")).toBe("2026-11-12");
  });
});
