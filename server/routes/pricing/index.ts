import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "#contracts/api-error.ts";
import { PricingConfigList, PricingRecordList } from "#contracts/pricing.ts";
import { sendCachedJson } from "#server/lib/cached-json.ts";

/**
 * The plan catalogue of spec §7, from the in-memory copy the pricing-catalogue plugin keeps of the
 * database (seeded from contracts/pricing.ts). Each answer carries an ETag; a revalidation that
 * still matches is answered 304 without a body.
 */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/pricingConfig/all",
    { schema: { response: { 200: PricingConfigList, 500: ApiError } } },
    (request, reply) => {
      sendCachedJson(request, reply, app.pricingCatalogue.current().configs);
    },
  );

  app.get(
    "/api/pricing",
    { schema: { response: { 200: PricingRecordList, 500: ApiError } } },
    (request, reply) => {
      sendCachedJson(request, reply, app.pricingCatalogue.current().records);
    },
  );
};
