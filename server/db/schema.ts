import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { GenerationSource } from "#contracts/generation.ts";
import { LIVE_AVAILABILITY, LIVE_MESSAGE_KINDS, LIVE_STATES } from "#contracts/live-chat.ts";
import { type Cue, type Loudness, MEDIA_STATUSES as mediaStatuses } from "#contracts/media.ts";
import { partnershipTypes } from "#contracts/partners.ts";
import type { PlanLimits } from "#contracts/plans.ts";
import { DEFAULT_WIDGET_LANGUAGE, WIDGET_LANGUAGES } from "#contracts/widget/languages.ts";
import type { OutgoingMail } from "#server/db/mail-message.ts";

/** Plan configurations (docs/product.md §Data). Enterprise has custom limits, stored as nulls. */
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

/** Demo requests (docs/product.md §Deviations); `handledAt` marks what the admin inbox has dealt with. */
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    preferredTime: text("preferred_time"),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [index("demo_requests_created_at_idx").on(table.createdAt)],
);

/**
 * Messages from the home page's contact form (docs/product.md §Routes and §Data; POST /api/feedbacks/add), with where they
 * came from for abuse handling. `handled_at` is set when someone in the admin inbox has dealt with it.
 */
export const feedbacks = pgTable(
  "feedbacks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  // The admin inbox lists the newest first.
  (table) => [index("feedbacks_created_at_idx").on(table.createdAt)],
);

/**
 * The mail outbox (docs/product.md §System, side effects): a request writes its rows, the mail and
 * its "mail" job (server/jobs/, under the same id) in one transaction and answers; the job queue
 * delivers it with retries and the mail's status records the outcome. `message` is cleared once the
 * mail is sent, so mails that carry secrets (password reset links) do not stay in the database.
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
    /** Why a failed mail failed for good (the job keeps each attempt's error, for a week). */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_jobs_status_idx").on(table.status)],
);

/**
 * Answers to form submissions sent with an `Idempotency-Key` (docs/reliability.md): stored in the
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

/**
 * Accounts (docs/product.md §Security). The address is stored normalised (trimmed, lowercased), so the unique index
 * is one account per person. `widgetKey` is the public key of the customer's embed snippet.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["customer", "admin"] })
      .notNull()
      .default("customer"),
    widgetKey: text("widget_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner proved the address is theirs (the mailed link; decision 0007). Null until then:
     * the widget does not go live and the account cannot be made admin. Accounts from before
     * verification existed were migrated as verified at their creation.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The IANA zone the account's mails write times in (the handoff mail); null means UTC. */
    timeZone: text("time_zone"),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    uniqueIndex("users_widget_key_key").on(table.widgetKey),
    check("users_role_check", sql`${table.role} in ('customer', 'admin')`),
  ],
);

/**
 * Refresh tokens, one row per issued token, stored only as SHA-256 hashes. Tokens of one sign-in
 * share a family; using a token rotates it (rotated_at), and presenting a rotated token again
 * revokes the whole family (reuse detection, docs/product.md §Security).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    /**
     * When the family's sign-in happened, copied to every rotated token: the sign-in ends 30 days
     * after it, whatever the refreshes (ASVS 7.3.2, decision 0007).
     */
    familyStartedAt: timestamp("family_started_at", { withTimezone: true }).notNull().defaultNow(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_family_id_idx").on(table.familyId),
    index("sessions_user_id_idx").on(table.userId),
    // The retention purge deletes expired tokens by this (server/repositories/retention.ts).
    index("sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * Sign-in attempts per account in the current window (decision 0007): counted with one atomic
 * upsert before the password is checked, so concurrent guesses cannot all slip under the limit.
 * Keyed by a hash of the address (unknown addresses alike), so no address is stored.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
  },
  (table) => [index("login_throttles_window_started_at_idx").on(table.windowStartedAt)],
);

