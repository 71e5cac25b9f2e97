import pg from "pg";

/**
 * The database the e2e server writes to. The server runs on PostgreSQL when E2E_DATABASE_URL is set
 * (npm test starts a throwaway PostgreSQL and sets it). With the default embedded PGlite the server
 * holds the data folder's exclusive lock, so no second process can read it: tests that check stored
 * rows need PostgreSQL, and say so.
 */
export function databaseUrl(): string | undefined {
  return process.env.E2E_DATABASE_URL || undefined;
}

/** For `test.skip(!hasDatabaseAccess(), DATABASE_ACCESS_HINT)` in tests that read rows. */
export function hasDatabaseAccess(): boolean {
  return databaseUrl() !== undefined;
}

export const DATABASE_ACCESS_HINT =
  "Reading the e2e database needs PostgreSQL: run `npm test` (it starts one when PostgreSQL is installed), " +
  "or set E2E_DATABASE_URL=postgres://… to an empty database before `npx playwright test`.";

/** Runs one parameterised query against the e2e server's database and returns its rows. */
export async function queryDatabase<Row extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const url = databaseUrl();
  if (!url) throw new Error(DATABASE_ACCESS_HINT);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<Row>(sql, params);
    return result.rows;
  } finally {
    await client.end();
  }
}
