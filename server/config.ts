import path from "node:path";
import { z } from "zod";
// The pure brand module only: web/lib/hosts.ts reads the web build's environment (docs/product.md §Conventions).
import { site } from "#content/site.ts";
import type { GenerationConfig } from "#server/generation/generation-plugin.ts";
import { FfmpegNotFoundError, type FfmpegTools, findFfmpeg } from "#server/media/ffmpeg-tools.ts";
import { parseS3Url } from "#server/media/s3-store.ts";

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
  // Signs the session tokens (docs/product.md §Security). Unset: a random one is kept in DATA_DIR (auth-secret.ts).
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
  // The media pipeline's programs (server/media/ffmpeg-tools.ts); unset: found on PATH.
  FFMPEG_PATH: z.string().trim().optional(),
  FFPROBE_PATH: z.string().trim().optional(),
  PATH: z.string().optional(),
  // Lifelike presenters from providers (server/generation/); the base URLs point tests at stand-ins.
  HEYGEN_API_KEY: z.string().trim().optional(),
  HEYGEN_BASE_URL: z.url().default("https://api.heygen.com"),
  DID_API_KEY: z.string().trim().optional(),
  DID_BASE_URL: z.url().default("https://api.d-id.com"),
  // Clips in an S3-compatible bucket (server/media/s3-store.ts, docs/deployment.md "Clips").
  S3_URL: optionalUrl.superRefine((url, context) => {
    if (!url) return;
    try {
      parseS3Url(url);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
    }
  }),
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
  /**
   * ffmpeg and ffprobe, found at start-up. Missing: the server runs, and clip uploads answer 503 with
   * what to install (docs/decisions/0024-media-pipeline.md).
   */
  ffmpeg: FfmpegTools | undefined;
  /** An S3-compatible bucket for clips; unset: PostgreSQL (with DATABASE_URL) or the local disk. */
  s3Url: string | undefined;
  /** The video providers with a key (docs/decisions/0042-generated-video-answers.md); none: the studio only. */
  generation?: GenerationConfig;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The only reader of process.env (docs/product.md §Conventions). Fails with every problem named at once. */
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
  let ffmpeg: FfmpegTools | undefined;
  try {
    ffmpeg = findFfmpeg({ ffmpegPath: e.FFMPEG_PATH, ffprobePath: e.FFPROBE_PATH, searchPath: e.PATH });
  } catch (error) {
    if (!(error instanceof FfmpegNotFoundError)) throw error;
    throw new ConfigError(`Invalid environment configuration:\n  ${error.message}`);
  }
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
    ffmpeg,
    s3Url: e.S3_URL,
    generation: {
      heygen: e.HEYGEN_API_KEY ? { apiKey: e.HEYGEN_API_KEY, baseUrl: e.HEYGEN_BASE_URL } : undefined,
      did: e.DID_API_KEY ? { apiKey: e.DID_API_KEY, baseUrl: e.DID_BASE_URL } : undefined,
    },
  };
}
