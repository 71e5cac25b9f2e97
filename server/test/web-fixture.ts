import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

export const FIXTURE_INLINE_SCRIPT = 'window.__context = { "page": "about" };';
export const FIXTURE_INLINE_MODULE = 'import("/assets/app-abc.js");';
export const FIXTURE_ASSET = `export const app = "${"a".repeat(2048)}";\n`;

export const FIXTURE_HOME = "<!doctype html><title>Home</title><h1>Home</h1>";

/** A tiny stand-in for build/client, with the files the real build produces. */
export function writeWebFixture(root: string): void {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write("index.html", FIXTURE_HOME);
  // Siblings as the build writes them (scripts/compress-assets.ts), one of them left from an
  // older build of its page. Quality 4, so the bytes differ from what the server would make.
  write(
    "index.html.br",
    zlib.brotliCompressSync(FIXTURE_HOME, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  );
  write("about/index.html.br", zlib.brotliCompressSync("<!doctype html><title>About</title><h1>Old</h1>"));
  write("404/index.html", "<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>");
  write(
    "blog/__not-found/index.html",
    "<!doctype html><title>Blog Post Not Found</title><h1>Blog Post Not Found</h1>",
  );
  write("__spa-fallback.html", '<!doctype html><title>Portal</title><div id="spa-shell"></div>');
  write(
    "about/index.html",
    `<!doctype html><title>About</title><h1>About us</h1><script>${FIXTURE_INLINE_SCRIPT}</script>` +
      `<script type="module">${FIXTURE_INLINE_MODULE}</script><script src="/assets/app-abc.js"></script>`,
  );
  write("blog/reducing-support-costs/index.html", "<!doctype html><title>Post</title><h1>Post</h1>");
  write("assets/app-abc.js", FIXTURE_ASSET);
  write("assets/app-abc.js.br", zlib.brotliCompressSync(FIXTURE_ASSET));
  write("assets/app-abc.js.gz", zlib.gzipSync(FIXTURE_ASSET));
  write("robots.txt", "User-agent: *\nAllow: /\n");
  write("favicon.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

/** writeWebFixture in a new temporary folder; remove it with fs.rmSync(root, { recursive: true }). */
export function createWebFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "web-fixture-"));
  writeWebFixture(root);
  return root;
}
