import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import { safeError } from "./lib/safe-error.ts";

/** Query parameters that carry secrets: the password reset link's token. */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** A URL as it may be logged: a reset link's token is replaced, so the log cannot reset a password. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** pino options: secrets and query values never reach the log (DESIGN §4). */
export function loggerOptions(
  level: string,
  { pretty = false }: { pretty?: boolean } = {},
): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.confirmPassword",
        "*.token",
        "*.accessToken",
        "*.refreshToken",
        "*.adminToken",
      ],
      censor: "[redacted]",
    },
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
 * answer itself (issue #14, docs/performance.md), and the load balancer or CDN keeps access logs
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
