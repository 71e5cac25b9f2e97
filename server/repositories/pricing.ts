import { asc } from "drizzle-orm";
import type { PricingConfig, PricingRecord } from "#contracts/pricing.ts";
import type { Database } from "#server/db/client.ts";
import { pricing, pricingConfigs } from "#server/db/schema.ts";

/** Every plan configuration, by id; the columns map one to one onto the contract's fields. */
export function listPricingConfigs(db: Database): Promise<PricingConfig[]> {
  return db
    .select({
      pricingConfigId: pricingConfigs.pricingConfigId,
      domainsToConnect: pricingConfigs.domainsToConnect,
      pagesPerDomain: pricingConfigs.pagesPerDomain,
      extraPricePerMinute: pricingConfigs.extraPricePerMinute,
      avatarsIncluded: pricingConfigs.avatarsIncluded,
      variousVoices: pricingConfigs.variousVoices,
      generationMinutes: pricingConfigs.generationMinutes,
      watermark: pricingConfigs.watermark,
      premiumSupport: pricingConfigs.premiumSupport,
    })
    .from(pricingConfigs)
    .orderBy(asc(pricingConfigs.pricingConfigId));
}

/** The public prices, by plan id. Plans without a row (Enterprise) are priced on request. */
export function listPricingRecords(db: Database): Promise<PricingRecord[]> {
  return db
    .select({
      pricingConfigId: pricing.pricingConfigId,
      monthlyPrice: pricing.monthlyPrice,
      discount: pricing.discount,
    })
    .from(pricing)
    .orderBy(asc(pricing.pricingConfigId));
}
