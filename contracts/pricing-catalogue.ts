import type { PricingConfig, PricingRecord } from "./pricing.ts";

export type { PricingConfig, PricingRecord };

/**
 * The plan catalogue of docs/product.md §Constants as plain data, apart from the zod schemas of the
 * same shapes (pricing.ts, which re-exports it) for one reason that still holds: the pricing
 * islands of / and /pricing render the prices from it, and load the schemas, and zod with them, only
 * with the API's answer after the paint. Measured on 2026-12-02 with the islands importing
 * pricing.ts instead: /pricing went from 87.1 to 109.6 KiB brotli, and the home page from 107.6 to
 * 130.0 (bench/page-weight.ts).
 */

/** docs/product.md §Constants: the plans, in display order, and which config each one reads. */
export const PLAN_CONFIG_IDS = { basic: 2, pro: 3, enterprise: 1 } as const;
export type PlanKey = keyof typeof PLAN_CONFIG_IDS;
export const PLAN_ORDER: readonly PlanKey[] = ["basic", "pro", "enterprise"];

/**
 * docs/product.md §Constants: yearly price = monthly × (1 − discount/100), rounded to whole euros. Computed in
 * hundredths, and cleared of floating-point noise, so an exact half (45 € at 30 % = 31.50 €)
 * rounds up instead of landing on 31.4999… and rounding down.
 */
export function yearlyPrice(monthlyPrice: number, discountPercent: number): number {
  const exact = (monthlyPrice * (100 - discountPercent)) / 100;
  return Math.round(Number(exact.toFixed(6)));
}

/**
 * The built-in catalogue: the database seed, and the web's fallback whenever the API is slow or
 * failing (docs/product.md §Errors), so both always agree. Basic 44 € −20 % → 35; Pro 206 € −13 % → 179.
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
