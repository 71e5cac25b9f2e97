import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/repositories/jobs.ts";
import { openDatabase } from "./client.ts";
import { createClusterApart } from "./new-cluster.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-new-cluster-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("a new cluster made apart", () => {
  it("is made in its own thread, then opened, migrated and used as any existing one", {
    timeout: 180_000,
  }, async () => {
    const pgdata = path.join(folder, "pgdata");
    await createClusterApart(pgdata);
    expect(fs.readFileSync(path.join(pgdata, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
    const versionFile = fs.statSync(path.join(pgdata, "PG_VERSION"));

    // The server's way: the cluster exists, so nothing is made again.
    const database = await openDatabase({ dataDir: folder, newClusterApart: true });
    try {
      await database.migrate();
      const result = await database.db.execute(
        sql`select count(*)::int as tables from pg_tables where schemaname = 'public'`,
      );
      const [row] = rowsOf<{ tables: number }>(result);
      expect(row?.tables).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
    expect(fs.statSync(path.join(pgdata, "PG_VERSION")).mtimeMs).toBe(versionFile.mtimeMs);
  });
});
