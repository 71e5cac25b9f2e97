import fp from "fastify-plugin";

/** The default policy for everything that is not a page (API answers, assets). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Whether a page's policy allows some sites to frame it (`frame-ancestors` other than 'none'). */
function framedByPolicy(policy: unknown): boolean {
  const directive = String(policy ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("frame-ancestors "));
  return Boolean(directive) && directive !== "frame-ancestors 'none'";
}

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
      // The widget frame (server/routes/widget/frame.ts) names the sites that may frame it in its CSP;
      // X-Frame-Options cannot list them, so it is left off there.
      if (!framedByPolicy(reply.getHeader("content-security-policy")))
        reply.header("x-frame-options", "DENY");
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    });
  },
  { name: "security-headers" },
);
