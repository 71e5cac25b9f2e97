/**
 * Social preview images for the blog posts: each post's own SVG illustration rendered by Chromium to
 * a 1200×630 JPEG (Open Graph's size; social networks do not show SVG). Run after changing an
 * illustration and commit the output:
 *   npx tsx scripts/render-blog-images.ts
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { blogPosts, SOCIAL_IMAGE_SIZE, socialImage } from "#content/blog.ts";
import { ensureChromium } from "./find-chromium.ts";

const { width: WIDTH, height: HEIGHT } = SOCIAL_IMAGE_SIZE;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const post of blogPosts) {
    const svg = fs.readFileSync(path.join("public", post.image.src), "utf8");
    // The 16:9 illustration fills the 1.91:1 frame, centred; only empty margins are cut.
    await page.setContent(
      `<body style="margin:0"><img alt="" style="display:block;width:${WIDTH}px;height:${HEIGHT}px;object-fit:cover" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`,
    );
    await page.getByRole("presentation").evaluate((image: HTMLImageElement) => image.decode());
    const output = path.join("public", socialImage(post).path);
    fs.mkdirSync(path.dirname(output), { recursive: true });
    await page.screenshot({ path: output, type: "jpeg", quality: 86 });
    process.stdout.write(`${output}: ${(fs.statSync(output).size / 1024).toFixed(0)} KiB\n`);
  }
} finally {
  await browser.close();
}
