import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { messages } from "#contracts/messages.ts";

/**
 * Per-IP limits of the public forms (docs/product.md §Security). Each route declares its own through
 * `rateLimitFor(...)`; nothing is limited by default (`global: false`).
 */
export const formRateLimits = {
  /** A person books a demo once; a few retries after a typo are fine. */
  demoRequest: { max: 5, timeWindow: 10 * 60_000 },
  /**
   * A visitor writes to sales a few times at most; more is a script. Roomier than the demo form:
   * colleagues behind one office address may all write on the same afternoon.
   */
  contactMessage: { max: 10, timeWindow: 10 * 60_000 },
  /** A business applies once; a few retries after a typo are fine. */
  partnerApplication: { max: 5, timeWindow: 10 * 60_000 },
} as const satisfies Record<string, { max: number; timeWindow: number }>;

declare module "fastify" {
  interface FastifyInstance {
    /** RATE_LIMIT_SCALE: every limit's maximum is multiplied by it (1 unless load-testing). */
    rateLimitScale: number;
  }
}

/** Route `config` that applies a limit: `app.post(url, { config: rateLimitFor(formRateLimits.x) }, …)`. */
export function rateLimitFor(limit: { max: number; timeWindow: number }): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: { max: (request) => limit.max * request.server.rateLimitScale, timeWindow: limit.timeWindow },
  };
}

/** A limit for `app.createRateLimit`, its maximum as RATE_LIMIT_SCALE sets it. */
export function scaledLimit(app: FastifyInstance, limit: { max: number; timeWindow: number }) {
  return { max: limit.max * app.rateLimitScale, timeWindow: limit.timeWindow };
}

/**
 * Thrown by the limiter; the errors plugin answers its 4xx status with `{ message }`. The message
 * names the same wait as the Retry-After header (whole seconds, rounded up as the plugin does).
 */
class RateLimitedError extends Error {
  override name = "RateLimitedError";
  constructor(
    readonly statusCode: number,
    retryAfterSeconds: number,
  ) {
    super(messages.rateLimit.tooManyRequests(retryAfterSeconds));
  }
}

/**
 * @fastify/rate-limit with our error shape. With REDIS_URL the counters live in Redis, so every
 * replica shares them (docs/product.md §System); otherwise in process memory.
 */
export const rateLimitPlugin = fp<{ redisUrl: string | undefined; scale?: number }>(
  async (app, { redisUrl, scale = 1 }) => {
    app.decorate("rateLimitScale", scale);
    let redis: Redis | undefined;
    if (redisUrl) {
      // Fail fast instead of queueing: a request must not wait for Redis to come back.
      redis = new Redis(redisUrl, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      // Without a listener ioredis reports every reconnect failure on the console.
      redis.on("error", (error) => app.log.warn({ err: error }, "rate limit store (Redis) unavailable"));
      const client = redis;
      app.addHook("onClose", async () => {
        await client.quit().catch((error: unknown) => {
          app.log.warn({ err: error }, "rate limit store: closing the Redis connection failed");
          client.disconnect();
        });
      });
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: "avatalk:rate-limit:",
      // An outage of the shared store lets requests through rather than failing every form: the
      // limits guard against abuse, they are not what keeps the forms correct.
      skipOnError: true,
      // Retry-After and the X-RateLimit-* headers are set by the plugin before this is thrown.
      errorResponseBuilder: (_request, context) =>
        new RateLimitedError(context.statusCode, Math.ceil(context.ttl / 1000)),
    });
  },
  { name: "rate-limit" },
);
