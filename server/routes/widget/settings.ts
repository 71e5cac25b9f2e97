import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { Settings, SettingsBody, widgetMessages } from "#contracts/widget/index.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { ownsMedia } from "#server/repositories/widget-media.ts";
import { findSettings, saveSettings } from "#server/repositories/widget-settings.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";
import { domainsRefusalFor } from "#server/services/plans.ts";
import { fieldError } from "./shared.ts";

/** The customer's widget settings: where it may show, its greeting, avatar, colour and position. */
export const widgetSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    apiPaths.widgetSettings,
    { preHandler: app.requireUser, schema: { response: { 200: Settings, ...WIDGET_ERRORS } } },
    async (request) => findSettings(db, userIdOf(request)),
  );

  app.put(
    apiPaths.widgetSettings,
    {
      preHandler: app.requireUser,
      schema: { body: SettingsBody, response: { 200: Settings, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!(await ownsMedia(db, userId, request.body.avatarMediaId))) {
        return fieldError(reply, "avatarMediaId", widgetMessages.mediaNotFound);
      }
      const allowedOrigins = [...new Set(request.body.allowedOrigins)];
      const refusal = await domainsRefusalFor(db, userId, allowedOrigins);
      if (refusal) return fieldError(reply, "allowedOrigins", refusal);
      return saveSettings(db, userId, { ...request.body, allowedOrigins });
    },
  );
};
