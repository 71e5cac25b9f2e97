import { describe, expect, it } from "vitest";
import { planCopy, pricingCopy } from "#content/pricing.ts";
import { DEFAULT_PRICING_CONFIGS, DEFAULT_PRICING_RECORDS, PLAN_CONFIG_IDS } from "#contracts/constants.ts";
import type { PricingConfig, PricingRecord } from "#contracts/pricing.ts";
import { buildPlans, type DisplayedPlan, maxDiscount } from "./build-plans.ts";

const configs = [...DEFAULT_PRICING_CONFIGS];
const records = [...DEFAULT_PRICING_RECORDS];

function planOf(plans: readonly DisplayedPlan[], key: DisplayedPlan["key"]): DisplayedPlan {
  const plan = plans.find((candidate) => candidate.key === key);
  if (!plan) throw new Error(`no ${key} plan in ${plans.map((candidate) => candidate.key).join(", ")}`);
  return plan;
}

function configOf(id: number): PricingConfig {
  const config = configs.find((candidate) => candidate.pricingConfigId === id);
  if (!config) throw new Error(`no default config ${id}`);
  return config;
}

const featureTexts = (plan: DisplayedPlan) => plan.features.map((feature) => feature.text);
const isIncluded = (plan: DisplayedPlan, text: string) =>
  plan.features.find((feature) => feature.text === text)?.included;

