import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { OutgoingMail } from "#server/services/mail.ts";

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

/**
 * The mail outbox (DESIGN §1, side effects): a request writes its rows and the mail it causes in one
 * transaction and answers; the background sender claims due jobs, delivers them with retries and
 * records the outcome. `message` is cleared once the mail is sent, so mails that carry secrets
 * (password reset links) do not stay in the database.
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What caused the mail ("demo-request", "password-reset", …): for logs, never personal data. */
    kind: text("kind").notNull(),
    message: jsonb("message").$type<OutgoingMail>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the job is next due: now for a new job, later after a failed attempt (backoff). */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: other senders skip the job until then, so a crashed sender's claim expires. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_jobs_due_idx").on(table.status, table.runAfter)],
);

/**
 * Answers to form submissions sent with an `Idempotency-Key` (the reliability issue): stored in the
 * transaction that stores the submission, so a retry after a lost answer (a crash, a dropped
 * connection) gets the first answer instead of storing the submission twice. Kept for a day.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The route the key was used on ("POST /api/feedbacks/add"): keys are per endpoint. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused, not replayed. */
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);