/**
 * Email verification links (decision 0007): SHA-256 hashes only, single use (used_at), valid for a
 * day. Deleted with the account.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("email_verification_tokens_token_hash_key").on(table.tokenHash),
    index("email_verification_tokens_user_id_idx").on(table.userId),
    index("email_verification_tokens_expires_at_idx").on(table.expiresAt),
  ],
);

/** Password reset tokens: SHA-256 hashes only, single use (used_at), valid for one hour. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("password_reset_tokens_token_hash_key").on(table.tokenHash),
    index("password_reset_tokens_user_id_idx").on(table.userId),
    index("password_reset_tokens_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * Partner applications (docs/product.md §Routes, Partner program; docs/product.md §API). The address and user agent help the
 * sales team spot abuse; `handledAt` marks what the admin inbox has dealt with.
 */
export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnershipType: text("partnership_type", { enum: partnershipTypes }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    website: text("website"),
    message: text("message").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [index("partner_applications_created_idx").on(table.createdAt)],
);

/* ─── The embeddable widget (docs/widget.md) ─────────────────────────────────────────────── */

/** Bytes as PostgreSQL's bytea: a Buffer on node-postgres, a Uint8Array on PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * An uploaded clip (answer video or idle avatar) and its processing job. The bytes live in
 * the media store (server/widget/media-store.ts): the upload under `originalKey` until it is
 * processed, then the H.264/AAC MP4 under `storageKey` and its poster under `posterKey`. Its
 * processing is a "clip" job of the job queue (`jobs`, server/jobs/); this row keeps what the customer sees.
 */
export const widgetMedia = pgTable(
  "widget_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type", { enum: ["video/mp4", "video/webm"] }).notNull(),
    /** What the clip takes in the store: the upload while it waits, then the MP4 and the poster. */
    sizeBytes: integer("size_bytes").notNull(),
    /** The served MP4 once ready; before that the upload's key (never served: status decides). */
    storageKey: text("storage_key").notNull(),
    /** Clips stored before processing existed were served as uploaded: they count as ready. */
    status: text("status", { enum: mediaStatuses }).notNull().default("ready"),
    /** 0 to 1 while processing. */
    progress: real("progress").notNull().default(0),
    originalKey: text("original_key"),
    posterKey: text("poster_key"),
    durationSeconds: real("duration_seconds"),
    width: integer("width"),
    height: integer("height"),
    loudness: jsonb("loudness").$type<Loudness>(),
    /** Where the voice speaks (silencedetect's complement), for captions timed to it. */
    speech: jsonb("speech").$type<{ start: number; end: number }[]>(),
    /** Captions the customer corrected or uploaded; null: made from the entry's answer and `speech`. */
    cues: jsonb("cues").$type<Cue[]>(),
    /** A generated clip's source (docs/decisions/0042-generated-video-answers.md); null: uploaded. */
    generation: jsonb("generation").$type<GenerationSource>(),
    /** When each spoken word starts and ends, from the speech synthesiser: exact captions. */
    words: jsonb("words").$type<{ start: number; end: number; text: string }[]>(),
    /** A failure in plain words (contracts/media.ts) and ffmpeg's own last lines, for support. */
    failureMessage: text("failure_message"),
    failureReason: text("failure_reason"),
    /** Processing attempts of the current run (a copy of its job's, server/jobs/): support, tests. */
    attempts: integer("attempts").notNull().default(0),
    /** How often the customer asked to try a failed clip again ("Try again"): bounded per clip. */
    retries: integer("retries").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("widget_media_storage_key_key").on(table.storageKey),
    index("widget_media_user_id_idx").on(table.userId),
  ],
);

/**
 * The PostgreSQL media store (server/media/postgres-store.ts): a stored object and its bytes in
 * chunks of 256 KiB, so a ranged read fetches only the chunks it needs. The object row is written
 * after its last chunk: a reader never sees half a clip.
 */
