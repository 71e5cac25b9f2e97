import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_CONFIG_IDS, PricingConfigList, PricingRecordList, yearlyPrice } from "#contracts/pricing.ts";
import { pricing } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { buildTestApp } from "#server/test/test-app.ts";

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("GET /api/pricingConfig/all", () => {
  it("answers the three seeded plan configs with their exact limits", async () => {
    const response = await app.inject({ method: "GET", url: "/api/pricingConfig/all" });

    expect(response.statusCode).toBe(200);
    expect(PricingConfigList.parse(response.json())).toEqual([
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
    ]);
  });

  it("sends numbers as JSON numbers, not strings", async () => {
    const response = await app.inject({ method: "GET", url: "/api/pricingConfig/all" });

    // Postgres numeric columns come back as strings unless mapped: check the raw JSON text.
    expect(response.body).toContain('"extraPricePerMinute":3.5');
    expect(response.body).toContain('"pricingConfigId":2');
  });

  it("may be cached publicly for a short while", async () => {
    const response = await app.inject({ method: "GET", url: "/api/pricingConfig/all" });

    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("GET /api/pricing", () => {
  it("answers the seeded prices of Basic and Pro, and none for Enterprise", async () => {
    const response = await app.inject({ method: "GET", url: "/api/pricing" });

    expect(response.statusCode).toBe(200);
    const records = PricingRecordList.parse(response.json());
    expect(records).toEqual([
      { pricingConfigId: PLAN_CONFIG_IDS.basic, monthlyPrice: 44, discount: 20 },
      { pricingConfigId: PLAN_CONFIG_IDS.pro, monthlyPrice: 206, discount: 13 },
    ]);
    // Spec §9: the yearly prices the page shows follow from these numbers.
    expect(records.map((record) => yearlyPrice(record.monthlyPrice, record.discount))).toEqual([35, 179]);
  });

  it("sends numbers as JSON numbers, not strings", async () => {
    const response = await app.inject({ method: "GET", url: "/api/pricing" });

    expect(response.body).toBe(
      '[{"pricingConfigId":2,"monthlyPrice":44,"discount":20},{"pricingConfigId":3,"monthlyPrice":206,"discount":13}]',
    );
  });

  it("may be cached publicly for a short while", async () => {
    const response = await app.inject({ method: "GET", url: "/api/pricing" });

    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  });
});

describe("pricing seed", () => {
  it("adds no rows when it runs again", async () => {
    await seedDatabase(app.database.db);
    await seedDatabase(app.database.db);

    const configs = PricingConfigList.parse(
      (await app.inject({ method: "GET", url: "/api/pricingConfig/all" })).json(),
    );
    const records = PricingRecordList.parse(
      (await app.inject({ method: "GET", url: "/api/pricing" })).json(),
    );
    expect(configs.map((config) => config.pricingConfigId)).toEqual([1, 2, 3]);
    expect(records.map((record) => record.pricingConfigId)).toEqual([2, 3]);
  });

  it("leaves a price an operator has changed alone", async () => {
    await app.database.db.update(pricing).set({ monthlyPrice: 49.5 }).where(eq(pricing.pricingConfigId, 2));

    await seedDatabase(app.database.db);

    const records = PricingRecordList.parse(
      (await app.inject({ method: "GET", url: "/api/pricing" })).json(),
    );
    expect(records.find((record) => record.pricingConfigId === 2)?.monthlyPrice).toBe(49.5);
  });
});
