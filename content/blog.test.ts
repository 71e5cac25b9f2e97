import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countWords } from "#web/features/blog/read-time.ts";
import { blogPostIds, blogPosts, FEATURED_POST_ID, findBlogPost, lastModified, socialImage } from "./blog.ts";

const bodyText = (id: string) =>
  (findBlogPost(id)?.content ?? [])
    .map((block) => ("items" in block ? block.items.join(" ") : block.text))
    .join(" ");

describe("blog content", () => {
  it("holds the featured post and the three docs/product.md §Deviations names, featured first", () => {
    expect(blogPostIds()).toEqual([
      "revolutionizing-customer-support",
      "increase-conversion-rates",
      "reducing-support-costs",
      "knowledge-base-best-practices",
    ]);
    expect(blogPosts[0]?.id).toBe(FEATURED_POST_ID);
  });

  it("lists the posts after the featured one newest first", () => {
    const rest = blogPosts.slice(1).map((post) => post.date);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it("finds a post by id and nothing for an unknown or missing id", () => {
    expect(findBlogPost("reducing-support-costs")?.title).toBe(
      "Reducing Support Costs Without Losing the Human Touch",
    );
    expect(findBlogPost("no-such-post")).toBeUndefined();
    expect(findBlogPost(undefined)).toBeUndefined();
  });

  it.each(blogPosts.map((post) => [post.id, post] as const))(
    "%s is a real article of 800 to 1500 words",
    (_id, post) => {
      const words = countWords(post.content);
      expect(words).toBeGreaterThanOrEqual(800);
      expect(words).toBeLessThanOrEqual(1500);
      expect(post.content.filter((block) => block.type === "subheading").length).toBeGreaterThanOrEqual(3);
      expect(post.content.at(-1)?.type).toBe("conclusion");
    },
  );

  it("offers two other existing posts under Continue Reading; the featured one docs/product.md's two", () => {
    expect(findBlogPost(FEATURED_POST_ID)?.related).toEqual([
      "increase-conversion-rates",
      "reducing-support-costs",
    ]);
    for (const post of blogPosts) {
      for (const id of post.related) {
        expect(id).not.toBe(post.id);
        expect(findBlogPost(id), `${post.id} → ${id}`).toBeDefined();
      }
    }
  });

  it("carries the blog's 35% and 40% claims (docs/product.md §Product)", () => {
    expect(bodyText(FEATURED_POST_ID)).toContain("35%");
    expect(bodyText(FEATURED_POST_ID)).toContain("40%");
  });

  it("gives every post a real calendar date, and lastmod falls back to it", () => {
    for (const post of blogPosts) {
      expect(new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.date);
      expect(lastModified(post)).toBe(post.updated ?? post.date);
    }
  });

  it("draws every image from our own public folder, with the size the file declares", () => {
    const images = blogPosts.flatMap((post) => [post.image, post.author.image]);
    for (const image of images) {
      expect(image.src).toMatch(/^\/images\/[a-z-]+\/[a-z-]+\.svg$/);
      expect(image.alt.length).toBeGreaterThan(0);
      const svg = fs.readFileSync(path.join("public", image.src), "utf8");
      expect(svg, image.src).toContain(`width="${image.width}" height="${image.height}"`);
      expect(svg, image.src).not.toMatch(/(?:href|src)="https?:/);
    }
  });

  it("draws the covers without text, so a page does not lay text out in each picture (decision 0014)", () => {
    for (const post of blogPosts) {
      const svg = fs.readFileSync(path.join("public", post.image.src), "utf8");
      expect(svg, post.image.src).not.toMatch(/<(?:text|tspan|textPath)\b/);
    }
  });

  it("has a rendered JPEG social preview for every post, 1200×630 as Open Graph wants", () => {
    for (const post of blogPosts) {
      const jpeg = fs.readFileSync(path.join("public", socialImage(post).path));
      expect(jpeg.subarray(0, 3).toString("hex"), post.id).toBe("ffd8ff");
      // The baseline/progressive frame header (SOFn) carries height then width.
      const frame = jpeg.findIndex(
        (byte, index) => byte === 0xff && [0xc0, 0xc2].includes(jpeg[index + 1] ?? 0),
      );
      expect(jpeg.readUInt16BE(frame + 5)).toBe(630);
      expect(jpeg.readUInt16BE(frame + 7)).toBe(1200);
    }
  });
});
