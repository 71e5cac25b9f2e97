import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { DemoRequestCreated } from "#contracts/demo.ts";
import { Health } from "#contracts/health.ts";
import { messages } from "#contracts/messages.ts";
import { createDatabase, ensurePostgres, type LocalPostgres } from "#scripts/postgres.ts";
import { buildApp } from "#server/app.ts";
import {
  type DatabaseHandle,
  MIGRATION_LOCK_KEY,
  openDatabase,
  POSTGRES_CONNECT_TIMEOUT_MS,
  POSTGRES_POOL_SIZE,
  POSTGRES_POOL_WAIT_MS,
} from "#server/db/client.ts";
import { testConfig } from "#server/test/test-app.ts";
import { createWebFixture } from "#server/test/web-fixture.ts";

/** The longest a visitor may wait for an answer while the database is away. */
const OUTAGE_ANSWER_MS = 2_000;

const demoRequest = {
  method: "POST",
  url: apiPaths.demoRequests,
  payload: { name: "Ada Lovelace", email: "ada@example.com" },
} as const;

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/**
 * A routine PostgreSQL restart must not take the server down. A throwaway
 * PostgreSQL of our own (never TEST_DATABASE_URL's, which we may not stop) is shut down under the
 * running app and started again.
 */
let postgres: LocalPostgres;
beforeAll(async () => {
  postgres = await ensurePostgres({ ...process.env, TEST_DATABASE_URL: "" });
}, 120_000);
afterAll(() => postgres?.stop());

describe("the connection pool on PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("lets a query wait for a busy pool longer than a connect may take", async () => {
    database = await createDatabase(postgres.url, "avatalk_pool");
    handle = await openDatabase({ databaseUrl: database.url });
    // Every connection busy for longer than the connect timeout, and well within the pool's wait.
    const busySeconds = (POSTGRES_CONNECT_TIMEOUT_MS + 1_000) / 1_000;
    expect(busySeconds * 1_000).toBeLessThan(POSTGRES_POOL_WAIT_MS);
    const { db } = handle;
    // Drizzle sends a query when it is awaited: these take every connection before the next one asks.
    const busy = Array.from({ length: POSTGRES_POOL_SIZE }, async () => {
      await db.execute(sql`select pg_sleep(${busySeconds})`);
    });
    const waiting = timed(async () => await db.execute(sql`select 1 as one`));

    const [answer] = await Promise.all([waiting, Promise.all(busy)]);
    expect(answer.result).toMatchObject({ rows: [{ one: 1 }] });
    expect(answer.ms).toBeGreaterThan(POSTGRES_CONNECT_TIMEOUT_MS);
  });
});

describe("migrations on PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  it("wait for the advisory lock, so replicas never run one migration twice", async () => {
    database = await createDatabase(postgres.url, "avatalk_migrate");
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const waitingForLock = async () => {
      const result = await holder.query(
        "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
      );
      return result.rows[0].waiting;
    };
    try {
      // Another replica is migrating: it holds the lock.
      await holder.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
      const replicas = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: database?.url })));
      handles.push(...replicas);
      let finished = 0;
      const migrations = replicas.map((replica) => replica.migrate().then(() => (finished += 1)));

      await expect.poll(waitingForLock, { timeout: 10_000, interval: 50 }).toBe(3);
      expect(finished).toBe(0);

      await holder.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]);
      await Promise.all(migrations);
      const applied = await holder.query("select count(*)::int as count from drizzle.__drizzle_migrations");
      const journal = JSON.parse(fs.readFileSync("server/db/migrations/meta/_journal.json", "utf8"));
      expect(applied.rows[0].count).toBe(journal.entries.length);
    } finally {
      await holder.end();
    }
  });
});

describe("a PostgreSQL restart under the running server", () => {
  let dropDatabase: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    const database = await createDatabase(postgres.url, "avatalk_outage");
    dropDatabase = database.drop;
    webRoot = createWebFixture();
    app = await buildApp(testConfig({ databaseUrl: database.url, webRoot }), {
      mailer: { send: async () => ({ via: "outbox", messageId: "<test@avatalk>", path: "" }) },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("stays up: pages served, 503 quickly for the API, and recovery on its own", async () => {
    // Several idle pooled connections: the server terminates each of them when it shuts down.
    const warm = await Promise.all([1, 2, 3].map(() => app.inject({ method: "GET", url: apiPaths.health })));
    expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    if (!postgres.shutDown || !postgres.startUp) throw new Error("The test PostgreSQL cannot be restarted.");
    postgres.shutDown();

    const health = await timed(() => app.inject({ method: "GET", url: apiPaths.health }));
    expect(health.result.statusCode).toBe(503);
    expect(ApiError.parse(health.result.json())).toEqual({ message: messages.api.databaseUnavailable });
    expect(health.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Home</h1>");

    const write = await timed(() => app.inject(demoRequest));
    expect(write.result.statusCode).toBe(503);
    expect(ApiError.parse(write.result.json())).toEqual({ message: messages.api.unavailable });
    expect(write.result.headers["x-content-type-options"]).toBe("nosniff");
    expect(write.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    postgres.startUp();

    await expect
      .poll(async () => (await app.inject({ method: "GET", url: apiPaths.health })).statusCode, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(200);
    const healthy = await app.inject({ method: "GET", url: apiPaths.health });
    expect(Health.parse(healthy.json())).toEqual({ status: "ok", db: "ok" });
    const stored = await app.inject(demoRequest);
    expect(stored.statusCode).toBe(201);
    DemoRequestCreated.parse(stored.json());
  });
});
