import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Plan configurations (spec §3). Enterprise has custom limits, stored as nulls. */
export const pricingConfigs = pgTable("pricing_configs", {
  pricingConfigId: integer("pricing_config_id").primaryKey(),
  name: text("name").notNull(),
  domainsToConnect: integer("domains_to_connect"),
  pagesPerDomain: integer("pages_per_domain"),
  generationMinutes: integer("generation_minutes"),
  extraPricePerMinute: numeric("extra_price_per_minute", { precision: 10, scale: 2, mode: "number" }),
  avatarsIncluded: integer("avatars_included"),
  variousVoices: boolean("various_voices").notNull().default(false),
  watermark: boolean("watermark").notNull().default(true),
  premiumSupport: boolean("premium_support").notNull().default(false),
});

/** Public price per plan; plans without a row (Enterprise) are priced on request. */
export const pricing = pgTable("pricing", {
  pricingConfigId: integer("pricing_config_id")
    .primaryKey()
    .references(() => pricingConfigs.pricingConfigId),
  monthlyPrice: numeric("monthly_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  discount: numeric("discount", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
});

export const demoRequests = pgTable("demo_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  preferredTime: text("preferred_time"),
  message: text("message"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
