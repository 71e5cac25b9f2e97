import pg from "pg";

/**
 * The e2e server runs on the PostgreSQL database named by E2E_DATABASE_URL: `npm test` and
 * `npm run test:e2e` create a fresh one. (The embedded PGlite would be locked by the running server,
 * so no test could read what the browser stored.) A bare `npx playwright test` must set it itself.
 */
const DATABASE_ACCESS_HINT =
  "Reading the e2e database needs PostgreSQL: run `npm test` or `npm run test:e2e` (they start one), " +
  "or set E2E_DATABASE_URL=postgres://… to an empty database before `npx playwright test`.";

/** Runs one parameterised query against the e2e server's database and returns its rows. */
export async function queryDatabase<Row extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const url = process.env.E2E_DATABASE_URL;
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
