/**
 * The social previews of each kind of page (content/share-images.ts): a card in the site's look,
 * rendered by Chromium to a 1200×630 PNG under public/images/share. Run after changing that copy or
 * the brand, and commit the output:
 *   npx tsx scripts/render-share-images.tsx
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { renderToStaticMarkup } from "react-dom/server";
import { type ShareImageCard, shareImageCards } from "#content/share-image-cards.ts";
import { SHARE_IMAGE_SIZE, type ShareImageKind, shareImagePath } from "#content/share-images.ts";
import { site } from "#content/site.ts";
import { LogoMark } from "#web/components/layout/logo.tsx";
import { ensureChromium } from "./find-chromium.ts";

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const FONT = path.resolve("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

function Card({ image }: { image: ShareImageCard }) {
  return (
    <html lang="en">
      <head>
        <style>{`
          @font-face { font-family: Inter; src: url(data:font/woff2;base64,${fs.readFileSync(FONT).toString("base64")}) format("woff2"); font-weight: 100 900; }
          * { box-sizing: border-box; margin: 0; }
          body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: Inter, sans-serif; color: #0b1020; overflow: hidden;
            background: radial-gradient(900px 500px at 10% 0%, #c7d2fe 0%, transparent 60%),
                        radial-gradient(700px 500px at 100% 10%, #e9d5ff 0%, transparent 60%), #fff; }
          main { padding: 72px 80px; height: 100%; display: flex; flex-direction: column; }
          .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; letter-spacing: -0.02em; }
          .brand svg { width: 64px; height: 64px; }
          h1 { margin-top: 72px; font-size: 76px; line-height: 1.05; font-weight: 800; letter-spacing: -0.035em; max-width: 1000px; }
          h1 span { background: linear-gradient(90deg, #4f46e5, #7c3aed); -webkit-background-clip: text; color: transparent; }
          p { margin-top: 28px; font-size: 30px; color: #475569; max-width: 980px; }
          ul { margin-top: auto; display: flex; gap: 16px; justify-content: flex-end; list-style: none; padding: 0; }
          li { background: #fff; border-radius: 999px; padding: 14px 24px; font-size: 24px; font-weight: 600; color: #312e81;
            box-shadow: 0 8px 30px rgba(79, 70, 229, 0.12); }
        `}</style>
      </head>
      <body>
        <main>
          <div className="brand">
            <LogoMark />
            {site.name}
          </div>
          <h1>
            <span>{image.highlight}</span> {image.rest}
          </h1>
          <p>{image.lead}</p>
          <ul>
            {image.chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  );
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const [kind, image] of Object.entries(shareImageCards) as [ShareImageKind, ShareImageCard][]) {
    await page.setContent(`<!doctype html>${renderToStaticMarkup(<Card image={image} />)}`);
    await page.evaluate(() => document.fonts.ready);
    const output = path.join("public", shareImagePath(kind));
    fs.mkdirSync(path.dirname(output), { recursive: true });
    await page.screenshot({ path: output, type: "png" });
    process.stdout.write(`${output}: ${(fs.statSync(output).size / 1024).toFixed(0)} KiB\n`);
  }
} finally {
  await browser.close();
}
