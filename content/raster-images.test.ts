import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rasterJobs } from "#scripts/rasterize-images.ts";
import { blogPosts } from "./blog.ts";
import { rasterSrc } from "./raster-images.ts";

/** A WebP's canvas width, from its first chunk: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`). */
function webpWidth(file: string): number {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  const chunk = bytes.subarray(12, 16).toString("latin1");
  if (chunk === "VP8 ") return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === "VP8L") return (bytes.readUInt16LE(21) & 0x3fff) + 1;
  if (chunk === "VP8X") return bytes.readUIntLE(24, 3) + 1;
  throw new Error(`${file}: unknown WebP chunk ${chunk}`);
}

const publicFile = (src: string) => path.join("public", src);

describe("the WebP pictures drawn from our SVGs (npm run images)", () => {
  const jobs = rasterJobs();
  it.each(jobs.map((job) => [path.relative(".", job.svg), job.width] as const))(
    "%s is committed at %i pixels wide",
    (svg, width) => {
      expect(webpWidth(rasterSrc(svg, width))).toBe(width);
    },
  );

  it("covers every author's portrait", () => {
    const drawn = new Set(jobs.map((job) => path.relative(".", job.svg)));
    for (const post of blogPosts) expect(drawn).toContain(publicFile(post.author.image.src));
  });

  it("names each width beside its SVG", () => {
    expect(rasterSrc("/images/authors/a.svg", 96)).toBe("/images/authors/a-96.webp");
    expect(() => rasterSrc("/images/authors/a.png", 96)).toThrow("Not an SVG picture");
  });
});
