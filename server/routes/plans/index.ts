import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  EnterprisePlanBody,
  ExtraMinutesBody,
  PlanChangeBody,
  PlanChanged,
  PlanQuote,
  PlanSummary,
  planMessages,
} from "#contracts/plans.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { findPlanSubject, setExtraMinutesAllowed } from "#server/repositories/account-plans.ts";
import { errorResponses, errorsFor, READ_ERRORS, WRITE_ERRORS } from "#server/routes/error-responses.ts";
import {
  changePlan,
  planStateOf,
  quoteChange,
  readCatalogue,
  setEnterprisePlan,
  summaryOf,
} from "#server/services/plans.ts";

const PLAN_ERRORS = { ...errorsFor(401, 409, 429), ...WRITE_ERRORS } as const;

/**
 * The account's plan (docs/product.md §Plans): what it is, what this month used of each limit,
 * what a switch would cost, the switch itself, extra minutes; and Enterprise, set by an administrator.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The signed-in account's plan subject; requireUser guarantees the account exists. */
  const subjectOf = async (userId: string) => {
    const subject = await findPlanSubject(db, { userId });
    if (!subject) throw new Error(`no account ${userId} behind requireUser`);
    return subject;
  };

  app.get(
    apiPaths.plan,
    {
      preHandler: app.requireUser,
      schema: { tags: ["Plans"], response: { 200: PlanSummary, 401: errorResponses[401], ...READ_ERRORS } },
    },
    async (request) => summaryOf(db, await subjectOf(userIdOf(request)), await readCatalogue(db), new Date()),
  );

  app.get(
    apiPaths.planQuote,
    {
      preHandler: app.requireUser,
      schema: { tags: ["Plans"], querystring: PlanChangeBody, response: { 200: PlanQuote, ...PLAN_ERRORS } },
    },
    async (request, reply) => {
      const now = new Date();
      const catalogue = await readCatalogue(db);
      const state = planStateOf(await subjectOf(userIdOf(request)), catalogue, now);
      const outcome = quoteChange(state, request.query, catalogue, now);
      if ("refused" in outcome)
        return reply.status(409).send({ message: outcome.refused } satisfies ApiError);
      return outcome.quote;
    },
  );

  app.put(
    apiPaths.plan,
    {
      preHandler: app.requireUser,
      schema: { tags: ["Plans"], body: PlanChangeBody, response: { 200: PlanChanged, ...PLAN_ERRORS } },
    },
    async (request, reply) => {
      const outcome = await changePlan(db, userIdOf(request), request.body, new Date());
      if ("refused" in outcome)
        return reply.status(409).send({ message: outcome.refused } satisfies ApiError);
      if (!outcome.summary) throw new Error("a plan change returned no summary");
      return { summary: outcome.summary, quote: outcome.quote };
    },
  );

  app.put(
    apiPaths.planExtraMinutes,
    {
      preHandler: app.requireUser,
      schema: { tags: ["Plans"], body: ExtraMinutesBody, response: { 200: PlanSummary, ...PLAN_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!(await setExtraMinutesAllowed(db, userId, request.body.allowed))) {
        return reply.status(409).send({ message: planMessages.choosePlanFirst } satisfies ApiError);
      }
      return summaryOf(db, await subjectOf(userId), await readCatalogue(db), new Date());
    },
  );

  app.put(
    apiPaths.adminEnterprisePlans,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ["Admin"],
        summary: "Puts an account on Enterprise with the limits given",
        body: EnterprisePlanBody,
        response: {
          200: PlanSummary,
          ...errorsFor(401, 404),
          ...WRITE_ERRORS,
          403: errorResponses.adminOnly,
        },
      },
    },
    async (request, reply) => {
      const summary = await setEnterprisePlan(db, request.body.email, request.body.limits, new Date());
      // On the email's field, where the admin's form shows it.
      if (!summary)
        return reply.status(404).send({
          message: planMessages.accountNotFound,
          fieldErrors: { email: [planMessages.accountNotFound] },
        } satisfies ApiError);
      return summary;
    },
  );
};
