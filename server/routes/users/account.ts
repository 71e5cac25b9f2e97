import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { AuthNotice, ChangePasswordBody, Profile, ProfileUpdateBody } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { accessOfRequest } from "#server/plugins/auth.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import { revokeAllSessionsOfUser } from "#server/repositories/sessions.ts";
import { replaceWidgetKey, type UserRecord, updateUserDetails } from "#server/repositories/users.ts";
import { authRateLimits, loginThrottleOf, tooManyRequests } from "#server/routes/auth/rate-limits.ts";
import { ACCOUNT_ERRORS } from "#server/routes/error-responses.ts";
import { isCommonPassword } from "#server/services/common-passwords.ts";
import { changePassword } from "#server/services/password-change.ts";
import { hashPassword, normalisePassword, verifyPassword } from "#server/services/passwords.ts";
import { clearSessionCookies } from "#server/services/session-cookies.ts";
import { commonPassword } from "./index.ts";
import { profileOf } from "./profile.ts";

/** Set by requireUser; a route behind it without one is a bug, not a client's error. */
function signedIn(request: { user: UserRecord | null; sessionFamilyId: string | null }) {
  if (!request.user || !request.sessionFamilyId)
    throw new Error("a guard let a request through without a user");
  return { user: request.user, familyId: request.sessionFamilyId };
}

/**
 * The signed-in customer's own account in the portal (docs/product.md §Product): edit name and phone,
 * change the password (other devices are signed out), replace the widget key, and sign out of every
 * device. Each needs the access token (requireUser).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const throttle = loginThrottleOf(app);

  app.patch(
    apiPaths.me,
    {
      preHandler: app.requireSelf,
      schema: { body: ProfileUpdateBody, response: { 200: Profile, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { fullName, phoneNumber, timeZone } = request.body;
      const updated = await updateUserDetails(app.database.db, user.id, {
        fullName,
        phone: phoneNumber,
        timeZone,
      });
      if (!updated) return reply.status(401).send({ message: messages.auth.notSignedIn } satisfies ApiError);
      return reply.status(200).send(profileOf(updated, accessOfRequest(request)));
    },
  );

  app.post(
    apiPaths.password,
    {
      // Guessing the current password from a stolen session is a sign-in attempt like any other.
      config: rateLimitFor(authRateLimits.loginPerIp),
      preHandler: app.requireSelf,
      schema: { body: ChangePasswordBody, response: { 200: AuthNotice, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { user, familyId } = signedIn(request);
      const { currentPassword, password } = request.body;
      // Guesses of the current password count with sign-in's: a stolen session is no
      // way round the lockout.
      const counted = await throttle.attempt(user.email);
      if (!counted.allowed) {
        request.log.warn({ event: "password-change", outcome: "throttled", userId: user.id });
        return tooManyRequests(reply, counted.retryAfterSeconds, messages.auth.tooManyAttempts);
      }
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        request.log.info({ event: "password-change", outcome: "wrong-current", userId: user.id });
        return reply.status(400).send({
          message: messages.api.validationFailed,
          fieldErrors: { currentPassword: [messages.account.currentPasswordWrong] },
        } satisfies ApiError);
      }
      await counted.succeeded();
      if (normalisePassword(password) === normalisePassword(currentPassword)) {
        return reply.status(400).send({
          message: messages.api.validationFailed,
          fieldErrors: { password: [messages.account.samePassword] },
        } satisfies ApiError);
      }
      if (isCommonPassword(password)) return commonPassword(reply);
      await changePassword(app.database.db, user, await hashPassword(password), familyId, publicUrl);
      app.mailSender.wake();
      request.log.info({ event: "password-change", outcome: "success", userId: user.id });
      return reply.status(200).send({ message: messages.account.passwordChanged });
    },
  );

  app.post(
    apiPaths.widgetKey,
    {
      preHandler: app.requireUser,
      schema: { body: z.null().optional(), response: { 200: Profile, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const updated = await replaceWidgetKey(app.database.db, user.id);
      if (!updated) return reply.status(401).send({ message: messages.auth.notSignedIn } satisfies ApiError);
      request.log.info({ event: "widget-key-replaced", userId: user.id });
      return reply.status(200).send(profileOf(updated, accessOfRequest(request)));
    },
  );

  app.post(
    apiPaths.logoutAll,
    {
      preHandler: app.requireSelf,
      schema: { body: z.null().optional(), response: { 204: z.null(), ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await revokeAllSessionsOfUser(app.database.db, user.id);
      clearSessionCookies(reply, app.auth.cookies);
      request.log.info({ event: "logout-all", userId: user.id });
      return reply.status(204).send(null);
    },
  );
};
