import { z } from "./zod.ts";

/** The pricing API's answers (docs/product.md §API, §Data); the built-in catalogue is in constants.ts. */

export const PricingConfigId = z.number().int().positive();

/** GET /api/pricingConfig/all: one row per plan (docs/product.md §Data). Enterprise's limits are custom (null). */
export const PricingConfig = z.object({
  pricingConfigId: PricingConfigId,
  domainsToConnect: z.number().int().nullable(),
  pagesPerDomain: z.number().int().nullable(),
  extraPricePerMinute: z.number().nullable(),
  avatarsIncluded: z.number().int().nullable(),
  variousVoices: z.boolean(),
  generationMinutes: z.number().int().nullable(),
  watermark: z.boolean(),
  premiumSupport: z.boolean(),
});
export type PricingConfig = z.infer<typeof PricingConfig>;
export const PricingConfigList = z.array(PricingConfig);

/** GET /api/pricing: the public price of each priced plan. */
export const PricingRecord = z.object({
  pricingConfigId: PricingConfigId,
  monthlyPrice: z.number().nonnegative(),
  discount: z.number().min(0).max(100),
});
export type PricingRecord = z.infer<typeof PricingRecord>;
export const PricingRecordList = z.array(PricingRecord);
