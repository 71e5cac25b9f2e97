import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { safeError } from "./lib/safe-error.ts";

/** Query parameters that carry secrets: the password reset link's token. */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** A URL as it may be logged: a reset link's token is replaced, so the log cannot reset a password. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** pino options: secrets and query values never reach the log (DESIGN §4). */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
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
  };
}
