import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBlogPost } from "#content/blog.ts";
import { inlineCover } from "./inline-cover.server.ts";

const PREFIX = "data:image/svg+xml,";

describe("inlineCover", () => {
  const post = findBlogPost("revolutionizing-customer-support");
  if (!post) throw new Error("The featured post is missing.");

  it("turns the post's SVG cover into a data: URL of the same picture, keeping its size and text", () => {
    const inlined = inlineCover(post);
    const { src, ...rest } = inlined.image;
    const { src: _file, ...original } = post.image;
    expect(rest).toEqual(original);
    expect(src.startsWith(PREFIX)).toBe(true);
    // Only the characters a URL may not hold are escaped (spaces too: the Nu Html Checker rejects
    // them), so the SVG text stays readable (and compressible).
    expect(src).not.toMatch(/[<>"#\n ]/);
    expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg%20xmlns=/);
    const svg = fs.readFileSync(path.join("public", post.image.src), "utf8");
    expect(decodeURIComponent(src.slice(PREFIX.length))).toBe(svg.replace(/\s*\n\s*/g, " "));
  });

  it("leaves the rest of the post as it is, and a cover that is not an SVG as a link", () => {
    expect(inlineCover(post).title).toBe(post.title);
    const photo = { ...post, image: { ...post.image, src: "/images/blog/cover.jpg" } };
    expect(inlineCover(photo)).toBe(photo);
  });
});
