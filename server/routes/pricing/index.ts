import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { PricingConfigList, PricingRecordList } from "#contracts/pricing.ts";
import { sendCachedJson } from "#server/lib/cached-json.ts";
import { errorResponses, notModified } from "#server/routes/error-responses.ts";

/**
 * The plan catalogue of docs/product.md §API, from the in-memory copy the pricing-catalogue plugin keeps of the
 * database (seeded from the catalogue in contracts/constants.ts). Each answer carries an ETag; a revalidation that
 * still matches is answered 304 without a body.
 */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.pricingConfigs,
    {
      schema: {
        tags: ["Pricing"],
        summary: "Plan configurations",
        description:
          "The limits and features of every plan (docs/product.md §API), by plan id. Public; cacheable for a minute.",
        response: { 200: PricingConfigList, 304: notModified, 500: errorResponses[500] },
      },
    },
    (request, reply) => {
      sendCachedJson(request, reply, app.pricingCatalogue.current().configs);
    },
  );

  app.get(
    apiPaths.pricing,
    {
      schema: {
        tags: ["Pricing"],
        summary: "Plan prices",
        description:
          "Monthly price and yearly discount (percent) of every priced plan; Enterprise is priced on request. Public; cacheable for a minute.",
        response: { 200: PricingRecordList, 304: notModified, 500: errorResponses[500] },
      },
    },
    (request, reply) => {
      sendCachedJson(request, reply, app.pricingCatalogue.current().records);
    },
  );
};
