import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MarkHandledBody } from "#contracts/admin.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { EntryParams, Handoff, HandoffList, widgetMessages } from "#contracts/widget/index.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { handoffOf, listHandoffs, setHandoffHandled } from "#server/repositories/widget-handoffs.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";
import { notFound } from "./shared.ts";

/** The customer's handoff inbox: questions visitors left with their email for the team. */
export const widgetHandoffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    apiPaths.widgetHandoffs,
    { preHandler: app.requireUser, schema: { response: { 200: HandoffList, ...WIDGET_ERRORS } } },
    async (request) => ({
      handoffs: (await listHandoffs(db, userIdOf(request))).map(handoffOf),
    }),
  );

  app.patch(
    apiPaths.widgetHandoff,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, body: MarkHandledBody, response: { 200: Handoff, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const row = await setHandoffHandled(db, userIdOf(request), request.params.id, request.body.handled);
      if (!row) return notFound(reply, widgetMessages.handoffNotFound);
      return handoffOf(row);
    },
  );
};
