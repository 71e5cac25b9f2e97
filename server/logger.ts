import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import { safeError } from "./lib/safe-error.ts";

/** Query parameters that carry secrets: the password reset link's token. */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** A URL as it may be logged: a reset link's token is replaced, so the log cannot reset a password. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** Fields that never reach the log, at the top level or one level down (a logged body). */
const SECRET_FIELDS = new Set([
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "token",
  "accessToken",
  "refreshToken",
  "adminToken",
  "authorization",
  "cookie",
  "set-cookie",
]);
const REDACTED = "[redacted]";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function withoutSecrets(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(object)) {
    let replacement = value;
    if (SECRET_FIELDS.has(key)) replacement = REDACTED;
    else if (depth > 0 && isPlainObject(value)) replacement = withoutSecrets(value, depth - 1);
    if (replacement !== value) {
      copy ??= { ...object };
      copy[key] = replacement;
    }
  }
  return copy ?? object;
}

/**
 * A log line's object with secrets replaced (docs/product.md §Security): a password, token or credential header
 * at the top level, one or two levels down (`{ body: { password } }`, `{ req: { headers } }`). Plain
 * objects only: a request or an error is logged through its serializer, which picks safe fields.
 * The object itself is never changed.
 */
export function redactSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return withoutSecrets(object, 2);
}

/** pino options: secrets and query values never reach the log (docs/product.md §Security). */
export function loggerOptions(
  level: string,
  { pretty = false }: { pretty?: boolean } = {},
): FastifyServerOptions["logger"] {
  return {
    level,
    // Our own redaction rather than pino's `redact`: pino applies that to every child logger's
    // bindings too, and Fastify makes a child logger per request (the hot read paths).
    formatters: { log: redactSecrets },
    serializers: {
      err: safeError,
      // Fastify's own request fields, with the URL cleaned of secrets.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // A person at a terminal reads lines, not JSON; a log collector (stdout is a pipe or a file)
    // gets one JSON object per line.
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname", singleLine: true },
          },
        }
      : {}),
  };
}

/**
 * Fastify logs two lines per request at info. On the hot read paths that costs more than the
 * answer itself (docs/performance.md), and the load balancer or CDN keeps access logs
 * anyway: ours are at debug (LOG_LEVEL=debug shows them). Failed requests stay errors.
 */
export class QuietRequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
