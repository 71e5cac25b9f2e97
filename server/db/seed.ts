import { DEFAULT_PRICING_CONFIGS, DEFAULT_PRICING_RECORDS, PLAN_CONFIG_IDS } from "#contracts/constants.ts";
import type { Database } from "./client.ts";
import { pricing, pricingConfigs } from "./schema.ts";

const PLAN_NAMES = new Map<number, string>(
  Object.entries(PLAN_CONFIG_IDS).map(([key, id]) => [id, key[0]?.toUpperCase() + key.slice(1)]),
);

/** Inserts the plan catalogue once; rows an operator has since edited are left alone. */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(pricingConfigs)
    .values(
      DEFAULT_PRICING_CONFIGS.map((config) => ({
        ...config,
        name: PLAN_NAMES.get(config.pricingConfigId) ?? `Plan ${config.pricingConfigId}`,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(pricing)
    .values([...DEFAULT_PRICING_RECORDS])
    .onConflictDoNothing();
}
