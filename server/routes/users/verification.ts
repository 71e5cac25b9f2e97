import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { AuthNotice, VerifyEmailBody } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import { addressLimiter, authRateLimits, tooManyRequests } from "#server/routes/auth/rate-limits.ts";
import { ACCOUNT_ERRORS } from "#server/routes/error-responses.ts";
import { sendVerificationMail, verifyEmail } from "#server/services/email-verification.ts";

/**
 * Email verification (decision 0007): the mailed link's page posts its token here, and the
 * dashboard's "Resend" asks for another link. The link needs no session: it may be opened on
 * another device than the one that signed up.
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const mailsPerAccount = addressLimiter(
    app,
    "verification-mail",
    authRateLimits.verificationMailsPerAccount,
  );

  app.post(
    apiPaths.verifyEmail,
    {
      config: rateLimitFor(authRateLimits.verifyEmailPerIp),
      schema: { body: VerifyEmailBody, response: { 200: AuthNotice, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const userId = await verifyEmail(app.database.db, request.body.token);
      if (!userId) {
        return reply
          .status(400)
          .send({ message: messages.account.verificationLinkInvalid } satisfies ApiError);
      }
      request.log.info({ event: "email-verified", userId }, "email address verified");
      return reply.status(200).send({ message: messages.account.emailVerified });
    },
  );

  app.post(
    apiPaths.verificationEmail,
    {
      config: rateLimitFor(authRateLimits.verifyEmailPerIp),
      preHandler: app.requireUser,
      schema: { body: z.null().optional(), response: { 200: AuthNotice, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error("requireUser let a request through without a user");
      if (user.emailVerifiedAt) return reply.status(200).send({ message: messages.account.alreadyVerified });
      const limit = await mailsPerAccount.hit(request, user.email);
      if (limit.exceeded) {
        return tooManyRequests(reply, limit.retryAfterSeconds, messages.account.tooManyVerificationMails);
      }
      await sendVerificationMail(app.database.db, user, publicUrl);
      app.mailSender.wake();
      request.log.info({ event: "verification-mail", userId: user.id }, "verification link sent again");
      return reply.status(200).send({ message: messages.account.verificationSent(user.email) });
    },
  );
};
