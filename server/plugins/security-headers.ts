import fp from "fastify-plugin";

/** The default policy for everything that is not a page (API answers, assets). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Response headers of DESIGN §4 on every answer. Pages set their own Content-Security-Policy (with
 * the hashes of their inline scripts) before this hook runs, and keep it.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
      reply.header("x-content-type-options", "nosniff");
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
      reply.header("cross-origin-opener-policy", "same-origin");
      reply.header("x-frame-options", "DENY");
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    });
  },
  { name: "security-headers" },
);
