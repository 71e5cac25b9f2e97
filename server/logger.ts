import type { FastifyServerOptions } from "fastify";
import { safeError } from "./lib/safe-error.ts";

/** pino options: secrets and query values never reach the log (DESIGN §4). */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    serializers: { err: safeError },
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
  };
}
