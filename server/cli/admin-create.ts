import { site } from "#content/site.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { FolderLockedError } from "#server/db/folder-lock.ts";
import { type AdminOutcome, createOrPromoteAdmin } from "#server/services/admins.ts";

const USAGE = `Usage: npm run admin:create -- <email>

Makes the ${site.name} account with this address an administrator. Without such an account, set
ADMIN_PASSWORD to create one:  ADMIN_PASSWORD='…' npm run admin:create -- <email>`;

/** What the command says for each outcome, and its exit code. */
function report(result: AdminOutcome): { text: string; code: number } {
  switch (result.outcome) {
    case "promoted":
      return {
        text: `${result.email} is now an administrator. Sign in again to open the admin inbox.`,
        code: 0,
      };
    case "already-admin":
      return { text: `${result.email} was already an administrator.`, code: 0 };
    case "created":
      return {
        text: `Created the administrator ${result.email}. Sign in with the password from ADMIN_PASSWORD.`,
        code: 0,
      };
    case "no-account":
      return {
        text: `No ${site.name} account uses ${result.email}. Sign up with it first, or set ADMIN_PASSWORD to create one.`,
        code: 1,
      };
    case "invalid-email":
      return { text: `"${result.email}" is not an email address: ${result.problem}`, code: 2 };
    case "weak-password":
      return { text: `ADMIN_PASSWORD is not accepted:\n- ${result.problems.join("\n- ")}`, code: 1 };
  }
}

/**
 * `npm run admin:create -- <email>` (DESIGN §4, the portal issue). Uses the server's settings
 * (DATA_DIR or DATABASE_URL). The embedded database allows one process per folder, so with a server
 * running on it the command stops with a clear message instead of waiting or corrupting anything.
 */
async function run(): Promise<number> {
  const email = process.argv[2];
  if (!email || email === "--help") {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const password = process.env.ADMIN_PASSWORD || undefined;
    const { text, code } = report(await createOrPromoteAdmin(database.db, email, password));
    (code === 0 ? process.stdout : process.stderr).write(`${text}\n`);
    return code;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof FolderLockedError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
