import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "#contracts/api-error.ts";
import { Health } from "#contracts/health.ts";
import { apiPaths } from "#contracts/paths.ts";

/** Readiness: answers ok only after a real query reaches the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: Health, 503: ApiError } } },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ message: "The database is unreachable." });
      }
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, db: "ok" as const };
    },
  );
};
