import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PricingRecordList } from "#contracts/pricing.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { pricing } from "#server/db/schema.ts";
import { createTestDatabase } from "#server/test/test-app.ts";
import { databasePlugin } from "./database.ts";
import { pricingCataloguePlugin } from "./pricing-catalogue.ts";

let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
});

async function buildCatalogueApp(refreshMs: number) {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(databasePlugin, { handle: database, closeWithApp: false });
  await app.register(pricingCataloguePlugin, { refreshMs });
  await app.ready();
  return { app, database };
}

const proDiscount = (instance: FastifyInstance) =>
  PricingRecordList.parse(JSON.parse(instance.pricingCatalogue.current().records.ok.body.toString())).find(
    (record) => record.pricingConfigId === 3,
  )?.discount;

describe("pricing catalogue plugin", () => {
  it("picks up a change in the database on its own, within the refresh interval", async () => {
    const { app, database } = await buildCatalogueApp(50);
    expect(proDiscount(app)).toBe(13);

    await database.db.update(pricing).set({ discount: 30 }).where(eq(pricing.pricingConfigId, 3));

    await expect.poll(() => proDiscount(app), { timeout: 5_000, interval: 25 }).toBe(30);
  });

  it("keeps serving the last catalogue when a refresh fails", async () => {
    const { app, database } = await buildCatalogueApp(60_000);
    const before = app.pricingCatalogue.current();
    const select = vi.spyOn(database.db, "select").mockImplementation(() => {
      throw new Error("database away");
    });
    try {
      await expect(app.pricingCatalogue.refresh()).rejects.toThrow("database away");
      expect(app.pricingCatalogue.current()).toBe(before);
    } finally {
      select.mockRestore();
    }
  });
});
