import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICING_CONFIGS,
  DEFAULT_PRICING_RECORDS,
  PLAN_CONFIG_IDS,
  PLAN_ORDER,
  yearlyPrice,
} from "./constants.ts";
import { PricingConfigList, PricingRecordList } from "./pricing.ts";

const recordOf = (id: number) => DEFAULT_PRICING_RECORDS.find((record) => record.pricingConfigId === id);
const configOf = (id: number) => DEFAULT_PRICING_CONFIGS.find((config) => config.pricingConfigId === id);

describe("yearlyPrice (docs/product.md §Constants: monthly × (1 − discount/100), rounded to whole euros)", () => {
  it("gives Basic's 35 € from 44 € at 20 %", () => {
    expect(yearlyPrice(44, 20)).toBe(35);
  });

  it("gives Pro's 179 € from 206 € at 13 %", () => {
    expect(yearlyPrice(206, 13)).toBe(179);
  });

  it("keeps the monthly price when there is no discount", () => {
    expect(yearlyPrice(44, 0)).toBe(44);
    expect(yearlyPrice(206, 0)).toBe(206);
  });

  it("gives 0 € at a 100 % discount", () => {
    expect(yearlyPrice(206, 100)).toBe(0);
  });

  it("rounds a fraction below one half down and one above one half up", () => {
    expect(yearlyPrice(99, 10)).toBe(89); // 89.1
    expect(yearlyPrice(19, 25)).toBe(14); // 14.25
    expect(yearlyPrice(29, 25)).toBe(22); // 21.75
    expect(yearlyPrice(207, 13)).toBe(180); // 180.09
  });

  it("rounds an exact half up to the next whole euro", () => {
    expect(yearlyPrice(45, 10)).toBe(41); // 40.5
    expect(yearlyPrice(5, 50)).toBe(3); // 2.5
    expect(yearlyPrice(15, 10)).toBe(14); // 13.5
  });

  it("rounds an exact half up even when the discount is not a binary-exact fraction", () => {
    // Each is exactly x.5 in euros; multiplying by (1 − d/100) in floating point lands just below.
    expect(yearlyPrice(45, 30)).toBe(32); // 31.5
    expect(yearlyPrice(25, 34)).toBe(17); // 16.5
    expect(yearlyPrice(50, 55)).toBe(23); // 22.5
  });
});

describe("the built-in catalogue (docs/product.md §Constants fallback defaults)", () => {
  it("prices Basic at 44 € a month, 35 € yearly", () => {
    const basic = recordOf(PLAN_CONFIG_IDS.basic);
    expect(basic?.monthlyPrice).toBe(44);
    expect(basic && yearlyPrice(basic.monthlyPrice, basic.discount)).toBe(35);
  });

  it("prices Pro at 206 € a month, 179 € yearly", () => {
    const pro = recordOf(PLAN_CONFIG_IDS.pro);
    expect(pro?.monthlyPrice).toBe(206);
    expect(pro && yearlyPrice(pro.monthlyPrice, pro.discount)).toBe(179);
  });

  it("gives Enterprise no price record, so it shows as custom", () => {
    expect(recordOf(PLAN_CONFIG_IDS.enterprise)).toBeUndefined();
  });

  it("maps the plans to configs 2, 3 and 1 and orders them Basic, Pro, Enterprise", () => {
    expect(PLAN_CONFIG_IDS).toEqual({ basic: 2, pro: 3, enterprise: 1 });
    expect(PLAN_ORDER).toEqual(["basic", "pro", "enterprise"]);
  });

  it("has exactly one config per plan and a price record only for configs that exist", () => {
    const configIds = DEFAULT_PRICING_CONFIGS.map((config) => config.pricingConfigId).sort();
    expect(configIds).toEqual(Object.values(PLAN_CONFIG_IDS).sort());
    for (const record of DEFAULT_PRICING_RECORDS) {
      expect(configOf(record.pricingConfigId)).toBeDefined();
    }
  });

  it("holds Basic's and Pro's docs/product.md §Constants limits", () => {
    expect(configOf(PLAN_CONFIG_IDS.basic)).toMatchObject({
      domainsToConnect: 1,
      pagesPerDomain: 10,
      generationMinutes: 8,
      extraPricePerMinute: 5,
      premiumSupport: false,
    });
    expect(configOf(PLAN_CONFIG_IDS.pro)).toMatchObject({
      domainsToConnect: 2,
      pagesPerDomain: 50,
      generationMinutes: 20,
      extraPricePerMinute: 3.5,
      watermark: false,
      premiumSupport: true,
    });
  });

  it("leaves Enterprise's limits custom", () => {
    expect(configOf(PLAN_CONFIG_IDS.enterprise)).toMatchObject({
      domainsToConnect: null,
      pagesPerDomain: null,
      generationMinutes: null,
      extraPricePerMinute: null,
    });
  });

  it("satisfies the API's own response schemas, so the server can answer with it", () => {
    expect(PricingConfigList.safeParse(DEFAULT_PRICING_CONFIGS).success).toBe(true);
    expect(PricingRecordList.safeParse(DEFAULT_PRICING_RECORDS).success).toBe(true);
  });
});
