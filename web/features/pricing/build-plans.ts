import { planCopy } from "#content/pricing.ts";
import { PLAN_CONFIG_IDS, PLAN_ORDER, type PlanKey, yearlyPrice } from "#contracts/constants.ts";
import type { PricingConfig, PricingRecord } from "#contracts/pricing.ts";
import { formatEuro } from "#web/lib/format.ts";

export type BillingPeriod = "monthly" | "yearly";
export type PlanFeature = { text: string; included: boolean };

/** A plan card as displayed (docs/product.md §Data: title, price text, period, description, features, isPopular, ctaText). */
export type DisplayedPlan = {
  key: PlanKey;
  title: string;
  description: string;
  /** Monthly and yearly-per-month prices in euros; absent for custom-priced plans. */
  price: { monthly: number; yearly: number; discount: number } | undefined;
  features: PlanFeature[];
  isPopular: boolean;
  ctaText: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** docs/product.md §Constants limits, in words; a null limit is custom (Enterprise). */
function planFeatures(config: PricingConfig): PlanFeature[] {
  const custom = (value: number | null, words: (n: number) => string, customText: string) =>
    value === null ? customText : words(value);
  return [
    {
      text: custom(
        config.domainsToConnect,
        (n) => plural(n, "domain", "domains"),
        "Custom number of domains",
      ),
      included: true,
    },
    {
      text: custom(config.pagesPerDomain, (n) => `${n} pages per domain`, "Custom pages per domain"),
      included: true,
    },
    {
      text: custom(
        config.generationMinutes,
        (n) => `${n} minutes of video generation`,
        "Custom video generation",
      ),
      included: true,
    },
    {
      text: custom(
        config.extraPricePerMinute,
        (n) => `${formatEuro(n)} per extra minute`,
        "Volume pricing for extra minutes",
      ),
      included: true,
    },
    {
      text: custom(
        config.avatarsIncluded,
        (n) => plural(n, "avatar included", "avatars included"),
        "Custom avatars",
      ),
      included: true,
    },
    { text: "Various voices", included: config.variousVoices },
    { text: "No watermark", included: !config.watermark },
    { text: "Premium support", included: config.premiumSupport },
  ];
}

/**
 * Builds the plan cards from the two API lists (docs/product.md §API: fetched in parallel), in the order Basic,
 * Pro, Enterprise. A plan whose config is missing is left out; one without a price is custom.
 */
export function buildPlans(
  configs: readonly PricingConfig[],
  records: readonly PricingRecord[],
): DisplayedPlan[] {
  return PLAN_ORDER.flatMap((key) => {
    const id = PLAN_CONFIG_IDS[key];
    const config = configs.find((candidate) => candidate.pricingConfigId === id);
    if (!config) return [];
    const record =
      key === "enterprise" ? undefined : records.find((candidate) => candidate.pricingConfigId === id);
    const copy = planCopy[key];
    return [
      {
        key,
        title: copy.title,
        description: copy.description,
        price: record
          ? {
              monthly: record.monthlyPrice,
              yearly: yearlyPrice(record.monthlyPrice, record.discount),
              discount: record.discount,
            }
          : undefined,
        features: planFeatures(config),
        isPopular: key === "pro",
        ctaText: copy.ctaText,
      },
    ];
  });
}

/** The largest yearly discount on offer, for the toggle's "Save up to" label. */
export function maxDiscount(plans: readonly DisplayedPlan[]): number {
  return Math.max(0, ...plans.map((plan) => Math.round(plan.price?.discount ?? 0)));
}
