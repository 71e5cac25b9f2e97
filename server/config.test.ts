import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("starts with no settings at all: port 3000, PGlite in ./data, this site as its public URL", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      appUrl: undefined,
      schedulerUrl: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      cookieDomain: undefined,
      logLevel: "info",
      webRoot: path.resolve("build/client"),
    });
  });

  it("reads every setting it is given", () => {
    const config = loadConfig({
      NODE_ENV: "development",
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/avatalk",
      DATABASE_URL: "postgresql://avatalk:secret@db:5432/avatalk",
      PUBLIC_URL: "https://avatalk.example/",
      APP_URL: "https://app.avatalk.example",
      SCHEDULER_URL: "https://cal.example.com/avatalk",
      SMTP_URL: "smtps://user:pass@mail.example.com",
      SALES_EMAIL: "team@avatalk.example",
      COOKIE_DOMAIN: "avatalk.example",
      REDIS_URL: "redis://cache:6379",
      LOG_LEVEL: "debug",
    });
    expect(config).toMatchObject({
      env: "development",
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/avatalk",
      databaseUrl: "postgresql://avatalk:secret@db:5432/avatalk",
      // Without the trailing slash, so links can be joined with a path.
      publicUrl: "https://avatalk.example",
      appUrl: "https://app.avatalk.example",
      schedulerUrl: "https://cal.example.com/avatalk",
      smtpUrl: "smtps://user:pass@mail.example.com",
      salesEmail: "team@avatalk.example",
      cookieDomain: "avatalk.example",
      redisUrl: "redis://cache:6379",
      logLevel: "debug",
    });
  });

  it("derives the public URL from PORT when none is given", () => {
    expect(loadConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });

  it("treats empty values as unset, as a blank line in an env file means", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", APP_URL: "", COOKIE_DOMAIN: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appUrl).toBeUndefined();
    expect(config.cookieDomain).toBeUndefined();
  });

  it("names every invalid variable in one error instead of failing on the first", () => {
    const load = () =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://db/avatalk",
        SMTP_URL: "http://mail.example.com",
        PUBLIC_URL: "not a url",
        SALES_EMAIL: "sales",
        LOG_LEVEL: "loud",
        NODE_ENV: "staging",
      });
    expect(load).toThrow(ConfigError);
    let message = "";
    try {
      load();
    } catch (error) {
      message = error instanceof Error ? error.message : "";
    }
    expect(message).toMatch(/^Invalid environment configuration:/);
    for (const name of [
      "PORT",
      "DATABASE_URL",
      "SMTP_URL",
      "PUBLIC_URL",
      "SALES_EMAIL",
      "LOG_LEVEL",
      "NODE_ENV",
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
    }
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
  });

  it("refuses a port outside 0-65535", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("writes readable lines to a terminal and JSON lines anywhere else, unless LOG_FORMAT says", () => {
    expect(loadConfig({}, true).prettyLogs).toBe(true);
    expect(loadConfig({}, false).prettyLogs).toBe(false);
    expect(loadConfig({ LOG_FORMAT: "json" }, true).prettyLogs).toBe(false);
    expect(loadConfig({ LOG_FORMAT: "pretty" }, false).prettyLogs).toBe(true);
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
  });

  it("leaves the pages to the web dev server when SERVE_WEB is false", () => {
    expect(loadConfig({}).webRoot).toMatch(/build\/client$/);
    expect(loadConfig({ SERVE_WEB: "false" }).webRoot).toBeUndefined();
  });
});

describe("loadConfig: AUTH_SECRET", () => {
  it("is unset by default, so the server keeps a generated one in DATA_DIR", () => {
    expect(loadConfig({}).authSecret).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: "" }).authSecret).toBeUndefined();
  });

  it("reads a secret of 32 characters or more", () => {
    const secret = "s".repeat(32);
    expect(loadConfig({ AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it("refuses a secret shorter than 32 characters, naming the variable", () => {
    expect(() => loadConfig({ AUTH_SECRET: "too-short" })).toThrow(/AUTH_SECRET: must be at least 32/);
  });
});
