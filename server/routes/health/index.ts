import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { Health } from "#contracts/health.ts";
import { messages } from "#contracts/messages.ts";
import { isDatabaseUnavailable } from "#server/db/connection-errors.ts";
import { errorResponses } from "#server/routes/error-responses.ts";

/** Readiness: answers ok only after a real query reaches the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ["Operations"],
    summary: "Readiness",
    description: "Ok only after a real query reached the database; load balancers route by it.",
    response: { 200: Health, 500: errorResponses[500], 503: errorResponses[503] },
  };
  app.get(apiPaths.health, { schema }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await app.database.ping();
    } catch (error) {
      // An outage is expected now and then (a restart); anything else is a fault worth an error.
      if (isDatabaseUnavailable(error))
        request.log.warn({ err: error }, "health check: database unreachable");
      else request.log.error({ err: error }, "health check: database query failed");
      return reply.status(503).send({ message: messages.api.databaseUnavailable });
    }
    return { status: "ok" as const, db: "ok" as const };
  });
};
