import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { type BuildAppOptions, buildApp } from "#server/app.ts";
import { type AppConfig, loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { newTestDataDir } from "./data-dirs.ts";
import { pgliteTemplate } from "./pglite-template.ts";

export type TestDatabase = DatabaseHandle & {
  /**
   * A second client of the same database, as another replica would have: its own pool on
   * PostgreSQL; on PGlite (one process, one connection) the same handle, whose close does nothing.
   */
  openAnotherClient(): Promise<DatabaseHandle>;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * created on the PostgreSQL server named by TEST_DATABASE_URL (and dropped when closed).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ initialData: pgliteTemplate() });
    return { ...handle, openAnotherClient: async () => ({ ...handle, close: async () => {} }) };
  }

  const name = `avatalk_test_${randomUUID().replaceAll("-", "")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    openAnotherClient: () => openDatabase({ databaseUrl: url.toString() }),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: newTestDataDir(),
    },
    false,
  );
  // The media tests' ffmpeg, installed where we may (scripts/find-ffmpeg.ts), found on PATH otherwise.
  return { ...config, ffmpeg: ensureFfmpeg(), ...overrides };
}

/**
 * A mail sender (the queue's "mail" kind) that looks at the database when the app starts and then not
 * for a minute: in a test, a mail a route queues is sent only if something wakes the sender (the
 * route's `app.mailSender.wake()`, or `enqueueMail`'s NOTIFY at commit).
 */
export const MAIL_SENDER_WOKEN_ONLY: NonNullable<BuildAppOptions["mailSender"]> = {
  options: { pollIntervalMs: 60_000 },
};

/**
 * The API with a fresh database and no web build, for `app.inject`. The database is migrated and
 * seeded by the app and closed with it: call `app.close()` in afterAll.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, "mailSender" | "clipWorker" | "generationJobs"> = {},
): Promise<FastifyInstance & { database: DatabaseHandle }> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  // API tests check what a request queues; the "mail" kind, which delivers and then clears queued
  // mails, has tests of its own (server/services/mail-sender.test.ts), so it is not run here.
  const app = await buildApp(config, {
    database,
    serveWeb: false,
    mailSender: options.mailSender ?? { enabled: false },
    ...(options.clipWorker ? { clipWorker: options.clipWorker } : {}),
    ...(options.generationJobs ? { generationJobs: options.generationJobs } : {}),
    siteAssistant: false,
  });
  // Removed here as well as after each test file: the page-weight bench builds its app outside Vitest.
  app.addHook("onClose", async () => {
    await database.close();
    await fs.rm(config.dataDir, { recursive: true, force: true });
  });
  return app;
}
