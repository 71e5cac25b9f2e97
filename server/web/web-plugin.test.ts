import { createHash } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { PAGE_SECURITY_HEADERS } from "#server/plugins/security-headers.ts";
import { rawRequest } from "#server/test/raw-http.ts";
import { createTestDatabase, testConfig } from "#server/test/test-app.ts";
import {
  FIXTURE_ASSET as ASSET,
  FIXTURE_INLINE_MODULE as INLINE_MODULE,
  FIXTURE_INLINE_SCRIPT as INLINE_SCRIPT,
  writeWebFixture as writeFixture,
} from "#server/test/web-fixture.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("web plugin", () => {
  let root: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "web-plugin-"));
    writeFixture(root);
    database = await createTestDatabase();
    app = await buildApp(
      testConfig({ webRoot: root, schedulerUrl: "https://cal.example.com/avatalk/demo" }),
      {
        database,
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  describe("prerendered pages", () => {
    it("answers 200 with a CSP that allows exactly the page's inline scripts by hash", async () => {
      const response = await app.inject({ method: "GET", url: "/about" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>About us</h1>");
      const csp = String(response.headers["content-security-policy"]);
      const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
      expect(scriptSrc).toBe(`script-src 'self' ${sha256(INLINE_SCRIPT)} ${sha256(INLINE_MODULE)}`);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // The demo calendar may be framed, and only its origin.
      expect(csp).toContain("frame-src 'self' https://cal.example.com;");
    });

    it("carries the security headers on pages, 200, 304 and 404 alike", async () => {
      const page = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "br" } });
      const again = await app.inject({
        method: "GET",
        url: "/about",
        headers: { "if-none-match": String(page.headers.etag) },
      });
      const missing = await app.inject({ method: "GET", url: "/nowhere" });
      for (const response of [page, again, missing]) {
        for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
          expect(response.headers[name], name).toBe(value);
        expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
        // Decision 0019: a public page keeps no window from the site that opened it.
        expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
      }
      expect(again.statusCode).toBe(304);
      expect(page.headers["content-length"]).toBe(String(page.rawPayload.length));
    });

    it("serves / from index.html", async () => {
      const response = await app.inject({ method: "GET", url: "/" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<h1>Home</h1>");
    });

    it("sends brotli when the browser accepts it, gzip otherwise, plain text to everyone else", async () => {
      const html = fs.readFileSync(path.join(root, "about/index.html"), "utf8");
      const brotli = await app.inject({
        method: "GET",
        url: "/about",
        headers: { "accept-encoding": "gzip, br" },
      });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toContain("accept-encoding");
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(html);

      const gzip = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);

      const plain = await app.inject({
        method: "GET",
        url: "/about",
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(html);
    });

    it("sends the brotli sibling the build wrote for a page, and never one left from an older build", async () => {
      const built = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
      expect(built.rawPayload.equals(fs.readFileSync(path.join(root, "index.html.br")))).toBe(true);
      const stale = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "br" } });
      expect(zlib.brotliDecompressSync(stale.rawPayload).toString()).toBe(
        fs.readFileSync(path.join(root, "about/index.html"), "utf8"),
      );
    });

    it("does not serve a page's compressed siblings at their own paths", async () => {
      for (const url of ["/index.html.br", "/about/index.html.br", "/about/index.html"]) {
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
      }
    });

    it("follows the header's q-values: brotli refused with q=0 is not sent, the higher q wins", async () => {
      const encodingFor = async (acceptEncoding: string) =>
        (await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": acceptEncoding } }))
          .headers["content-encoding"];
      expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
      expect(await encodingFor("br;q=0")).toBeUndefined();
      expect(await encodingFor("br;q=0.1, gzip;q=0.9")).toBe("gzip");
    });

    it("answers 304 when the browser already has the page", async () => {
      const first = await app.inject({ method: "GET", url: "/about" });
      const etag = String(first.headers.etag);
      expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      const again = await app.inject({ method: "GET", url: "/about", headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    });
  });

  describe("not found", () => {
    it("answers an unknown path with status 404 and the not-found page, never cached", async () => {
      const response = await app.inject({ method: "GET", url: "/no-such-page" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain("Oops! Page not found");
    });

    it("does not serve the internal 404 and SPA pages at their own paths", async () => {
      for (const url of ["/404", "/__spa-fallback", "/__spa-fallback.html"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain("Oops! Page not found");
      }
    });

    it("answers an unknown blog post with 404 and the blog's prerendered not-found view", async () => {
      for (const url of ["/blog/no-such-post", "/blog/no-such-post?ref=feed", "/blog/__not-found"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers["cache-control"], url).toBe("no-store");
        expect(response.body, url).toContain("<h1>Blog Post Not Found</h1>");
      }
    });

    it("answers an unknown post's data request with 404, which the client shows as the same view", async () => {
      const response = await app.inject({ method: "GET", url: "/blog/no-such-post.data" });
      expect(response.statusCode).toBe(404);
    });

    it("answers a malformed percent-escape with the not-found page and 404, its security headers included", async () => {
      for (const url of ["/%E0%A4%A", "/bad%zz.txt", "/assets/%E0%A4%A.js", "/blog/%zz"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
        expect(response.headers["x-content-type-options"], url).toBe("nosniff");
        expect(response.headers["content-security-policy"], url).toContain("object-src 'none'");
        expect(response.body, url).toContain("Oops! Page not found");
      }
    });

    it("answers a malformed percent-escape under the API in its error shape", async () => {
      const response = await app.inject({ method: "GET", url: "/api/%zz" });
      expect(response.statusCode).toBe(400);
      expect(ApiError.parse(response.json())).toEqual({ message: messages.api.badUrl });
    });

    it("keeps answering unknown API paths with JSON, the API's own prefix included", async () => {
      for (const [method, url] of [
        ["GET", "/api/nothing-here"],
        ["GET", "/api"],
        ["GET", "/api?page=1"],
        ["HEAD", "/api"],
        ["POST", "/api"],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers["content-type"], `${method} ${url}`).toContain("application/json");
        if (method !== "HEAD") {
          expect(ApiError.parse(response.json())).toEqual({ message: messages.api.routeNotFound });
        }
      }
    });
  });

  describe("blog feed and sitemap", () => {
    it("lists the prerendered pages in the sitemap, blog posts with their lastmod", async () => {
      const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(response.statusCode).toBe(200);
      const { publicUrl } = testConfig({});
      expect(response.body).toContain(
        `<url><loc>${publicUrl}/blog/reducing-support-costs</loc><lastmod>2026-10-14</lastmod></url>`,
      );
      expect(response.body).toContain(`<url><loc>${publicUrl}/about</loc></url>`);
      // The not-found views the server sends for other paths are no pages of their own.
      expect(response.body).not.toContain("__not-found");
      expect(response.body).not.toContain("/404");
    });

    it("serves the RSS 2.0 feed at /blog/rss.xml under the public URL, cached for an hour", async () => {
      const response = await app.inject({ method: "GET", url: "/blog/rss.xml" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      expect(response.body.match(/<item>/g)).toHaveLength(4);
      expect(response.body).toContain(`<link>${testConfig({}).publicUrl}/blog/reducing-support-costs</link>`);
    });
  });

  describe("client-rendered portal", () => {
    it("answers /portal and everything below it with the SPA shell", async () => {
      for (const url of ["/portal", "/portal/dashboard", "/portal/x/y"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('id="spa-shell"');
        // Kept out of search results: the shell's HTML has no robots tag until its script runs.
        expect(response.headers["x-robots-tag"], url).toBe("noindex");
      }
    });

    it("leaves the public pages to be indexed", async () => {
      const response = await app.inject({ method: "GET", url: "/" });
      expect(response.headers["x-robots-tag"]).toBeUndefined();
    });

    it("isolates the portal from windows other sites opened, with the other security headers", async () => {
      for (const headers of [{}, { "accept-encoding": "br" }]) {
        const response = await app.inject({ method: "GET", url: "/portal/dashboard", headers });
        expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
        for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
          if (name !== "permissions-policy") expect(response.headers[name], name).toBe(value);
      }
    });

    it("lets the portal, and only the portal, use the camera and play back a take it recorded", async () => {
      const portal = await app.inject({ method: "GET", url: "/portal/knowledge-base" });
      expect(portal.headers["permissions-policy"]).toBe(
        "camera=(self), microphone=(self), geolocation=(), payment=()",
      );
      expect(portal.headers["content-security-policy"]).toContain("media-src 'self' blob:;");
      const page = await app.inject({ method: "GET", url: "/about" });
      expect(page.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()");
      expect(page.headers["content-security-policy"]).not.toContain("media-src");
      const api = await app.inject({ method: "GET", url: apiPaths.health });
      expect(api.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    });
  });

  describe("redirects", () => {
    it("sends /login to /sign_in permanently, keeping the query", async () => {
      const response = await app.inject({ method: "GET", url: "/login?next=%2Fportal" });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe("/sign_in?next=%2Fportal");
    });

    it("removes a trailing slash permanently", async () => {
      const response = await app.inject({ method: "GET", url: "/about/?ref=mail" });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe("/about?ref=mail");
    });

    it("never redirects to another site, whatever slashes the path holds", async () => {
      const cases: Record<string, string> = {
        "/.//evil.example/": "/evil.example",
        "/.%2F/evil.example/": "/.%2F/evil.example",
        "/./\\evil.example/": "/evil.example",
        "/blog//post/": "/blog/post",
      };
      // Over a real socket: app.inject normalises the path before the router sees it.
      await app.listen({ port: 0, host: "127.0.0.1" });
      const port = (app.server.address() as AddressInfo).port;
      for (const [url, location] of Object.entries(cases)) {
        const request = `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
        const response = await rawRequest(port, [request]);
        expect(response.status, url).toBe(301);
        expect(response.headers.location, url).toBe(location);
      }
    });
  });

  it("answers a path that reads as a host (`//%00/x`) with the not-found page, not a 500", async () => {
    for (const url of ["//%00/x.txt", "//%00", "//[::1/x"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  describe("static files", () => {
    it("serves fingerprinted assets precompressed and cached for a year as immutable", async () => {
      const response = await app.inject({
        method: "GET",
        url: "/assets/app-abc.js",
        headers: { "accept-encoding": "br" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
    });

    it("chooses an asset's encoding by the header's q-values: brotli refused with q=0 is not sent", async () => {
      const asset = async (acceptEncoding: string) => {
        const response = await app.inject({
          method: "GET",
          url: "/assets/app-abc.js",
          headers: { "accept-encoding": acceptEncoding },
        });
        expect(response.statusCode, acceptEncoding).toBe(200);
        const encoding = response.headers["content-encoding"];
        const body =
          encoding === "br"
            ? zlib.brotliDecompressSync(response.rawPayload)
            : encoding === "gzip"
              ? zlib.gunzipSync(response.rawPayload)
              : response.rawPayload;
        expect(body.toString(), acceptEncoding).toBe(ASSET);
        return encoding;
      };
      expect(await asset("br;q=0, gzip")).toBe("gzip");
      expect(await asset("br;q=0")).toBeUndefined();
      expect(await asset("gzip;q=0.9, br;q=0.1")).toBe("gzip");
      expect(await asset("gzip;q=0.1, br;q=0.9")).toBe("br");
      expect(await asset("gzip, br")).toBe("br");
      expect(await asset("identity")).toBeUndefined();
    });

    it("tells caches that assets and public files vary by Accept-Encoding", async () => {
      for (const [url, encoding] of [
        ["/assets/app-abc.js", "br"],
        ["/assets/app-abc.js", "identity"],
        ["/favicon.svg", "gzip"],
      ] as const) {
        const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers.vary, `${url} ${encoding}`).toBe("accept-encoding");
      }
    });

    it("answers a missing asset with 404", async () => {
      const response = await app.inject({ method: "GET", url: "/assets/app-missing.js" });
      expect(response.statusCode).toBe(404);
    });

    it("serves other public files from the build root for an hour", async () => {
      const response = await app.inject({ method: "GET", url: "/robots.txt" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("User-agent: *");
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    });

    it("never serves a file outside the build folder", async () => {
      const response = await app.inject({ method: "GET", url: "/..%2f..%2fetc%2fpasswd.txt" });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("root:");
    });
  });
  describe("a build made for another address", () => {
    it.each([
      ["another address", "https://avatalk.example", 1],
      ["this address", "http://localhost:3000", 0],
    ])("says so at start-up when the server runs at %s", async (_case, publicUrl, warnings) => {
      const built = fs.mkdtempSync(path.join(os.tmpdir(), "web-plugin-built-"));
      writeFixture(built);
      fs.writeFileSync(
        path.join(built, "index.html"),
        '<!doctype html><title>Home</title><link rel="canonical" href="http://localhost:3000/"/><h1>Home</h1>',
      );
      const lines: string[] = [];
      const server = await buildApp(testConfig({ webRoot: built, publicUrl, logLevel: "warn" }), {
        database,
        logStream: { write: (line) => lines.push(line) },
      });
      try {
        const warned = lines
          .map((line) => JSON.parse(line) as { msg: string; builtFor?: string; publicUrl?: string })
          .filter((line) => line.msg.includes("built for another PUBLIC_URL"));
        expect(warned).toHaveLength(warnings);
        if (warnings) expect(warned[0]).toMatchObject({ builtFor: "http://localhost:3000", publicUrl });
      } finally {
        await server.close();
        fs.rmSync(built, { recursive: true, force: true });
      }
    });
  });
  describe("without a build", () => {
    it("refuses to start and says how to build", async () => {
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), "web-plugin-empty-"));
      try {
        await expect(buildApp(testConfig({ webRoot: empty }), { database })).rejects.toThrow(/npm run build/);
      } finally {
        fs.rmSync(empty, { recursive: true, force: true });
      }
    });
  });
});
