import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { createDatabase } from "#scripts/postgres.ts";
import { type LocalRedis, startLocalRedis } from "#scripts/redis.ts";
import { openDatabase } from "#server/db/client.ts";
import { formRateLimits } from "#server/plugins/rate-limit.ts";
import { type Replica, startReplica } from "#server/test/replicas.ts";

/**
 * docs/product.md §System, scale-out: with REDIS_URL set, replicas share the rate limits, so a visitor cannot
 * multiply a limit by the number of servers behind the load balancer. Two server processes, one
 * Redis, and one PostgreSQL database when the run has one (each its own PGlite otherwise).
 */
describe("two server processes with one Redis", () => {
  let redis: LocalRedis;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let replicas: Replica[] = [];

  beforeAll(async () => {
    redis = await startLocalRedis();
    const env: Record<string, string> = { REDIS_URL: redis.url };
    if (process.env.TEST_DATABASE_URL) {
      database = await createDatabase(process.env.TEST_DATABASE_URL, "avatalk_replicas");
      // Migrated once here, so the test is about the rate limits, not two replicas migrating at once.
      const handle = await openDatabase({ databaseUrl: database.url });
      await handle.migrate();
      await handle.close();
      env.DATABASE_URL = database.url;
    }
    replicas = await Promise.all([startReplica(env), startReplica(env)]);
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await database?.drop();
    await redis?.stop();
  });

  const bookDemo = (replica: Replica, attempt: number) =>
    fetch(`${replica.url}/api/demo-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `Ada ${attempt}`, email: "ada@example.com" }),
    });

  it("holds the demo form's limit across both: the requests after it answer 429 on either", async () => {
    const { max } = formRateLimits.demoRequest;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < max; attempt += 1) {
      const replica = replicas[attempt % 2];
      if (!replica) throw new Error("two replicas are running");
      statuses.push((await bookDemo(replica, attempt)).status);
    }
    expect(statuses).toEqual(Array(max).fill(201));

    for (const replica of replicas) {
      const limited = await bookDemo(replica, max);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(ApiError.safeParse(await limited.json()).success).toBe(true);
    }
  });
});
