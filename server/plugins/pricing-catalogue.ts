import fp from "fastify-plugin";
import { PricingConfigList, PricingRecordList } from "#contracts/pricing.ts";
import { type CachedJson, cachedJson } from "#server/lib/cached-json.ts";
import { listPricingConfigs, listPricingRecords } from "#server/repositories/pricing.ts";

/**
 * How often each replica reads the catalogue again. A price changed in the database reaches every
 * replica within this, and visitors within this plus the answers' own max-age.
 */
export const PRICING_REFRESH_MS = 30_000;

/**
 * Public and the same for every visitor: a CDN or browser may keep it a minute and serve it stale
 * for five more while it refreshes, so a price change shows within minutes.
 */
export const PRICING_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export type PricingSnapshot = { configs: CachedJson; records: CachedJson };

export type PricingCatalogue = {
  /** The catalogue as last read: the bytes the pricing routes send. */
  current(): PricingSnapshot;
  /** Reads the database now (the timer does this every PRICING_REFRESH_MS). */
  refresh(): Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    pricingCatalogue: PricingCatalogue;
  }
}

/**
 * The plan catalogue of docs/product.md §API served from memory (reading it from the database on
 * every request made /api/pricing 20 times slower than a bare server). Loaded at start, checked
 * against the contracts once per read rather than once per request, and refreshed on a timer so
 * replicas converge without any notification channel. A failed refresh keeps the last catalogue.
 */
export const pricingCataloguePlugin = fp<{ refreshMs?: number }>(
  async (app, { refreshMs = PRICING_REFRESH_MS }) => {
    const load = async (): Promise<PricingSnapshot> => {
      const [configs, records] = await Promise.all([
        listPricingConfigs(app.database.db),
        listPricingRecords(app.database.db),
      ]);
      return {
        configs: cachedJson(PricingConfigList.parse(configs), PRICING_CACHE_CONTROL),
        records: cachedJson(PricingRecordList.parse(records), PRICING_CACHE_CONTROL),
      };
    };
    let snapshot = await load();
    const refresh = async () => {
      snapshot = await load();
    };
    app.decorate("pricingCatalogue", { current: () => snapshot, refresh });

    const timer = setInterval(() => {
      refresh().catch((error: unknown) =>
        app.log.warn({ err: error }, "pricing catalogue refresh failed; serving the last one read"),
      );
    }, refreshMs);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "pricing-catalogue", dependencies: ["database"] },
);
