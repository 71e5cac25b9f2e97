import fp from "fastify-plugin";

/** The default policy for everything that is not a page (API answers, assets). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The portal's shell lets its own pages use the camera and microphone: a customer records an answer
 * there. Frames of other origins, and every other page, still get neither.
 */
export const PORTAL_PERMISSIONS_POLICY = "camera=(self), microphone=(self), geolocation=(), payment=()";

/** Response headers of docs/product.md §Security, on every answer, pages included (pages replace the CSP with their own). */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "x-frame-options": "DENY",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

/**
 * Every answer but a public page's: the page headers, and opener isolation, which puts a document
 * in a browsing context group of its own (a window another site opened on it loses its handle).
 * That is for the portal's shell, where a signed-in visitor's data is shown, not for the public
 * prerendered pages, which show the same to everyone and would pay a renderer swap on every
 * arrival for it (decision 0019). Other answers carry it too; browsers ignore it on anything but a
 * document.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...PAGE_SECURITY_HEADERS,
  "cross-origin-opener-policy": "same-origin",
};

/** Whether a page's policy allows some sites to frame it (`frame-ancestors` other than 'none'). */
function framedByPolicy(policy: unknown): boolean {
  const directive = String(policy ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("frame-ancestors "));
  return Boolean(directive) && directive !== "frame-ancestors 'none'";
}

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Sets SECURITY_HEADERS on every answer, where a route has not set its own: pages set their own
 * Content-Security-Policy (with the hashes of their inline scripts), the widget frame a stricter
 * Referrer-Policy, before this hook runs, and keep them.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    // A callback hook, not an async one: it runs on every answer, and a promise per request is
    // measurable on the hot read paths (docs/performance.md).
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
      for (const [name, value] of SECURITY_HEADER_ENTRIES)
        if (!reply.hasHeader(name)) reply.header(name, value);
      // The widget frame (server/routes/widget/frame.ts) names the sites that may frame it in its CSP;
      // X-Frame-Options cannot list them, so it is left off there.
      if (framedByPolicy(reply.getHeader("content-security-policy"))) reply.removeHeader("x-frame-options");
      done(null, payload);
    });
  },
  { name: "security-headers" },
);
