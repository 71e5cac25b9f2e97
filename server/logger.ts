import type { FastifyServerOptions } from "fastify";

/** pino options: secrets never reach the log (DESIGN §4). */
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
  };
}
