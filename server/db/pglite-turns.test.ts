import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeTurnsBetweenQueries } from "./pglite-turns.ts";

describe("PGlite queries taking turns with the event loop", () => {
  let plain: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    client = takeTurnsBetweenQueries(await PGlite.create());
  });
  afterAll(async () => {
    await Promise.all([plain.close(), client.close()]);
  });

  /** How many of a burst of queued queries had finished when a request waiting on the loop got its turn. */
  async function finishedBeforeTheLoopTurned(database: PGlite) {
    let finished = 0;
    const burst = Array.from({ length: 20 }, () =>
      database.query("select count(*) from generate_series(1, 2000)").then(() => {
        finished += 1;
      }),
    );
    const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    await Promise.all(burst);
    return seen;
  }

  it("plain PGlite runs a queued burst without a turn of the loop between its queries", async () => {
    // The stall this module exists for: if PGlite ever yields on its own, this fails and the
    // wrapper can go.
    expect(await finishedBeforeTheLoopTurned(plain)).toBe(20);
  });

  it("runs one query per turn of the event loop, so a waiting request is served between them", async () => {
    expect(await finishedBeforeTheLoopTurned(client)).toBeLessThanOrEqual(1);
  });

  it("keeps their order and their results, and a failed query does not stop the ones after it", async () => {
    const results = await Promise.allSettled([
      client.query<{ n: number }>("select 1 as n"),
      client.query("select * from no_such_table"),
      client.query<{ n: number }>("select $1::int as n", [3]),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[2]).toMatchObject({ value: { rows: [{ n: 3 }] } });
  });

  it("leaves transactions to PGlite's own lock", async () => {
    const inside = await client.transaction(async (tx) => {
      await tx.query("create temporary table turns (n int)");
      await tx.query("insert into turns values (1), (2)");
      return (await tx.query<{ total: number }>("select sum(n)::int as total from turns")).rows[0]?.total;
    });
    expect(inside).toBe(3);
  });
});
