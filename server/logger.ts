import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

/** pino options: secrets never reach the log (DESIGN §4). */
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
