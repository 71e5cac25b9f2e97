import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { rasterSrc, rasterWidths } from "#content/raster-images.ts";
import { ensureChromium } from "./find-chromium.ts";

/**
 * `npm run images`: draws each illustration's WebP files from its SVG (content/raster-images.ts),
 * with Chromium's own SVG renderer, and writes them beside the SVG. Run it after changing an SVG and
 * commit the result; content/raster-images.test.ts fails while a file is missing or has the wrong
 * width. The build does not run it: `npm start` needs no browser.
 */

const QUALITY = 0.82;

/**
 * The SVGs name Inter first, but a picture cannot use the page's web fonts, so each renders in a
 * system font. The drawing gets Inter itself, the site's font, embedded as a data URL.
 */
function withInter(svg: string): string {
  const font = fs.readFileSync(
    path.join(process.cwd(), "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  );
  const face = `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font.toString("base64")}) format("woff2")}</style>`;
  return svg.replace(/<svg\b[^>]*>/, (open) => `${open}${face}`);
}

type Job = { svg: string; width: number };

function svgsIn(folder: string, width: number): Job[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => ({ svg: path.join(folder, name), width }));
}

export function rasterJobs(root = process.cwd()): Job[] {
  return [
    ...svgsIn(path.join(root, "public/images/authors"), rasterWidths.author),
    { svg: path.join(root, "web/features/home/assistant-portrait.svg"), width: rasterWidths.assistant },
  ];
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    for (const { svg: file, width } of rasterJobs()) {
      const svg = withInter(fs.readFileSync(file, "utf8"));
      const dataUrl = await page.evaluate(
        async ({ svg, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
          canvas.getContext("2d")?.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL("image/webp", quality);
        },
        { svg, width, quality: QUALITY },
      );
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
      const target = rasterSrc(file, width);
      fs.writeFileSync(target, bytes);
      process.stdout.write(`${path.relative(process.cwd(), target)}: ${(bytes.length / 1024).toFixed(1)} KiB
`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
