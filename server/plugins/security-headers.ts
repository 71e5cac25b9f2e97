import fp from "fastify-plugin";

/** The default policy for everything that is not a page (API answers, assets). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Response headers of DESIGN §4 on every answer (pages replace the CSP with their own). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
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
