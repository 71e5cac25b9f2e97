import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { loadPages, type Page } from "./pages.ts";
import { isIndexable, robotsTxt, sitemapXml } from "./seo-files.ts";

/** Old or alternative paths that live elsewhere now (DESIGN §5). */
const REDIRECTS: Record<string, string> = { "/login": "/sign_in" };
/** Client-rendered areas: answered with the SPA shell. */
const SPA_PREFIXES = ["/portal"];
/** Dynamic routes whose unknown ids the client resolves to its own not-found view, with a 404. */
const CLIENT_NOT_FOUND_PREFIXES = ["/blog/"];
const SPA_FALLBACK = "/__spa-fallback";
const NOT_FOUND = "/404";

type WebOptions = { root: string; schedulerUrl: string | undefined; publicUrl: string };

/**
 * Serves the built web app: prerendered pages, fingerprinted assets, the SPA shell for /portal,
 * and the not-found page with a real 404 status for every other path (DESIGN §1).
 */
export const webPlugin = fp<WebOptions>(
  async (app, { root, schedulerUrl, publicUrl }) => {
    if (!fs.existsSync(path.join(root, NOT_FOUND, "index.html"))) {
      throw new Error(`No built web app in ${root}. Run "npm run build" (npm start does it for you).`);
    }
    const pages = loadPages(root);
    const frameSrc = schedulerUrl ? new URL(schedulerUrl).origin : "'none'";

    // Fingerprinted names never change content: cache them for a year (with .br/.gz siblings).
    await app.register(fastifyStatic, {
      root: path.join(root, "assets"),
      prefix: "/assets/",
      preCompressed: true,
      immutable: true,
      maxAge: "365d",
      index: false,
      decorateReply: false,
      setHeaders: varyByEncoding,
    });
    // Other root files (favicon, robots.txt, images) are served through reply.sendFile below.
    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      setHeaders: varyByEncoding,
    });

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
      const csp = [
        "default-src 'self'",
        `script-src 'self' ${page.scriptHashes.join(" ")}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        `frame-src ${frameSrc}`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join("; ");
      reply
        .status(status)
        .header("content-type", "text/html; charset=utf-8")
        .header("content-security-policy", csp)
        .header("cache-control", status === 200 ? "public, max-age=0, must-revalidate" : "no-store")
        .header("vary", "accept-encoding")
        .header("etag", page.etag);
      if (status === 200 && request.headers["if-none-match"] === page.etag) return reply.status(304).send();
      const accepts = String(request.headers["accept-encoding"] ?? "");
      if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br);
      if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip);
      return reply.send(page.identity);
    }

    function requirePage(urlPath: string): Page {
      const page = pages.get(urlPath);
      if (!page) throw new Error(`The build has no ${urlPath} page.`);
      return page;
    }
    const notFoundPage = requirePage(NOT_FOUND);
    const spaShell = requirePage(SPA_FALLBACK);

    const indexedPaths = [...pages.entries()].flatMap(([urlPath, page]) =>
      urlPath !== NOT_FOUND && urlPath !== SPA_FALLBACK && isIndexable(page.identity.toString("utf8"))
        ? [urlPath]
        : [],
    );
    const sitemap = sitemapXml(publicUrl, indexedPaths);
    app.get("/sitemap.xml", async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemap),
    );
    app.get("/robots.txt", async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(robotsTxt(publicUrl)),
    );

    app.get("/*", async (request, reply) => {
      const { pathname, search } = new URL(request.url, "http://localhost");
      if (pathname.length > 1 && pathname.endsWith("/")) {
        return reply.redirect(`${withoutTrailingSlash(pathname)}${search}`, 301);
      }
      const redirect = REDIRECTS[pathname];
      if (redirect) return reply.redirect(`${redirect}${search}`, 301);

      const page = pathname === NOT_FOUND || pathname === SPA_FALLBACK ? undefined : pages.get(pathname);
      if (page) return sendPage(request, reply, page, 200);
      if (SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
        return sendPage(request, reply, spaShell, 200);
      }
      if (isPublicFile(root, pathname)) {
        return reply.sendFile(pathname.slice(1), { maxAge: "1h", immutable: false });
      }
      if (CLIENT_NOT_FOUND_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
        return sendPage(request, reply, spaShell, 404);
      }
      return sendPage(request, reply, notFoundPage, 404);
    });
  },
  { name: "web" },
);

/**
 * The same URL is answered brotli, gzip or plain by Accept-Encoding: caches (a CDN above all, as
 * these files are cached for a year) must key on it, or a client gets an encoding it cannot read.
 */
function varyByEncoding(response: { setHeader(name: string, value: string): unknown }): void {
  response.setHeader("vary", "accept-encoding");
}

/**
 * `/about/` → `/about`. The path comes from the request as sent, so `/.//evil.example/` would
 * become `//evil.example`, which a browser follows to another site: runs of slashes (and the
 * backslashes browsers read as slashes) collapse into one, and the result always starts with a
 * single slash, so the Location stays on this site.
 */
export function withoutTrailingSlash(pathname: string): string {
  const segments = pathname.split(/[\\/]+/).filter(Boolean);
  return `/${segments.join("/")}`;
}

function isPublicFile(root: string, pathname: string): boolean {
  if (!/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith(".html")) return false;
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  } catch {
    return false; // a malformed escape is simply not a file of ours
  }
  return file.startsWith(`${root}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile();
}
