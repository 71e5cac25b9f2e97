import fs from "node:fs";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { BLOG_FEED_PATH } from "#content/blog-copy.ts";
import { pageLastModified } from "#content/page-dates.ts";
import {
  BLOG_POST_NOT_FOUND_PATH,
  BLOG_POST_PREFIX,
  LEGACY_LOGIN_PATH,
  NOT_FOUND_PATH,
  PORTAL_PREFIX,
  paths,
  SPA_FALLBACK_PATH,
} from "#contracts/paths.ts";
import { matchesEtag, type PrecomputedAnswer, sendPrecomputed } from "#server/lib/cached-json.ts";
import {
  PAGE_SECURITY_HEADERS,
  PORTAL_PERMISSIONS_POLICY,
  SECURITY_HEADERS,
} from "#server/plugins/security-headers.ts";
import { blogFeedXml, blogLastModified } from "./blog-feed.ts";
import { builtForOrigin, loadPages, type Page } from "./pages.ts";
import { isIndexable, robotsTxt, sitemapXml } from "./seo-files.ts";

/** Old or alternative paths that live elsewhere now (docs/product.md §Deviations). */
const REDIRECTS: Record<string, string> = { [LEGACY_LOGIN_PATH]: paths.signIn };
/**
 * The portal's shell: every answer's headers, the camera and microphone for the recorder, and no
 * place in a search engine's index.
 */
const PORTAL_SHELL_HEADERS = {
  ...SECURITY_HEADERS,
  "permissions-policy": PORTAL_PERMISSIONS_POLICY,
  "x-robots-tag": "noindex",
};

/** Client-rendered areas: answered with the SPA shell. */
const SPA_PREFIXES = [PORTAL_PREFIX];
const SPA_FALLBACK = SPA_FALLBACK_PATH;
const NOT_FOUND = NOT_FOUND_PATH;
/** Pages built to answer other paths, never served at their own: the server picks them. */
const INTERNAL_PAGES = new Set([NOT_FOUND, SPA_FALLBACK, BLOG_POST_NOT_FOUND_PATH]);

