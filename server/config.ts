import path from "node:path";
import { z } from "zod";
// The pure brand module only: web/lib/hosts.ts reads the web build's environment (STYLE: server).
import { site } from "#content/site.ts";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
    message: "must be a postgres:// or postgresql:// URL",
  }),
  PUBLIC_URL: optionalUrl,
  APP_URL: optionalUrl,
  SCHEDULER_URL: optionalUrl,
  SMTP_URL: optionalUrl.refine((url) => !url || /^smtps?:\/\//.test(url), {
    message: "must be an smtp:// or smtps:// URL",
  }),
  SALES_EMAIL: z.email().default(site.salesEmail),
  MAIL_FROM: z.string().min(3).default(site.mailFrom),
  COOKIE_DOMAIN: z.string().trim().optional(),
  // Signs the session tokens (DESIGN §4). Unset: a random one is kept in DATA_DIR (auth-secret.ts).
  AUTH_SECRET: z
    .string()
    .trim()
    .optional()
    .refine((secret) => !secret || secret.length >= 32, {
      message: "must be at least 32 characters (e.g. `openssl rand -base64 48`)",
    }),
  REDIS_URL: optionalUrl,
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value, context): boolean | number | string[] => {
      if (value === "false" || value === "") return false;
      if (value === "true") return true;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean);
      if (addresses.length === 0)
        context.addIssue({ code: "custom", message: "must be true, false, a hop count or addresses" });
      return addresses;
    }),
  // Load tests and the browser tests only: multiplies every rate limit, so many requests from one
  // address are not refused.
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "pretty", "json"]).default("auto"),
  SERVE_WEB: z.enum(["true", "false"]).default("true"),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appUrl: string | undefined;
  schedulerUrl: string | undefined;
  smtpUrl: string | undefined;
  salesEmail: string;
  mailFrom: string;
  cookieDomain: string | undefined;
  /**
   * Key of the session tokens (HMAC-SHA-256). Without it the server generates one and keeps it in
   * `<dataDir>/auth-secret`; replicas must share one, so they set it.
   */
  authSecret: string | undefined;
  redisUrl: string | undefined;
  /** Every rate limit's maximum is multiplied by this (1 in production; raised for load tests). */
  rateLimitScale: number;
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For: false (default: the client address is the socket's), a
   * hop count, or trusted addresses. Trusting every proxy would let clients pick their own IP and
   * walk around the per-IP rate limits.
   */
  trustProxy: boolean | number | string[];
  /** Human-readable log lines: stdout is a terminal (LOG_FORMAT=pretty|json overrides). */
  prettyLogs: boolean;
  /** Folder of the built web app (build/client); absent in API-only tests. */
  webRoot: string | undefined;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The only reader of process.env (STYLE: server). Fails with every problem named at once. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal: boolean = Boolean(process.stdout.isTTY),
): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    appUrl: e.APP_URL,
    schedulerUrl: e.SCHEDULER_URL,
    smtpUrl: e.SMTP_URL,
    salesEmail: e.SALES_EMAIL,
    mailFrom: e.MAIL_FROM,
    cookieDomain: e.COOKIE_DOMAIN || undefined,
    authSecret: e.AUTH_SECRET || undefined,
    redisUrl: e.REDIS_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    prettyLogs: e.LOG_FORMAT === "pretty" || (e.LOG_FORMAT === "auto" && stdoutIsTerminal),
    // `npm run dev` serves the pages from the web dev server and runs the API alone.
    webRoot: e.SERVE_WEB === "true" ? path.resolve("build/client") : undefined,
  };
}
