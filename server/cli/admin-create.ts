import { site } from "#content/site.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { FolderLockedError } from "#server/db/folder-lock.ts";
import { type AdminOutcome, createOrPromoteAdmin } from "#server/services/admins.ts";

const PROMOTE_FLAG = "--promote-existing";

const USAGE = `Usage: ADMIN_PASSWORD='…' npm run admin:create -- <email>
       npm run admin:create -- <email> ${PROMOTE_FLAG}

Creates a ${site.name} administrator with the password in ADMIN_PASSWORD. An account that already
uses the address is never changed unless you add ${PROMOTE_FLAG}, and then only when its owner has
verified the address (the link mailed at sign-up); ADMIN_PASSWORD never changes an existing account.`;

/** What the command says for each outcome, and its exit code. */
function report(result: AdminOutcome): { text: string; code: number } {
  switch (result.outcome) {
    case "promoted":
      return {
        text: `Promoted the existing, verified account ${result.email} to administrator; its password is unchanged and its sessions were ended. Sign in again to open the admin inbox.`,
        code: 0,
      };
    case "already-admin":
      return { text: `${result.email} was already an administrator. Nothing changed.`, code: 0 };
    case "created":
      return {
        text: `Created the administrator ${result.email}. Sign in with the password from ADMIN_PASSWORD.`,
        code: 0,
      };
    case "no-account":
      return {
        text: `No ${site.name} account uses ${result.email}. Set ADMIN_PASSWORD to create an administrator with it. Nothing changed.`,
        code: 1,
      };
    case "exists":
      return {
        text: `An account already uses ${result.email}; it was not changed. If it is yours, run again with ${PROMOTE_FLAG} to make it an administrator (its owner must have verified the address).`,
        code: 1,
      };
    case "exists-password-given":
      return {
        text: `An account already uses ${result.email}, so ADMIN_PASSWORD was not used and nothing changed: this command only sets the password of an account it creates. Someone else may have signed up with this address. To promote the account anyway, unset ADMIN_PASSWORD and run again with ${PROMOTE_FLAG}.`,
        code: 1,
      };
    case "unverified":
      return {
        text: `The account ${result.email} has not verified its email address, so it was not made an administrator. Its owner must follow the link mailed at sign-up (or send a new one from the dashboard), then run this again.`,
        code: 1,
      };
    case "invalid-email":
      return { text: `"${result.email}" is not an email address: ${result.problem}`, code: 2 };
    case "weak-password":
      return { text: `ADMIN_PASSWORD is not accepted:\n- ${result.problems.join("\n- ")}`, code: 1 };
  }
}

/** The address and the flag; undefined when the arguments are not what the usage says. */
function parseArguments(args: string[]): { email: string; promoteExisting: boolean } | undefined {
  const promoteExisting = args.includes(PROMOTE_FLAG);
  const rest = args.filter((arg) => arg !== PROMOTE_FLAG);
  const [email] = rest;
  if (rest.length !== 1 || !email || email.startsWith("--")) return undefined;
  return { email, promoteExisting };
}

/**
 * `npm run admin:create -- <email> [--promote-existing]` (docs/product.md §Security, decision 0007). Uses the
 * server's settings (DATA_DIR or DATABASE_URL). The embedded database allows one process per
 * folder, so with a server running on it the command stops with a clear message instead of waiting
 * or corrupting anything.
 */
async function run(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const password = process.env.ADMIN_PASSWORD || undefined;
    const outcome = await createOrPromoteAdmin(database.db, parsed.email, {
      password,
      promoteExisting: parsed.promoteExisting,
    });
    const { text, code } = report(outcome);
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
