import { site } from "#content/site.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { promoteToAdmin } from "#server/services/admins.ts";

/**
 * `npm run admin:create -- <email>`: makes the account with this address an administrator (DESIGN
 * §4). Uses the same settings as the server (DATA_DIR or DATABASE_URL); with the embedded database,
 * stop the server first (one process per data folder).
 */
async function run(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error("Usage: npm run admin:create -- <email of an account that has signed up>");
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await promoteToAdmin(database.db, email);
    if (result.outcome === "no-account") {
      console.error(
        `No ${site.name} account uses ${result.email}. Sign up with it first, then run this again.`,
      );
      return 1;
    }
    const done = result.outcome === "promoted" ? "is now an administrator" : "was already an administrator";
    process.stdout.write(`${result.email} ${done}. Sign in again to open the admin area.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
