import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { PLAN_CONFIG_IDS, yearlyPrice } from "#contracts/constants.ts";
import { PricingConfigList, PricingRecordList } from "#contracts/pricing.ts";
import { pricing } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { API_CSP, SECURITY_HEADERS } from "#server/plugins/security-headers.ts";
import { buildTestApp } from "#server/test/test-app.ts";

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("GET /api/pricingConfig/all", () => {
  it("answers the three seeded plan configs with their exact limits", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.pricingConfigs });

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
    const response = await app.inject({ method: "GET", url: apiPaths.pricingConfigs });

    // Postgres numeric columns come back as strings unless mapped: check the raw JSON text.
    expect(response.body).toContain('"extraPricePerMinute":3.5');
    expect(response.body).toContain('"pricingConfigId":2');
  });

  it("may be cached publicly for a short while", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.pricingConfigs });

    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("GET /api/pricing", () => {
  it("answers the seeded prices of Basic and Pro, and none for Enterprise", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.pricing });

    expect(response.statusCode).toBe(200);
    const records = PricingRecordList.parse(response.json());
    expect(records).toEqual([
      { pricingConfigId: PLAN_CONFIG_IDS.basic, monthlyPrice: 44, discount: 20 },
      { pricingConfigId: PLAN_CONFIG_IDS.pro, monthlyPrice: 206, discount: 13 },
    ]);
    // docs/product.md §Constants: the yearly prices the page shows follow from these numbers.
    expect(records.map((record) => yearlyPrice(record.monthlyPrice, record.discount))).toEqual([35, 179]);
  });

  it("sends numbers as JSON numbers, not strings", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.pricing });

    expect(response.body).toBe(
      '[{"pricingConfigId":2,"monthlyPrice":44,"discount":20},{"pricingConfigId":3,"monthlyPrice":206,"discount":13}]',
    );
  });

  it("may be cached publicly for a short while", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.pricing });

    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  });
});

describe("the in-memory catalogue", () => {
  it("answers 304 without a body when the client already has the current catalogue", async () => {
    for (const url of [apiPaths.pricing, apiPaths.pricingConfigs]) {
      const first = await app.inject({ method: "GET", url });
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);

      const again = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
      expect(again.headers.etag, url).toBe(etag);

      const other = await app.inject({ method: "GET", url, headers: { "if-none-match": '"stale"' } });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it("answers 304 to a list of ETags or a weak one that names the current answer (RFC 9110 §13.1.2)", async () => {
    for (const url of [apiPaths.pricing, apiPaths.pricingConfigs]) {
      const etag = String((await app.inject({ method: "GET", url })).headers.etag);
      // What a cache that holds several versions, or a proxy that weakened the validator, sends.
      for (const ifNoneMatch of [`"stale", ${etag}`, `W/${etag}`, `"stale",W/${etag}`, "*"]) {
        const again = await app.inject({ method: "GET", url, headers: { "if-none-match": ifNoneMatch } });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
      }
      const stale = await app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": '"stale", W/"older"' },
      });
      expect(stale.statusCode, url).toBe(200);
    }
  });

  it("carries the security headers on its precomputed answers, 200 and 304 alike", async () => {
    for (const url of [apiPaths.pricing, apiPaths.pricingConfigs]) {
      const first = await app.inject({ method: "GET", url });
      const again = await app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": String(first.headers.etag) },
      });
      for (const response of [first, again]) {
        expect(response.headers["content-security-policy"], url).toBe(API_CSP);
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(response.headers[name], name).toBe(value);
      }
      expect(first.headers["content-length"]).toBe(String(first.rawPayload.length));
    }
  });

  it("does not read the database per request", async () => {
    const select = vi.spyOn(app.database.db, "select");
    try {
      for (let request = 0; request < 5; request += 1) {
        expect((await app.inject({ method: "GET", url: apiPaths.pricing })).statusCode).toBe(200);
        expect((await app.inject({ method: "GET", url: apiPaths.pricingConfigs })).statusCode).toBe(200);
      }
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("shows a price changed in the database after the next refresh, with a new ETag", async () => {
    const before = await app.inject({ method: "GET", url: apiPaths.pricing });
    await app.database.db.update(pricing).set({ discount: 25 }).where(eq(pricing.pricingConfigId, 3));

    await app.pricingCatalogue.refresh();

    const after = await app.inject({ method: "GET", url: apiPaths.pricing });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      PricingRecordList.parse(after.json()).find((record) => record.pricingConfigId === 3)?.discount,
    ).toBe(25);
    await app.database.db.update(pricing).set({ discount: 13 }).where(eq(pricing.pricingConfigId, 3));
    await app.pricingCatalogue.refresh();
  });
});

describe("pricing seed", () => {
  it("adds no rows when it runs again", async () => {
    await seedDatabase(app.database.db);
    await seedDatabase(app.database.db);

    const configs = PricingConfigList.parse(
      (await app.inject({ method: "GET", url: apiPaths.pricingConfigs })).json(),
    );
    const records = PricingRecordList.parse(
      (await app.inject({ method: "GET", url: apiPaths.pricing })).json(),
    );
    expect(configs.map((config) => config.pricingConfigId)).toEqual([1, 2, 3]);
    expect(records.map((record) => record.pricingConfigId)).toEqual([2, 3]);
  });

  it("leaves a price an operator has changed alone", async () => {
    await app.database.db.update(pricing).set({ monthlyPrice: 49.5 }).where(eq(pricing.pricingConfigId, 2));

    await seedDatabase(app.database.db);
    await app.pricingCatalogue.refresh();

    const records = PricingRecordList.parse(
      (await app.inject({ method: "GET", url: apiPaths.pricing })).json(),
    );
    expect(records.find((record) => record.pricingConfigId === 2)?.monthlyPrice).toBe(49.5);
  });
});
