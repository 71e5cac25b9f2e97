import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "#server/db/client.ts";

/**
 * One migrated in-memory PGlite, dumped once per test run, that every test database starts from:
 * a new PGlite cluster costs 1.5-2.7 s here (initdb), one loaded from the dump 0.4-0.8 s, and the
 * node tests open about forty. Start-up on a new folder keeps its own tests: the server and the
 * admin command are started as processes on empty folders (server/main.test.ts,
 * server/cli/admin-create.test.ts).
 */
const TEMPLATE_VARIABLE = "AVATALK_TEST_PGLITE_TEMPLATE";

/** The dumped template when this run has one (Vitest's global setup makes it), else undefined. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_VARIABLE];
  if (!file || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}

/** Vitest global setup: writes the template and points the workers at it; removes it afterwards. */
export default async function setup(): Promise<() => void> {
  // A run against PostgreSQL (TEST_DATABASE_URL) opens no PGlite.
  if (process.env.TEST_DATABASE_URL) return () => {};
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[TEMPLATE_VARIABLE] = file;
  return () => {
    delete process.env[TEMPLATE_VARIABLE];
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
