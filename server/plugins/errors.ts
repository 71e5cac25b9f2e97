import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { isClientAbort, isDatabaseUnavailable } from "#server/db/connection-errors.ts";

/** Fastify's own client-error codes, answered with our wording instead of its internals. */
const knownClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.api.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.api.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.api.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.api.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.api.invalidJson },
};

/**
 * The one error handler: validation → 400 with fieldErrors, known client errors → their 4xx, a client
 * that aborted its request → nothing, a database that cannot be reached → 503, anything else → logged with the request and
 * answered 500 without internals.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A Map, not an object: the fields are the client's keys, and one named "toString" or
        // "constructor" would find the object's inherited member instead of nothing.
        const fieldErrors = new Map<string, string[]>();
        for (const issue of error.validation) {
          const field = fieldName(issue.instancePath, issue.params);
          fieldErrors.set(field, [
            ...(fieldErrors.get(field) ?? []),
            issue.message ?? messages.api.validationFailed,
          ]);
        }
        return reply.status(400).send({
          message: messages.api.validationFailed,
          fieldErrors: Object.fromEntries(fieldErrors),
        } satisfies ApiError);
      }
      const known = error.code ? knownClientErrors[error.code] : undefined;
      if (known) return reply.status(known.status).send({ message: known.message } satisfies ApiError);
      if (error instanceof SyntaxError) {
        return reply.status(400).send({ message: messages.api.invalidJson } satisfies ApiError);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message } satisfies ApiError);
      }
      if (isClientAbort(error, request.raw)) {
        // The client went away mid-body (a cancelled upload): nobody is left to answer, and its
        // ECONNRESET is the client's socket, not the database's.
        request.log.info({ code: (error as NodeJS.ErrnoException).code }, "the client aborted the request");
        reply.hijack();
        reply.raw.destroy();
        return;
      }
      if (isDatabaseUnavailable(error)) {
        // Not a bug: the database is restarting or failing over. The request may be repeated.
        request.log.warn({ err: error }, "request failed: database unavailable");
        return reply.status(503).send({ message: messages.api.unavailable } satisfies ApiError);
      }
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: messages.api.internal } satisfies ApiError);
    });
  },
  { name: "errors" },
);

/** "/email" → "email"; an unknown key reported at the root names the key itself. */
function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (path) return path;
  // fastify-type-provider-zod 7 spreads the zod issue into params (unrecognized_keys → params.keys).
  const shape = params as { keys?: string[]; issue?: { keys?: string[] } } | undefined;
  const keys = shape?.keys ?? shape?.issue?.keys;
  return keys?.[0] ?? "_";
}
