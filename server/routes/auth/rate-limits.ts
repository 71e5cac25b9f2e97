import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { scaledLimit } from "#server/plugins/rate-limit.ts";
import { createLoginThrottle, type LoginThrottle } from "#server/services/login-throttle.ts";
import { hashToken } from "#server/services/tokens.ts";

const MINUTE = 60_000;

/**
 * docs/product.md §Security: limits of the account routes. Per IP (route config, counted before the body is read)
 * and per account where one is named (checked in the handler, keyed by a hash of the address, so
 * unknown addresses are limited alike and the limit reveals nothing).
 */
export const authRateLimits = {
  /** Sign-in attempts from one network address. */
  loginPerIp: { max: 20, timeWindow: MINUTE },
  /**
   * Password checks for one account, wherever they come from (sign-in and the password change's
   * current password); a right password gives its check back.
   */
  loginFailuresPerAccount: { max: 5, timeWindow: 15 * MINUTE },
  registerPerIp: { max: 20, timeWindow: 15 * MINUTE },
  /** Recovery requests from one network address. */
  recoveryPerIp: { max: 10, timeWindow: 60 * MINUTE },
  /** Recovery mails for one address: at most three links an hour reach an inbox. */
  recoveryPerAddress: { max: 3, timeWindow: 60 * MINUTE },
  resetPerIp: { max: 10, timeWindow: 15 * MINUTE },
  refreshPerIp: { max: 60, timeWindow: MINUTE },
  /** Verification links followed from one network address. */
  verifyEmailPerIp: { max: 10, timeWindow: 15 * MINUTE },
  /** "Resend" on the dashboard: a few links an hour reach the inbox, not a flood. */
  verificationMailsPerAccount: { max: 3, timeWindow: 60 * MINUTE },
} as const satisfies Record<string, { max: number; timeWindow: number }>;

/**
 * The per-account sign-in lockout (decision 0007), counted in the database: sign-in and the
 * password change share it. Stateless, so every route and replica that builds one shares the count.
 */
export function loginThrottleOf(app: FastifyInstance): LoginThrottle {
  return createLoginThrottle(app.database.db, scaledLimit(app, authRateLimits.loginFailuresPerAccount));
}

/** A limiter keyed by an account's address instead of the client's IP. */
export type AddressLimiter = {
  /** Counts one event for the address; `exceeded` when this one is over the limit. */
  hit(request: FastifyRequest, email: string): Promise<{ exceeded: boolean; retryAfterSeconds: number }>;
};

/**
 * Built on @fastify/rate-limit's own store (Redis when REDIS_URL is set), so every replica counts
 * the same events.
 */
export function addressLimiter(
  app: FastifyInstance,
  scope: string,
  limit: { max: number; timeWindow: number },
): AddressLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    ...scaledLimit(app, limit),
    keyGenerator: (request) => keys.get(request) ?? `${scope}:none`,
  });
  const run = async (request: FastifyRequest, email: string) => {
    keys.set(request, `${scope}:${hashToken(email)}`);
    return check(request);
  };
  const retryAfter = (ttlInSeconds: number | undefined) => Math.max(1, ttlInSeconds ?? 1);
  return {
    async hit(request, email) {
      const state = await run(request, email);
      if (state.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
      return { exceeded: state.isExceeded, retryAfterSeconds: retryAfter(state.ttlInSeconds) };
    },
  };
}

/**
 * A per-IP limit that several routes spend together, as an onRequest hook: the plugin's route limits
 * count each route apart, which would give each form of one call (the recovery call's POST and its
 * GET with the address in the path) a limit of its own.
 */
export function sharedIpLimit(
  app: FastifyInstance,
  scope: string,
  limit: { max: number; timeWindow: number },
) {
  const check = app.createRateLimit({
    ...scaledLimit(app, limit),
    keyGenerator: (request) => `${scope}:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = overLimitFor(await check(request));
    if (wait !== undefined) return tooManyRequests(reply, wait);
  };
}

/** What a `createRateLimit` check answers. */
type LimitState = Awaited<ReturnType<ReturnType<FastifyInstance["createRateLimit"]>>>;

/**
 * The seconds to wait when a check is over its limit, for Retry-After; undefined when the request
 * may go on (within the limit, or on the plugin's allow list).
 */
export function overLimitFor(state: LimitState): number | undefined {
  return !state.isAllowed && state.isExceeded ? Math.max(1, state.ttlInSeconds) : undefined;
}

/** 429 with Retry-After, as the rate-limit plugin answers its own limits. */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: string = messages.rateLimit.tooManyRequests(retryAfterSeconds),
) {
  return reply
    .status(429)
    .header("retry-after", String(retryAfterSeconds))
    .send({ message } satisfies ApiError);
}
