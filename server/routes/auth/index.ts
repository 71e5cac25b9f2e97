import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { LoggedIn, LoginBody, RefreshBody, Refreshed } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { presentedToken } from "#server/plugins/auth.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import { revokeFamily } from "#server/repositories/sessions.ts";
import { findUserByEmail } from "#server/repositories/users.ts";
import { ACCOUNT_ERRORS } from "#server/routes/error-responses.ts";
import { verifyPassword } from "#server/services/passwords.ts";
import { clearSessionCookies, setSessionCookies } from "#server/services/session-cookies.ts";
import { endSessionOfRefreshToken, issueSession, rotateSession } from "#server/services/sessions.ts";
import { hashToken } from "#server/services/tokens.ts";

import { authRateLimits, loginThrottleOf, tooManyRequests } from "./rate-limits.ts";

/** POST /api/auth/login, /refresh and /logout (docs/product.md §API and §Security). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = loginThrottleOf(app);

  app.post(
    apiPaths.login,
    {
      config: rateLimitFor(authRateLimits.loginPerIp),
      schema: { body: LoginBody, response: { 200: LoggedIn, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { login: email, password } = request.body;
      // Every attempt is logged, without the password and without the address typed.
      const attempt = { event: "login", emailHash: hashToken(email).slice(0, 16) };
      // Counted before the password is checked, so concurrent guesses cannot outrun the count.
      const counted = await throttle.attempt(email);
      if (!counted.allowed) {
        request.log.warn({ ...attempt, outcome: "throttled" }, "sign-in refused: too many attempts");
        return tooManyRequests(reply, counted.retryAfterSeconds, messages.auth.tooManyAttempts);
      }
      const user = await findUserByEmail(app.database.db, email);
      // Verified even without an account (against a decoy), so both cases take the same time.
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) {
        request.log.info({ ...attempt, outcome: "failure", userId: user?.id }, "sign-in failed");
        return reply.status(401).send({ message: messages.auth.invalidCredentials });
      }
      await counted.succeeded();
      const session = await issueSession(app.database.db, app.auth.tokens, user);
      setSessionCookies(reply, session, app.auth.cookies);
      request.log.info({ ...attempt, outcome: "success", userId: user.id }, "signed in");
      const { accessToken, refreshToken, adminToken } = session;
      return reply.status(200).send({ email: user.email, accessToken, refreshToken, adminToken });
    },
  );

  app.post(
    apiPaths.refresh,
    {
      config: rateLimitFor(authRateLimits.refreshPerIp),
      schema: { body: RefreshBody, response: { 200: Refreshed, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const presented = fromBody ?? request.cookies[app.auth.cookies.names.refresh];
      const rotation = presented
        ? await rotateSession(app.database.db, app.auth.tokens, presented)
        : ({ outcome: "refused", reason: "unknown" } as const);
      if (rotation.outcome === "refused") {
        if (rotation.reason === "reused") {
          request.log.warn(
            { event: "refresh-reuse" },
            "a rotated refresh token was reused: its sign-in is revoked",
          );
        }
        clearSessionCookies(reply, app.auth.cookies);
        return reply.status(401).send({ message: messages.auth.sessionExpired });
      }
      const { session, user } = rotation;
      setSessionCookies(reply, session, app.auth.cookies);
      // A browser's tokens stay in its HttpOnly cookies; an API client that sent the token gets the pair.
      if (!fromBody) return reply.status(200).send({ email: user.email });
      const { accessToken, refreshToken, adminToken } = session;
      return reply.status(200).send({ email: user.email, accessToken, refreshToken, adminToken });
    },
  );

  app.post(
    apiPaths.logout,
    {
      config: rateLimitFor(authRateLimits.refreshPerIp),
      schema: { body: RefreshBody, response: { 204: z.null(), ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const presented = request.body?.refreshToken ?? request.cookies[app.auth.cookies.names.refresh];
      if (presented) await endSessionOfRefreshToken(app.database.db, presented);
      // The access token's sign-in too, when it came without its refresh token (an API client).
      const accessToken = presentedToken(request, app.auth.cookies.names.access);
      const claims = accessToken ? await app.auth.tokens.verify("access", accessToken) : undefined;
      if (claims) await revokeFamily(app.database.db, claims.familyId);
      clearSessionCookies(reply, app.auth.cookies);
      return reply.status(204).send(null);
    },
  );
};
