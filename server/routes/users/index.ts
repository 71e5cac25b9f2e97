import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  AuthNotice,
  Profile,
  RecoveryBody,
  RecoveryParams,
  RegisterBody,
  Registered,
  ResetPasswordBody,
} from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { takeHoneypot } from "#server/lib/honeypot.ts";
import { accessOfRequest, signedInUser } from "#server/plugins/auth.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import { insertUser } from "#server/repositories/users.ts";
import {
  addressLimiter,
  authRateLimits,
  sharedIpLimit,
  tooManyRequests,
} from "#server/routes/auth/rate-limits.ts";
import { ACCOUNT_ERRORS, errorResponses } from "#server/routes/error-responses.ts";
import { isCommonPassword } from "#server/services/common-passwords.ts";
import { sendVerificationMail } from "#server/services/email-verification.ts";
import { requestPasswordReset, resetPassword } from "#server/services/password-reset.ts";
import { hashPassword } from "#server/services/passwords.ts";
import { clearSessionCookies, setSessionCookies } from "#server/services/session-cookies.ts";
import { issueSession } from "#server/services/sessions.ts";
import { profileOf } from "./profile.ts";

/**
 * Recovery answers take at least this long, whether or not a mail was queued, so the response time
 * does not tell which addresses have accounts (docs/product.md §Security). Well above the work a known address costs.
 */
export const RECOVERY_MIN_DURATION_MS = 300;

/** A 400 on the password field, shaped like a schema failure, so the form shows it on its field. */
export function commonPassword(reply: FastifyReply) {
  return reply.status(400).send({
    message: messages.api.validationFailed,
    fieldErrors: { password: [messages.auth.passwordCommon] },
  } satisfies ApiError);
}

/** /api/users/*: register, password recovery and reset, and the signed-in profile (docs/product.md §API). */
export const userRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const recoveriesPerAddress = addressLimiter(app, "recovery", authRateLimits.recoveryPerAddress);

  app.post(
    apiPaths.register,
    {
      config: rateLimitFor(authRateLimits.registerPerIp),
      schema: {
        body: RegisterBody,
        response: { 201: Registered, 409: errorResponses[409], ...ACCOUNT_ERRORS },
      },
    },
    async (request, reply) => {
      const { caught, fields } = takeHoneypot(request.body);
      if (caught) {
        // Answered like a success that signs nobody in (server/lib/honeypot.ts explains why).
        request.log.info({ url: request.url }, "form submission discarded: honeypot filled");
        const none = { accessToken: "", refreshToken: "", adminToken: "" };
        return reply.status(201).send({ id: randomUUID(), email: fields.email, ...none });
      }
      if (isCommonPassword(fields.password)) return commonPassword(reply);
      const user = await insertUser(app.database.db, {
        fullName: fields.fullName,
        email: fields.email,
        phone: fields.phoneNumber,
        passwordHash: await hashPassword(fields.password),
      });
      if (!user) return reply.status(409).send({ message: messages.auth.emailTaken });
      // The address is unproven until its owner follows the mailed link (decision 0007).
      await sendVerificationMail(app.database.db, user, publicUrl);
      app.mailSender.wake();
      const session = await issueSession(app.database.db, app.auth.tokens, user);
      setSessionCookies(reply, session, app.auth.cookies);
      request.log.info({ event: "register", userId: user.id }, "account created");
      const { accessToken, refreshToken, adminToken } = session;
      return reply
        .status(201)
        .send({ id: user.id, email: user.email, accessToken, refreshToken, adminToken });
    },
  );

  /** docs/product.md §API's GET and the web client's POST: the same answer, status and (about) time for any address. */
  async function answerRecovery(request: FastifyRequest, reply: FastifyReply, email: string) {
    const started = Date.now();
    const limit = await recoveriesPerAddress.hit(request, email);
    if (limit.exceeded) return tooManyRequests(reply, limit.retryAfterSeconds);
    const queued = await requestPasswordReset(app.database.db, email, publicUrl);
    // The mail goes out now rather than at the sender's next poll (up to 5 s later). Woken for an
    // unknown address too, so that both answers do the same work.
    app.mailSender.wake();
    request.log.info({ event: "password-recovery", userId: queued?.userId }, "password recovery requested");
    const remaining = started + RECOVERY_MIN_DURATION_MS - Date.now();
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    return reply.status(200).send({ message: messages.auth.recoverySent });
  }

  const recoveryPerIp = sharedIpLimit(app, "recovery-ip", authRateLimits.recoveryPerIp);
  app.post(
    apiPaths.recovery,
    {
      onRequest: recoveryPerIp,
      schema: { body: RecoveryBody, response: { 200: AuthNotice, ...ACCOUNT_ERRORS } },
    },
    (request, reply) => answerRecovery(request, reply, request.body.email),
  );

  app.get(
    apiPaths.recoveryOf,
    {
      onRequest: recoveryPerIp,
      schema: { params: RecoveryParams, response: { 200: AuthNotice, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      // Kept for docs/product.md §API's clients, but a GET needs no Origin: a page on another site could make any
      // visitor's browser send reset mails. Browsers mark such a request cross-site.
      if (request.headers["sec-fetch-site"] === "cross-site") {
        return reply.status(403).send({ message: messages.api.forbiddenOrigin } satisfies ApiError);
      }
      return answerRecovery(request, reply, request.params.email);
    },
  );

  app.post(
    apiPaths.resetPassword,
    {
      config: rateLimitFor(authRateLimits.resetPerIp),
      schema: { body: ResetPasswordBody, response: { 200: AuthNotice, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      // Checked before the token is used, so a refused password does not spend the link.
      if (isCommonPassword(password)) return commonPassword(reply);
      const userId = await resetPassword(app.database.db, token, await hashPassword(password), publicUrl);
      if (!userId) return reply.status(400).send({ message: messages.auth.resetTokenInvalid });
      app.mailSender.wake();
      request.log.info({ event: "password-reset", userId }, "password reset; every session revoked");
      // This browser's session (if any) ended with the others.
      clearSessionCookies(reply, app.auth.cookies);
      return reply.status(200).send({ message: messages.auth.resetDone });
    },
  );

  app.get(
    apiPaths.me,
    { preHandler: app.requireSelf, schema: { response: { 200: Profile, ...ACCOUNT_ERRORS } } },
    async (request, reply) => {
      return reply.status(200).send(profileOf(signedInUser(request), accessOfRequest(request)));
    },
  );
};
