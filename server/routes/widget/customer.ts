import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { widgetCaptionRoutes } from "./captions.ts";
import { widgetEntryRoutes } from "./entries.ts";
import { widgetGenerationRoutes } from "./generation.ts";
import { widgetHandoffRoutes } from "./handoffs.ts";
import { widgetInsightsRoutes } from "./insights.ts";
import { liveAgentRoutes } from "./live-agents.ts";
import { widgetMediaRoutes } from "./media.ts";
import { widgetSettingsRoutes } from "./settings.ts";
import { widgetTeachingRoutes } from "./teaching.ts";

/**
 * The customer's widget API (the portal uses it), one module per resource: knowledge-base entries,
 * settings, clips, the handoff inbox and insights. Every route needs a signed-in account and
 * touches only that account's rows.
 */
export const widgetCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(widgetEntryRoutes);
  await app.register(widgetSettingsRoutes);
  await app.register(widgetMediaRoutes);
  await app.register(widgetCaptionRoutes);
  await app.register(widgetGenerationRoutes);
  await app.register(widgetHandoffRoutes);
  await app.register(widgetInsightsRoutes);
  await app.register(widgetTeachingRoutes);
  await app.register(liveAgentRoutes);
};
