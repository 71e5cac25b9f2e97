import type { Database } from "#server/db/client.ts";
import { countLoginAttempt, refundLoginAttempt } from "#server/repositories/login-throttles.ts";
import { hashToken } from "./tokens.ts";

export type LoginAttempt =
  | { allowed: true /** The password was right: the attempt no longer counts. */; succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export type LoginThrottle = {
  /** Counts an attempt on the account's password before it is checked (decision 0007). */
  attempt(email: string): Promise<LoginAttempt>;
};

/**
 * The per-account lockout (docs/product.md §Security, decision 0007): at most `max` password checks per account in
 * a window, whatever the concurrency. Each attempt is counted atomically in the database *before*
 * its password is checked, and one over the limit is refused unchecked, the right password
 * included; a right password then gives its attempt back, so signing in often is not a lockout.
 * Sign-in and the password change's current password share the count. Keyed by a hash of the
 * address: unknown addresses are limited alike, and no address is stored.
 */
export function createLoginThrottle(db: Database, limit: { max: number; timeWindow: number }): LoginThrottle {
  return {
    async attempt(email) {
      const key = hashToken(`login:${email}`);
      const now = new Date();
      const counted = await countLoginAttempt(db, key, limit.timeWindow, now);
      if (counted.attempts > limit.max) {
        const ends = counted.windowStartedAt.getTime() + limit.timeWindow;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
      }
      return { allowed: true, succeeded: () => refundLoginAttempt(db, key, counted.windowStartedAt) };
    },
  };
}
