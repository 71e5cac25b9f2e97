import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressAssets, formatSummary, MIN_SIZE_BYTES } from "./compress-assets.ts";

describe("compressAssets", () => {
  let root: string;
  const large = "const greeting = 'hello';\n".repeat(200);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "compress-assets-"));
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "assets", "app-abc.js"), large);
    fs.writeFileSync(path.join(root, "assets", "app-abc.css"), `body{color:red}\n`.repeat(100));
    fs.writeFileSync(path.join(root, "assets", "tiny.js"), "x".repeat(MIN_SIZE_BYTES - 1));
    fs.writeFileSync(path.join(root, "assets", "font.woff2"), Buffer.alloc(4096));
    fs.writeFileSync(path.join(root, "index.html"), `<p>${"a".repeat(4096)}</p>`);
    fs.writeFileSync(path.join(root, "sitemap.xml"), `<url>${"b".repeat(2048)}</url>`);
    fs.mkdirSync(path.join(root, ".vite"));
    fs.writeFileSync(
      path.join(root, ".vite", "manifest.json"),
      JSON.stringify({ padding: "c".repeat(2048) }),
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes brotli and gzip siblings that decompress to the original text", async () => {
    const summary = await compressAssets(root);
    expect(summary.files).toBe(4);
    const file = path.join(root, "assets", "app-abc.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(large);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(large);
    expect(fs.existsSync(path.join(root, "sitemap.xml.br"))).toBe(true);
    expect(fs.existsSync(path.join(root, "index.html.br"))).toBe(true);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
  });

  it("skips small files, woff2 fonts, build metadata and its own output", async () => {
    const summary = await compressAssets(root);
    expect(summary.files).toBe(4);
    const names = fs.readdirSync(root, { recursive: true }).map(String).sort();
    expect(names).not.toContain(path.join("assets", "tiny.js.br"));
    expect(names).not.toContain(path.join("assets", "font.woff2.br"));
    expect(names).not.toContain(path.join(".vite", "manifest.json.br"));
    expect(names.filter((name) => name.endsWith(".br.br") || name.endsWith(".gz.gz"))).toEqual([]);
  });

  it("summarises on one line", () => {
    const line = formatSummary({ files: 2, bytes: 4096, brotliBytes: 1024, gzipBytes: 2048 }, root, 1500);
    expect(line).toMatch(/^Compressed 2 files in .+: 4\.0 KiB → 1\.0 KiB brotli, 2\.0 KiB gzip \(1\.5 s\)$/);
  });
});
