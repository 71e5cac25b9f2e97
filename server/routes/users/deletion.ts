import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { AccountDeleted, DeleteAccountBody, privacyApiPaths, privacyMessages } from "#contracts/privacy.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import { deleteAccount } from "#server/services/account-deletion.ts";
import { verifyPassword } from "#server/services/passwords.ts";
import { clearSessionCookies } from "#server/services/session-cookies.ts";
import { addressLimiter, authRateLimits, tooManyRequests } from "../auth/rate-limits.ts";
import { accountErrorResponses } from "./index.ts";

/**
 * POST /api/users/me/delete (the privacy issue): the signed-in customer deletes the account with its
 * password. A wrong password is a failed sign-in: it counts towards the same per-account lockout
 * (scope "login-failures", shared through Redis when REDIS_URL is set), so a stolen session cannot
 * guess its way to a deletion.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const failures = addressLimiter(app, "login-failures", authRateLimits.loginFailuresPerAccount);

  app.post(
    privacyApiPaths.deleteAccount,
    {
      config: rateLimitFor(authRateLimits.loginPerIp),
      preHandler: app.requireUser,
      schema: {
        body: DeleteAccountBody,
        response: { 200: AccountDeleted, 409: ApiError, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error("requireUser let a request through without a user");
      const throttle = await failures.peek(request, user.email);
      if (throttle.blocked) {
        return tooManyRequests(reply, throttle.retryAfterSeconds, messages.auth.tooManyAttempts);
      }
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        await failures.hit(request, user.email);
        request.log.info({ event: "account-delete", outcome: "wrong-password", userId: user.id });
        return reply.status(400).send({
          message: privacyMessages.deletePasswordWrong,
          fieldErrors: { password: [privacyMessages.deletePasswordWrong] },
        } satisfies ApiError);
      }
      const deletion = await deleteAccount(app, user.id);
      if (deletion.outcome === "last-admin") {
        return reply.status(409).send({ message: privacyMessages.lastAdmin } satisfies ApiError);
      }
      if (deletion.outcome === "gone") {
        return reply.status(401).send({ message: messages.auth.notSignedIn } satisfies ApiError);
      }
      // Every session went with the account's rows; this browser's cookies go now.
      clearSessionCookies(reply, app.auth.cookieDomain);
      request.log.info({ event: "account-delete", outcome: "deleted", userId: user.id }, "account deleted");
      return reply.status(200).send({ message: privacyMessages.accountDeleted });
    },
  );
};