declare module "fastify" {
  interface FastifyInstance {
    /** Set when the web app is served: answers with the not-found page and status 404. */
    sendNotFoundPage?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

type WebOptions = { root: string; schedulerUrl: string | undefined; publicUrl: string };

/**
 * Serves the built web app: prerendered pages, fingerprinted assets, the SPA shell for /portal,
 * and the not-found page with a real 404 status for every other path (docs/product.md §System).
 */
export const webPlugin = fp<WebOptions>(
  async (app, { root, schedulerUrl, publicUrl }) => {
    if (!fs.existsSync(path.join(root, NOT_FOUND, "index.html"))) {
      throw new Error(`No built web app in ${root}. Run "npm run build" (npm start does it for you).`);
    }
    const pages = loadPages(root);
    const builtFor = builtForOrigin(pages);
    if (builtFor && builtFor !== new URL(publicUrl).origin) {
      // A build made for another address still serves, but its pages point visitors there.
      app.log.warn(
        { builtFor, publicUrl },
        "the web app was built for another PUBLIC_URL: its canonical links, share tags and widget snippets point there; build it again with this PUBLIC_URL (npm start does)",
      );
    }
    // Our own frames (the widget's panel, "Try it live") and the demo calendar's, when configured.
    const frameSrc = schedulerUrl ? `'self' ${new URL(schedulerUrl).origin}` : "'self'";

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

    function requirePage(urlPath: string): Page {
      const page = pages.get(urlPath);
      if (!page) throw new Error(`The build has no ${urlPath} page.`);
      return page;
    }
    const notFoundPage = requirePage(NOT_FOUND);
    const spaShell = requirePage(SPA_FALLBACK);
    const blogPostNotFoundPage = requirePage(BLOG_POST_NOT_FOUND_PATH);

    /**
     * Everything about a page's answer that does not depend on the request is computed once:
     * its CSP, and per status and encoding the body and the full header set (pages
     * from precomputed buffers and headers).
     */
    const prepared = new Map<Page, PreparedPage>();
    const prepare = (page: Page): PreparedPage => {
      let entry = prepared.get(page);
      if (!entry) {
        // Only the portal's shell shows a signed-in visitor's data (decision 0019), and it is kept
        // out of search results by header: its HTML has no head of its own until a script runs.
        const headers = page === spaShell ? PORTAL_SHELL_HEADERS : PAGE_SECURITY_HEADERS;
        entry = preparePage(page, pageCsp(page, frameSrc, page === spaShell), headers);
        prepared.set(page, entry);
      }
      return entry;
    };

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: 200 | 404): void {
      const answers = prepare(page)[status];
      const unchanged = status === 200 && matchesEtag(request.headers["if-none-match"], page.etag);
      sendPrecomputed(
        reply,
        unchanged ? answers.notModified : answers[preferredEncoding(request.headers["accept-encoding"])],
      );
    }

    // For addresses the router refuses before any route runs (a broken %-escape): a visitor's
    // browser gets the not-found page, not the API's JSON (see http-server.ts).
    app.decorate("sendNotFoundPage", (request: FastifyRequest, reply: FastifyReply) =>
      sendPage(request, reply, notFoundPage, 404),
    );

    const indexedPaths = [...pages.entries()].flatMap(([urlPath, page]) =>
      !INTERNAL_PAGES.has(urlPath) && isIndexable(page.identity.toString("utf8")) ? [urlPath] : [],
    );
    const lastModified = new Map([...pageLastModified, ...blogLastModified()]);
    const sitemap = sitemapXml(publicUrl, indexedPaths, lastModified);
    app.get("/sitemap.xml", async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemap),
    );
    const blogFeed = blogFeedXml({ publicUrl });
    app.get(BLOG_FEED_PATH, async (_request, reply) =>
      reply
        .type("application/rss+xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(blogFeed),
    );
    app.get("/robots.txt", async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(robotsTxt(publicUrl)),
    );

    app.get("/*", (request, reply) => {
      // The common case first: a page's exact path, no query. A Map lookup on the raw path is
      // safe; everything else goes through URL parsing below.
      const exact = INTERNAL_PAGES.has(request.url) ? undefined : pages.get(request.url);
      if (exact) return sendPage(request, reply, exact, 200);
      const parsed = requestPath(request.url);
      if (!parsed) return sendPage(request, reply, notFoundPage, 404);
      const { pathname, search } = parsed;
      if (pathname.length > 1 && pathname.endsWith("/")) {
        return reply.redirect(`${withoutTrailingSlash(pathname)}${search}`, 301);
      }
      const redirect = REDIRECTS[pathname];
      if (redirect) return reply.redirect(`${redirect}${search}`, 301);

      const page = INTERNAL_PAGES.has(pathname) ? undefined : pages.get(pathname);
      if (page) return sendPage(request, reply, page, 200);
      if (SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
        return sendPage(request, reply, spaShell, 200);
      }
      if (isPublicFile(root, pathname)) {
        return reply.sendFile(pathname.slice(1), { maxAge: "1h", immutable: false });
      }
      if (pathname.startsWith(BLOG_POST_PREFIX) && !pathname.endsWith(".data")) {
        // An unknown post: the blog's own not-found view (docs/product.md §Routes), with a 404.
        return sendPage(request, reply, blogPostNotFoundPage, 404);
      }
      return sendPage(request, reply, notFoundPage, 404);
    });
  },
  { name: "web" },
);

/**
 * The path and query of a request as sent. Always read against our own origin: resolved as a
 * reference, `//%00/x` would name a host (and an invalid one would throw: a 500 the fuzz test found).
 */
function requestPath(url: string): { pathname: string; search: string } | undefined {
  try {
    const { pathname, search } = new URL(url.startsWith("/") ? `http://localhost${url}` : url);
    return { pathname, search };
  } catch {
    return undefined;
  }
}

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

type Encoding = "br" | "gzip" | "identity";
type PreparedStatus = Record<Encoding | "notModified", PrecomputedAnswer>;
type PreparedPage = Record<200 | 404, PreparedStatus>;

/**
 * `portal`: the recorder plays a take back from a `blob:` address before it is uploaded, which
 * `default-src 'self'` does not cover.
 */
function pageCsp(page: Page, frameSrc: string, portal: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${page.scriptHashes.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    ...(portal ? ["media-src 'self' blob:"] : []),
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

function preparePage(
  page: Page,
  csp: string,
  securityHeaders: Readonly<Record<string, string>>,
): PreparedPage {
  const forStatus = (status: 200 | 404): PreparedStatus => {
    const common = {
      "content-security-policy": csp,
      ...securityHeaders,
      "cache-control": status === 200 ? "public, max-age=0, must-revalidate" : "no-store",
      vary: "accept-encoding",
      etag: page.etag,
    };
    const answer = (body: Buffer, encoding?: "br" | "gzip"): PrecomputedAnswer => ({
      status,
      headers: {
        ...common,
        "content-type": "text/html; charset=utf-8",
        ...(encoding ? { "content-encoding": encoding } : {}),
        "content-length": String(body.length),
      },
      body,
    });
    return {
      br: answer(page.br, "br"),
      gzip: answer(page.gzip, "gzip"),
      identity: answer(page.identity),
      notModified: { status: 304, headers: common, body: Buffer.alloc(0) },
    };
  };
  return { 200: forStatus(200), 404: forStatus(404) };
}

const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/**
 * Brotli when the client takes it, then gzip, else the page as is, by the header's q-values (the
 * negotiator @fastify/static uses): `br;q=0` refuses brotli. A client that refuses all gets the page
 * as is, which every client can read.
 */
function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  return negotiate(acceptEncoding ?? "", ENCODINGS) ?? "identity";
}

function isPublicFile(root: string, pathname: string): boolean {
  // A page is served only at its own path, and its compressed siblings not at theirs.
  if (!/\.[a-z0-9]+$/i.test(pathname) || /\.html(\.br|\.gz)?$/.test(pathname)) return false;
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  } catch {
    return false; // a malformed escape is simply not a file of ours
  }
  return file.startsWith(`${root}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile();
}
