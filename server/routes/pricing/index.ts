import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/paths.ts";
import { PricingConfigList, PricingRecordList } from "#contracts/pricing.ts";
import { listPricingConfigs, listPricingRecords } from "#server/repositories/pricing.ts";

/**
 * Public and the same for every visitor: a CDN or browser may keep it a minute and serve it stale
 * for five more while it refreshes, so a price change shows within minutes.
 */
export const PRICING_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** The plan catalogue of spec §7, read from the database (seeded from contracts/pricing.ts). */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.pricingConfigs,
    { schema: { response: { 200: PricingConfigList, 500: ApiError } } },
    async (_request, reply) => {
      const configs = await listPricingConfigs(app.database.db);
      reply.header("cache-control", PRICING_CACHE_CONTROL);
      return configs;
    },
  );

  app.get(
    apiPaths.pricing,
    { schema: { response: { 200: PricingRecordList, 500: ApiError } } },
    async (_request, reply) => {
      const records = await listPricingRecords(app.database.db);
      reply.header("cache-control", PRICING_CACHE_CONTROL);
      return records;
    },
  );
};