export const mediaObjects = pgTable("media_objects", {
  key: text("key").primaryKey(),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  chunkBytes: integer("chunk_bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const mediaChunks = pgTable(
  "media_chunks",
  {
    key: text("key").notNull(),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);

/** A knowledge-base entry: the phrasings it answers, the answer text, its language and optional clip. */
export const widgetEntries = pgTable(
  "widget_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    questions: jsonb("questions").$type<string[]>().notNull(),
    answer: text("answer").notNull(),
    language: text("language", { enum: WIDGET_LANGUAGES }).notNull(),
    mediaId: uuid("media_id").references(() => widgetMedia.id, { onDelete: "set null" }),
    /** Visitors' questions the customer marked as not answered by this entry (the portal's Conversations). */
    counterExamples: jsonb("counter_examples").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("widget_entries_user_language_idx").on(table.userId, table.language)],
);

/** One row per account once it saves its settings; accounts without one get the defaults. */
export const widgetSettings = pgTable(
  "widget_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Origins (scheme://host[:port]) whose pages may embed the widget; none means nowhere. */
    allowedOrigins: jsonb("allowed_origins").$type<string[]>().notNull().default([]),
    greeting: text("greeting"),
    suggestedQuestions: jsonb("suggested_questions").$type<string[]>().notNull().default([]),
    avatarMediaId: uuid("avatar_media_id").references(() => widgetMedia.id, { onDelete: "set null" }),
    color: text("color").notNull(),
    position: text("position", { enum: ["bottom-right", "bottom-left"] }).notNull(),
    /** How long visitors' conversations are kept (contracts/privacy.ts), then purged (docs/privacy.md). */
    retentionDays: integer("retention_days").notNull().default(90),
    /** The customer's own privacy notice, linked from the handoff form; https only. */
    privacyNoticeUrl: text("privacy_notice_url"),
    /** The knowledge base's own language: a new entry's, and the one answered from when the visitor's has none. */
    language: text("language", { enum: WIDGET_LANGUAGES }).notNull().default(DEFAULT_WIDGET_LANGUAGE),
    /** The portrait photo the studio's own-photo presenter is made from (a media store key). */
    portraitKey: text("portrait_key"),
    /** The name the panel shows visitors; null: the account holder's full name. */
    businessName: text("business_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("widget_settings_retention_days_check", sql`${table.retentionDays} in (30, 90, 180, 365)`),
  ],
);

/**
 * A visitor's conversation with an account's widget. Nothing identifies the visitor: no IP, no
 * cookie; the frame keeps the id for the length of its page visit.
 */
export const widgetConversations = pgTable(
  "widget_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language", { enum: WIDGET_LANGUAGES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Live chat with a person (docs/live-chat.md): null while only the assistant has spoken; waiting
     * once the visitor asked for a person, claimed by one agent, closed.
     */
    liveState: text("live_state", { enum: LIVE_STATES }),
    /** The agent who claimed it: set by one conditional UPDATE, so two agents never both have it. */
    liveAgentId: uuid("live_agent_id").references(() => users.id, { onDelete: "set null" }),
    /** The last live activity: the agents' inbox lists the newest first. */
    liveAt: timestamp("live_at", { withTimezone: true }),
  },
  (table) => [
    index("widget_conversations_user_created_idx").on(table.userId, table.createdAt),
    // The retention purge looks for the oldest conversations of every account.
    index("widget_conversations_created_idx").on(table.createdAt),
    index("widget_conversations_live_idx")
      .on(table.userId, table.liveAt)
      .where(sql`${table.liveState} is not null`),
    check(
      "widget_conversations_live_state_check",
      sql`${table.liveState} in ('waiting', 'claimed', 'closed')`,
    ),
  ],
);

/**
 * What happened in a live chat, one row each with an increasing id: the visitor's and the agents'
 * messages, and the changes of state. Streams send rows after the id a client last saw, so a client
 * that reconnects misses nothing (decision 0043). Rows of one account are inserted one at a time
 * (an advisory lock per account), so their ids commit in order and no reader skips one.
 */
export const liveMessages = pgTable(
  "live_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => widgetConversations.id, { onDelete: "cascade" }),
    /** The account whose widget it is: the agents' stream reads an account's rows by id. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LIVE_MESSAGE_KINDS }).notNull(),
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "set null" }),
    /** The agent's name as the visitor saw it, kept when the agent's account goes. */
    agentName: text("agent_name"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_messages_conversation_idx").on(table.conversationId, table.id),
    index("live_messages_user_idx").on(table.userId, table.id),
    check(
      "live_messages_kind_check",
      sql`${table.kind} in ('visitor', 'agent', 'waiting', 'claimed', 'closed')`,
    ),
  ],
);

/** An agent's availability: the widget offers a person only while one is online and recently seen. */
export const liveAgents = pgTable(
  "live_agents",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: LIVE_AVAILABILITY }).notNull().default("away"),
    /** Renewed while the agent's inbox is open. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("live_agents_status_check", sql`${table.status} in ('online', 'away')`)],
);

/** A question and what the widget answered: the entry, or nothing (below the confidence threshold). */
export const widgetMessages = pgTable(
  "widget_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => widgetConversations.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    entryId: uuid("entry_id").references(() => widgetEntries.id, { onDelete: "set null" }),
    answered: boolean("answered").notNull(),
    /** The customer's mark on the answer: right, wrong, or not marked (null). */
    verdict: text("verdict", { enum: ["right", "wrong"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("widget_messages_conversation_idx").on(table.conversationId),
    check("widget_messages_verdict_check", sql`${table.verdict} in ('right', 'wrong')`),
  ],
);

/** A visitor's question the widget could not answer, left with an address for the customer to reply. */
export const widgetHandoffs = pgTable(
  "widget_handoffs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A handoff goes with its conversation when retention purges it (docs/privacy.md). */
    conversationId: uuid("conversation_id").references(() => widgetConversations.id, {
      onDelete: "cascade",
    }),
    email: text("email").notNull(),
    question: text("question").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [index("widget_handoffs_user_created_idx").on(table.userId, table.createdAt)],
);

/* ─── Privacy (docs/privacy.md) ─────────────────────────────────────────── */

/**
 * Stored bytes (clips, export archives) whose rows are gone and whose bytes are still to be deleted
 * from the media store. The rows are deleted and these written in one transaction; the bytes go
 * after the commit, and a purge retries whatever a crash (kill -9) left here. No foreign key: the
 * account this belonged to is gone.
 */
/**
 * A clip upload from before its first byte is read (docs/decisions/0038-uploads-under-attack.md):
 * written with the account's row locked, so the hour's count, the clip cap and the storage quota
 * are checked and reserved in one step; `receiving` while the body arrives, `stored` once it became
 * a clip, `refused` when the probe turned it away (it still counts for the hour). Deleted with the
 * account: an upload still arriving then deletes its own bytes, and the sweep
 * (server/services/upload-sweep.ts) deletes any a crash left.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    /** The Content-Length, or what the quota leaves (at most an upload's limit) for a chunked body. */
    reservedBytes: bigint("reserved_bytes", { mode: "number" }).notNull(),
    state: text("state", { enum: ["receiving", "stored", "refused"] })
      .notNull()
      .default("receiving"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("media_uploads_storage_key_key").on(table.storageKey),
    index("media_uploads_user_created_idx").on(table.userId, table.createdAt),
    index("media_uploads_state_created_idx").on(table.state, table.createdAt),
  ],
);

export const pendingByteDeletions = pgTable("pending_byte_deletions", {
  storageKey: text("storage_key").primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Export my data": the request, built by a "data-export" job of the job queue (`jobs`, server/jobs/),
 * whose archive is written to the media store. The download link's token is stored as a SHA-256 hash,
 * single use; the archive is deleted when it expires.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    tokenHash: text("token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
  },
  (table) => [
    index("data_exports_user_id_idx").on(table.userId),
    index("data_exports_status_idx").on(table.status),
    uniqueIndex("data_exports_token_hash_key").on(table.tokenHash),
  ],
);

/**
 * An account's paid plan (docs/product.md §Plans). No row means the free trial, which runs 14 days from
 * sign-up; a row is written when the customer chooses Basic or Pro, or an administrator sets
 * Enterprise with its own `limits`. Paid periods renew; collecting the money is not built yet.
 */
export const accountPlans = pgTable(
  "account_plans",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["basic", "pro", "enterprise"] }).notNull(),
    billingPeriod: text("billing_period", { enum: ["monthly", "yearly"] }),
    periodStartsAt: timestamp("period_starts_at", { withTimezone: true }).notNull(),
    periodEndsAt: timestamp("period_ends_at", { withTimezone: true }).notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    /** Enterprise only: the limits an administrator set for this account. */
    limits: jsonb("limits").$type<PlanLimits>(),
    /** Whether video generation may go past the plan's minutes, each extra minute at the plan's price. */
    extraMinutesAllowed: boolean("extra_minutes_allowed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("account_plans_plan_check", sql`${table.plan} in ('basic', 'pro', 'enterprise')`),
    check(
      "account_plans_billing_period_check",
      sql`${table.billingPeriod} is null or ${table.billingPeriod} in ('monthly', 'yearly')`,
    ),
  ],
);

/**
 * Every plan change with its prorated amount, for the admin inbox: whoever collects the money reads
 * it there. The name and address are the account's at the time of the change.
 */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    fromPlan: text("from_plan").notNull(),
    toPlan: text("to_plan").notNull(),
    billingPeriod: text("billing_period"),
    creditCents: integer("credit_cents").notNull(),
    chargeCents: integer("charge_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    index("plan_changes_created_at_idx").on(table.createdAt),
    index("plan_changes_user_id_idx").on(table.userId),
  ],
);

