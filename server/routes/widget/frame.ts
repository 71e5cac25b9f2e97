import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { textDirection, WIDGET_LANGUAGES, WidgetKey } from "#contracts/widget/index.ts";
import { PANEL_TEXTS } from "#contracts/widget/texts.ts";
import { z } from "#contracts/zod.ts";
import { findAccountByWidgetKey } from "#server/repositories/widget-settings.ts";

const FrameQuery = z.object({
  key: WidgetKey.catch(""),
  // Left out or unknown: the knowledge base's own language.
  lang: z.enum(WIDGET_LANGUAGES).optional().catch(undefined),
  host: z.string().max(255).catch(""),
});

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A short content hash of a built file, for cache-busting its URL; "dev" while there is no build. */
function versionOf(file: string): string {
  try {
    return createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 12);
  } catch {
    return "dev";
  }
}

function framePolicy(ancestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

/**
 * GET /widget/frame: the panel's page, loaded by the loader in an iframe on a customer's site. Its
 * `frame-ancestors` lists the account's allowed origins, so on any other site the browser refuses to
 * show it; the page itself is a shell for the panel bundle (web/widget/panel), configured through
 * data attributes.
 */
export const widgetFrameRoutes: FastifyPluginAsyncZod<{ webRoot: string | undefined }> = async (
  app,
  { webRoot },
) => {
  const folder = path.join(webRoot ?? "build/client", "widget");
  const scriptVersion = versionOf(path.join(folder, "panel.js"));
  const styleVersion = versionOf(path.join(folder, "panel.css"));

  app.get("/widget/frame", { schema: { querystring: FrameQuery } }, async (request, reply) => {
    const { key, host } = request.query;
    const account = key ? await findAccountByWidgetKey(app.database.db, key) : undefined;
    const allowed = account?.settings.allowedOrigins ?? [];
    reply.header("cache-control", "no-store").header("referrer-policy", "same-origin");
    if (!account?.emailVerified || !account.planActive || !allowed.includes(host)) {
      return reply
        .status(403)
        .header("content-security-policy", framePolicy("'none'"))
        .type("text/html; charset=utf-8")
        .send(
          '<!doctype html><html lang="en"><title>Not available</title><p>This widget is not enabled here.</p>',
        );
    }
    const lang = request.query.lang ?? account.settings.language;
    const texts = PANEL_TEXTS[lang];
    const html = [
      "<!doctype html>",
      `<html lang="${lang}" dir="${textDirection(lang)}">`,
      "<head>",
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="robots" content="noindex">',
      `<title>${escapeAttribute(texts.title)}</title>`,
      // Without a link the browser asks for /favicon.ico, a 404 in every customer site's console.
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      `<link rel="stylesheet" href="/widget/panel.css?v=${styleVersion}">`,
      `<script type="module" src="/widget/panel.js?v=${scriptVersion}"></script>`,
      "</head>",
      `<body data-key="${escapeAttribute(key)}" data-host="${escapeAttribute(host)}" data-lang="${lang}" data-unavailable="${escapeAttribute(texts.unavailable)}" data-close="${escapeAttribute(texts.close)}">`,
      '<main id="panel"></main>',
      "</body>",
      "</html>",
    ].join("\n");
    return reply
      .status(200)
      .header("content-security-policy", framePolicy(allowed.join(" ")))
      .type("text/html; charset=utf-8")
      .send(html);
  });
};
