import fp from "fastify-plugin";
import type { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence beside SameSite=Strict cookies (DESIGN §4): a browser's state-changing request must
 * come from our own origin. Requests without an Origin header (server-to-server clients) pass.
 */
export const originCheckPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const allowed = new Set([new URL(publicUrl).origin]);
    app.addHook("onRequest", async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      const sameHost = `${request.protocol}://${request.host}`;
      if (allowed.has(origin) || origin === sameHost) return;
      return reply.status(403).send({ message: messages.api.forbiddenOrigin } satisfies ApiError);
    });
  },
  { name: "origin-check" },
);