/** Seconds of video generated for an account, one row per finished clip: what the monthly minutes count. */
export const generationUsage = pgTable(
  "generation_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seconds: integer("seconds").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("generation_usage_user_recorded_idx").on(table.userId, table.recordedAt)],
);
/* ─── Job queue (server/jobs/, docs/decisions/0035-one-job-queue.md) ─────────────────────────── */

export const JOB_STATES = ["queued", "running", "succeeded", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Every kind of background work: a row per job. A worker claims a due row with `FOR UPDATE SKIP
 * LOCKED` and holds it under a lease (`lease_owner` until `lease_expires_at`) that its heartbeat
 * renews; a killed worker's lease expires and any worker claims the job again. `group_key` (an
 * account) bounds how many of a kind's jobs of one group run at once. Finished rows stay a week.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    groupKey: text("group_key"),
    state: text("state", { enum: JOB_STATES }).notNull().default("queued"),
    /** When the job is due: now for a new job, later after a failed attempt (backoff) or a schedule. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far, this one included. */
    attempts: integer("attempts").notNull().default(0),
    /** Null: the kind's own bound. */
    maxAttempts: integer("max_attempts"),
    lastError: text("last_error"),
    leaseOwner: uuid("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("jobs_due_idx").on(table.kind, table.state, table.runAt),
    index("jobs_group_idx").on(table.kind, table.groupKey, table.startedAt),
    index("jobs_finished_at_idx").on(table.finishedAt),
  ],
);

/**
 * Invitations to answer an account's live chats (decision 0053): the mailed link's token as a
 * SHA-256 hash only, single use (used_at), valid for TEAM_LIMITS.invitationDays. Revoking deletes the
 * row, so a revoked link is as unknown as a made-up one. Deleted with the account.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("team_invitations_token_hash_key").on(table.tokenHash),
    index("team_invitations_account_idx").on(table.accountId, table.createdAt),
    // The retention purge deletes expired invitations by this (server/repositories/retention.ts).
    index("team_invitations_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * Accounts made by accepting an invitation (decision 0053), one row each: `accountId` is the account
 * whose chats the member answers. Removal, or the owner's account being deleted, empties it (the row
 * stays, so the member's next call is refused rather than let into an account of their own).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").references(() => users.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [index("team_members_account_idx").on(table.accountId)],
);