describe("buildPlans", () => {
  it("orders the plans Basic, Pro, Enterprise whatever order the API lists them in", () => {
    const expected = ["basic", "pro", "enterprise"];
    expect(buildPlans(configs, records).map((plan) => plan.key)).toEqual(expected);
    expect(buildPlans([...configs].reverse(), [...records].reverse()).map((plan) => plan.key)).toEqual(
      expected,
    );
    const shuffled = [
      configOf(PLAN_CONFIG_IDS.pro),
      configOf(PLAN_CONFIG_IDS.enterprise),
      configOf(PLAN_CONFIG_IDS.basic),
    ];
    expect(buildPlans(shuffled, records).map((plan) => plan.title)).toEqual([
      planCopy.basic.title,
      planCopy.pro.title,
      planCopy.enterprise.title,
    ]);
  });

  it("marks Pro, and only Pro, as the popular plan", () => {
    const plans = buildPlans(configs, records);
    expect(plans.filter((plan) => plan.isPopular).map((plan) => plan.key)).toEqual(["pro"]);
  });

  it("gives Enterprise no price, even if the API lists one, and 'Contact Sales' as its call to action", () => {
    const enterprisePriced: PricingRecord[] = [
      ...records,
      { pricingConfigId: PLAN_CONFIG_IDS.enterprise, monthlyPrice: 999, discount: 10 },
    ];
    const enterprise = planOf(buildPlans(configs, enterprisePriced), "enterprise");
    expect(enterprise.price).toBeUndefined();
    expect(enterprise.ctaText).toBe("Contact Sales");
    // With no price the card shows the custom text instead of an amount.
    expect(pricingCopy.customPrice).toBe("Custom");
  });

  it("prices Basic and Pro monthly and yearly from the records (docs/product.md §Constants)", () => {
    const plans = buildPlans(configs, records);
    expect(planOf(plans, "basic").price).toEqual({ monthly: 44, yearly: 35, discount: 20 });
    expect(planOf(plans, "pro").price).toEqual({ monthly: 206, yearly: 179, discount: 13 });
  });

  it("takes live prices from the API rather than the defaults", () => {
    const live: PricingRecord[] = [
      { pricingConfigId: PLAN_CONFIG_IDS.basic, monthlyPrice: 50, discount: 10 },
      { pricingConfigId: PLAN_CONFIG_IDS.pro, monthlyPrice: 250, discount: 0 },
    ];
    const plans = buildPlans(configs, live);
    expect(planOf(plans, "basic").price).toEqual({ monthly: 50, yearly: 45, discount: 10 });
    expect(planOf(plans, "pro").price).toEqual({ monthly: 250, yearly: 250, discount: 0 });
  });

  it("shows a plan as custom-priced when its config exists but its price record does not", () => {
    const withoutPro = records.filter((record) => record.pricingConfigId !== PLAN_CONFIG_IDS.pro);
    const plans = buildPlans(configs, withoutPro);
    expect(plans.map((plan) => plan.key)).toEqual(["basic", "pro", "enterprise"]);
    expect(planOf(plans, "pro").price).toBeUndefined();
  });

  it("describes Basic's limits: 1 domain, 10 pages per domain, 8 minutes, €5 per extra minute", () => {
    const basic = planOf(buildPlans(configs, records), "basic");
    expect(featureTexts(basic)).toEqual(
      expect.arrayContaining([
        "1 domain",
        "10 pages per domain",
        "8 minutes of video generation",
        "€5 per extra minute",
      ]),
    );
  });

  it("describes Pro's limits: 2 domains, 50 pages, 20 minutes, €3.5 per extra minute", () => {
    const pro = planOf(buildPlans(configs, records), "pro");
    expect(featureTexts(pro)).toEqual(
      expect.arrayContaining([
        "2 domains",
        "50 pages per domain",
        "20 minutes of video generation",
        "€3.5 per extra minute",
      ]),
    );
  });

  it("includes no watermark and premium support in Pro but not in Basic", () => {
    const plans = buildPlans(configs, records);
    const basic = planOf(plans, "basic");
    const pro = planOf(plans, "pro");
    expect(isIncluded(pro, "No watermark")).toBe(true);
    expect(isIncluded(pro, "Premium support")).toBe(true);
    expect(isIncluded(basic, "No watermark")).toBe(false);
    expect(isIncluded(basic, "Premium support")).toBe(false);
  });

  it("describes Enterprise's limits as custom rather than as numbers", () => {
    const enterprise = planOf(buildPlans(configs, records), "enterprise");
    for (const text of featureTexts(enterprise)) expect(text).not.toMatch(/\d/);
    expect(enterprise.features.every((feature) => feature.included)).toBe(true);
  });

  it("takes each plan's copy from content/pricing.ts", () => {
    for (const plan of buildPlans(configs, records)) {
      expect(plan).toMatchObject({
        title: planCopy[plan.key].title,
        description: planCopy[plan.key].description,
        ctaText: planCopy[plan.key].ctaText,
      });
    }
  });

  it("leaves out a plan whose config is missing", () => {
    const withoutBasic = configs.filter((config) => config.pricingConfigId !== PLAN_CONFIG_IDS.basic);
    expect(buildPlans(withoutBasic, records).map((plan) => plan.key)).toEqual(["pro", "enterprise"]);
    expect(buildPlans([], records)).toEqual([]);
  });

  it("ignores configs and records of unknown plans", () => {
    const extraConfig: PricingConfig = { ...configOf(PLAN_CONFIG_IDS.basic), pricingConfigId: 99 };
    const extraRecord: PricingRecord = { pricingConfigId: 99, monthlyPrice: 1, discount: 50 };
    const plans = buildPlans([...configs, extraConfig], [...records, extraRecord]);
    expect(plans.map((plan) => plan.key)).toEqual(["basic", "pro", "enterprise"]);
    expect(maxDiscount(plans)).toBe(20);
  });
});

describe("maxDiscount", () => {
  it("is the largest yearly discount on offer", () => {
    expect(maxDiscount(buildPlans(configs, records))).toBe(20);
  });

  it("rounds a fractional discount to a whole percent", () => {
    const fractional: PricingRecord[] = [
      { pricingConfigId: PLAN_CONFIG_IDS.basic, monthlyPrice: 44, discount: 12.6 },
      { pricingConfigId: PLAN_CONFIG_IDS.pro, monthlyPrice: 206, discount: 5 },
    ];
    expect(maxDiscount(buildPlans(configs, fractional))).toBe(13);
  });

  it("is 0 when no plan has a discount or there are no plans", () => {
    const undiscounted = records.map((record) => ({ ...record, discount: 0 }));
    expect(maxDiscount(buildPlans(configs, undiscounted))).toBe(0);
    expect(maxDiscount([])).toBe(0);
  });
});
