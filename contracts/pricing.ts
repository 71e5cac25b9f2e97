import { z } from "zod";

export const PricingConfigId = z.number().int().positive();

/** GET /api/pricingConfig/all: one row per plan (spec §3). Enterprise's limits are custom (null). */
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

/** Spec §9: the plans, in display order, and which config each one reads. */
export const PLAN_CONFIG_IDS = { basic: 2, pro: 3, enterprise: 1 } as const;
export type PlanKey = keyof typeof PLAN_CONFIG_IDS;
export const PLAN_ORDER: readonly PlanKey[] = ["basic", "pro", "enterprise"];

/** Spec §9: yearly price = monthly × (1 − discount/100), rounded to whole euros. */
export function yearlyPrice(monthlyPrice: number, discountPercent: number): number {
  return Math.round(monthlyPrice * (1 - discountPercent / 100));
}

/**
 * The built-in catalogue: the database seed, and the web's fallback whenever the API is slow or
 * failing (spec §8), so both always agree. Basic 44 € −20 % → 35; Pro 206 € −13 % → 179.
 */
export const DEFAULT_PRICING_CONFIGS: readonly PricingConfig[] = [
  {
    pricingConfigId: PLAN_CONFIG_IDS.enterprise,
    domainsToConnect: null,
    pagesPerDomain: null,
    extraPricePerMinute: null,
    avatarsIncluded: null,
    variousVoices: true,
    generationMinutes: null,
    watermark: false,
    premiumSupport: true,
  },
  {
    pricingConfigId: PLAN_CONFIG_IDS.basic,
    domainsToConnect: 1,
    pagesPerDomain: 10,
    extraPricePerMinute: 5,
    avatarsIncluded: 1,
    variousVoices: false,
    generationMinutes: 8,
    watermark: true,
    premiumSupport: false,
  },
  {
    pricingConfigId: PLAN_CONFIG_IDS.pro,
    domainsToConnect: 2,
    pagesPerDomain: 50,
    extraPricePerMinute: 3.5,
    avatarsIncluded: 3,
    variousVoices: true,
    generationMinutes: 20,
    watermark: false,
    premiumSupport: true,
  },
];

export const DEFAULT_PRICING_RECORDS: readonly PricingRecord[] = [
  { pricingConfigId: PLAN_CONFIG_IDS.basic, monthlyPrice: 44, discount: 20 },
  { pricingConfigId: PLAN_CONFIG_IDS.pro, monthlyPrice: 206, discount: 13 },
];
