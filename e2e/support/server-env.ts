/**
 * The environment of a production server the browser tests start (the suite's, playwright.config.ts,
 * and a spec's own, own-server.ts): on 127.0.0.1 at `origin`, its data in `dataDir`, PostgreSQL when
 * `databaseUrl` is given and PGlite in `dataDir` otherwise. Settings a developer's shell may hold
 * for their own server are cleared, so no test mails anyone or writes into another database.
 */
export function e2eServerEnv(options: {
  port: number;
  origin: string;
  dataDir: string;
  databaseUrl?: string;
}): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    PUBLIC_URL: options.origin,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    SMTP_URL: "",
    REDIS_URL: "",
    COOKIE_DOMAIN: "",
    APP_URL: "",
    SCHEDULER_URL: "",
    LOG_LEVEL: "warn",
  };
}
