import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { Registered } from "#contracts/auth.ts";
import {
  TEAM_LIMITS,
  TeamInviteBody,
  TeamItemParams,
  TeamJoinBody,
  TeamView,
  teamMessages,
} from "#contracts/team.ts";
import { signedInUser } from "#server/plugins/auth.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import { deleteInvitation, pendingInvitationsOf, teamMembersOf } from "#server/repositories/team.ts";
import { addressLimiter, authRateLimits, tooManyRequests } from "#server/routes/auth/rate-limits.ts";
import { ACCOUNT_ERRORS, errorsFor } from "#server/routes/error-responses.ts";
import { commonPassword } from "#server/routes/users/index.ts";
import { isCommonPassword } from "#server/services/common-passwords.ts";
import { hashPassword } from "#server/services/passwords.ts";
import { setSessionCookies } from "#server/services/session-cookies.ts";
import { issueSession } from "#server/services/sessions.ts";
import { inviteTeammate, joinTeam, removeTeammate } from "#server/services/team.ts";

/**
 * Team seats (docs/live-chat.md, Team; decision 0053): the owner lists, invites, revokes and
 * removes (owner only: requireUser); the invited person joins through the mailed link.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const db = app.database.db;
  // Counted per account in the rate limits' store (Redis when replicas share one), revoked ones too.
  const invitesPerAccount = addressLimiter(app, "team-invite", {
    max: TEAM_LIMITS.invitationsPerHour,
    timeWindow: 60 * 60 * 1000,
  });

  app.get(
    apiPaths.team,
    { preHandler: app.requireUser, schema: { response: { 200: TeamView, ...ACCOUNT_ERRORS } } },
    async (request) => {
      const accountId = signedInUser(request).id;
      return {
        members: await teamMembersOf(db, accountId),
        invitations: await pendingInvitationsOf(db, accountId),
        seats: TEAM_LIMITS.seatsPerAccount,
      };
    },
  );

  app.post(
    apiPaths.teamInvitations,
    {
      preHandler: app.requireUser,
      schema: {
        body: TeamInviteBody,
        response: { 201: z.object({ id: z.uuid() }), ...errorsFor(409), ...ACCOUNT_ERRORS },
      },
    },
    async (request, reply) => {
      const owner = signedInUser(request);
      const limit = await invitesPerAccount.hit(request, owner.id);
      if (limit.exceeded) {
        return tooManyRequests(reply, limit.retryAfterSeconds, teamMessages.tooManyInvitations);
      }
      const outcome = await inviteTeammate(db, owner, request.body.email, publicUrl);
      if (!outcome.ok)
        return reply.status(outcome.status).send({ message: outcome.message } satisfies ApiError);
      app.mailSender.wake();
      request.log.info({ event: "team-invite", userId: owner.id, invitationId: outcome.id });
      return reply.status(201).send({ id: outcome.id });
    },
  );

  app.delete(
    apiPaths.teamInvitation,
    {
      preHandler: app.requireUser,
      schema: { params: TeamItemParams, response: { 204: z.null(), ...errorsFor(404), ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      if (!(await deleteInvitation(db, signedInUser(request).id, request.params.id))) {
        return reply.status(404).send({ message: teamMessages.invitationNotFound } satisfies ApiError);
      }
      return reply.status(204).send(null);
    },
  );

  app.delete(
    apiPaths.teamMember,
    {
      preHandler: app.requireUser,
      schema: { params: TeamItemParams, response: { 204: z.null(), ...errorsFor(404), ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const accountId = signedInUser(request).id;
      const memberId = request.params.id;
      const { removed, released } = await removeTeammate(db, accountId, memberId);
      if (!removed)
        return reply.status(404).send({ message: teamMessages.memberNotFound } satisfies ApiError);
      // Their open inbox ends on every replica; the conversations they had taken wait again.
      await app.live.bus.publish({ type: "left", accountId, agentId: memberId });
      for (const row of released) {
        await app.live.bus.publish({ type: "stored", accountId, ...row });
      }
      request.log.info({ event: "team-remove", userId: accountId, memberId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    apiPaths.teamJoin,
    {
      config: rateLimitFor(authRateLimits.registerPerIp),
      schema: { body: TeamJoinBody, response: { 201: Registered, ...errorsFor(409), ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { token, fullName, password } = request.body;
      // Checked before the invitation is used, so a refused password does not spend the link.
      if (isCommonPassword(password)) return commonPassword(reply);
      const joined = await joinTeam(db, token, { fullName, passwordHash: await hashPassword(password) });
      if (!joined.ok) {
        return joined.reason === "taken"
          ? reply.status(409).send({ message: teamMessages.invitationTaken } satisfies ApiError)
          : reply.status(400).send({ message: teamMessages.invitationInvalid } satisfies ApiError);
      }
      const session = await issueSession(db, app.auth.tokens, joined.user);
      setSessionCookies(reply, session, app.auth.cookies);
      request.log.info({ event: "team-join", userId: joined.user.id }, "teammate joined");
      const { accessToken, refreshToken, adminToken } = session;
      return reply
        .status(201)
        .send({ id: joined.user.id, email: joined.user.email, accessToken, refreshToken, adminToken });
    },
  );
};
