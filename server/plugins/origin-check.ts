import fp from "fastify-plugin";
import type { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence beside SameSite=Strict cookies (docs/product.md §Security): a browser's state-changing request must
 * come from one of our configured origins: the site (PUBLIC_URL) and the application (APP_URL).
 * The Host header is never trusted for this: a request can carry any Host it likes. Requests
 * without an Origin header (server-to-server clients) pass.
 */
export const originCheckPlugin = fp<{ publicUrl: string; appUrl?: string | undefined }>(
  async (app, { publicUrl, appUrl }) => {
    const allowed = new Set([publicUrl, appUrl].flatMap((url) => (url ? [new URL(url).origin] : [])));
    // A callback hook: it runs for every request, reads (the hot path) return at once.
    app.addHook("onRequest", (request, reply, done) => {
      const origin = request.headers.origin;
      if (SAFE_METHODS.has(request.method) || !origin || allowed.has(origin)) return done();
      reply.status(403).send({ message: messages.api.forbiddenOrigin } satisfies ApiError);
    });
  },
  { name: "origin-check" },
);
