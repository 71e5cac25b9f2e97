import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text formats worth compressing. woff2 is left out (it is brotli inside already). HTML is in: the
 * server keeps each prerendered page's siblings in memory (server/web/pages.ts) and so starts
 * without compressing every page on its own thread.
 */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
]);
/** Below about one network packet, compression saves nothing a visitor would notice. */
export const MIN_SIZE_BYTES = 1024;

export type CompressionSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) siblings that @fastify/static serves with
 * `preCompressed`, so the server never compresses an asset per request, nor a page when it starts.
 * Runs after every build.
 */
export async function compressAssets(root: string): Promise<CompressionSummary> {
  const files = listFiles(root).filter(
    (file) => COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) && fs.statSync(file).size >= MIN_SIZE_BYTES,
  );
  // zlib's async calls run on libuv's thread pool, so the files compress in parallel.
  const results = await Promise.all(files.map(compressFile));
  return results.reduce<CompressionSummary>(
    (sum, result) => ({
      files: sum.files + 1,
      bytes: sum.bytes + result.bytes,
      brotliBytes: sum.brotliBytes + result.brotliBytes,
      gzipBytes: sum.gzipBytes + result.gzipBytes,
    }),
    { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 },
  );
}

async function compressFile(file: string) {
  const content = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  return { bytes: content.length, brotliBytes: br.length, gzipBytes: gz.length };
}

/** Every file below folder, leaving out dot-folders (Vite's .vite/manifest.json is build metadata). */
function listFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const hidden = path
      .relative(folder, file)
      .split(path.sep)
      .some((part) => part.startsWith("."));
    return entry.isFile() && !hidden ? [file] : [];
  });
}

export function formatSummary(summary: CompressionSummary, root: string, milliseconds: number): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return (
    `Compressed ${summary.files} files in ${path.relative(process.cwd(), root) || "."}: ` +
    `${kib(summary.bytes)} → ${kib(summary.brotliBytes)} brotli, ${kib(summary.gzipBytes)} gzip ` +
    `(${(milliseconds / 1000).toFixed(1)} s)`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(process.argv[2] ?? "build/client");
  if (!fs.existsSync(root)) {
    console.error(`Nothing to compress: ${root} does not exist. Run "react-router build" first.`);
    process.exit(1);
  }
  const started = performance.now();
  const summary = await compressAssets(root);
  process.stdout.write(`${formatSummary(summary, root, performance.now() - started)}\n`);
}
