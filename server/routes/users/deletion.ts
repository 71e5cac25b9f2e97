import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { AccountDeleted, DeleteAccountBody, privacyMessages } from "#contracts/privacy.ts";
import { teamMessages } from "#contracts/team.ts";
import { accessOfRequest } from "#server/plugins/auth.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import { authRateLimits, loginThrottleOf, tooManyRequests } from "#server/routes/auth/rate-limits.ts";
import { ACCOUNT_ERRORS, errorsFor } from "#server/routes/error-responses.ts";
import { deleteAccount } from "#server/services/account-deletion.ts";
import { verifyPassword } from "#server/services/passwords.ts";
import { clearSessionCookies } from "#server/services/session-cookies.ts";

/**
 * POST /api/users/me/delete (docs/privacy.md): the signed-in customer deletes the account with its
 * password. Its password check counts towards sign-in's per-account lockout (decision 0007), so
 * a stolen session cannot guess its way to a deletion.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = loginThrottleOf(app);

  app.post(
    apiPaths.deleteAccount,
    {
      config: rateLimitFor(authRateLimits.loginPerIp),
      // A removed teammate deletes their own account too; a current one is removed first, which
      // hands their taken conversations back (decision 0053).
      preHandler: app.requireSelf,
      schema: {
        body: DeleteAccountBody,
        response: { 200: AccountDeleted, ...errorsFor(409), ...ACCOUNT_ERRORS },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error("requireSelf let a request through without a user");
      if (accessOfRequest(request).role === "agent") {
        return reply.status(403).send({ message: teamMessages.leaveTeamFirst } satisfies ApiError);
      }
      const counted = await throttle.attempt(user.email);
      if (!counted.allowed) {
        return tooManyRequests(reply, counted.retryAfterSeconds, messages.auth.tooManyAttempts);
      }
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        request.log.info({ event: "account-delete", outcome: "wrong-password", userId: user.id });
        return reply.status(400).send({
          message: privacyMessages.deletePasswordWrong,
          fieldErrors: { password: [privacyMessages.deletePasswordWrong] },
        } satisfies ApiError);
      }
      await counted.succeeded();
      const deletion = await deleteAccount(app, user.id);
      if (deletion.outcome === "last-admin") {
        return reply.status(409).send({ message: privacyMessages.lastAdmin } satisfies ApiError);
      }
      if (deletion.outcome === "gone") {
        return reply.status(401).send({ message: messages.auth.notSignedIn } satisfies ApiError);
      }
      // Every session went with the account's rows; this browser's cookies go now.
      clearSessionCookies(reply, app.auth.cookies);
      request.log.info({ event: "account-delete", outcome: "deleted", userId: user.id }, "account deleted");
      return reply.status(200).send({ message: privacyMessages.accountDeleted });
    },
  );
};
