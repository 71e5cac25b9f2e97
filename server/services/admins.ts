import { normaliseEmail } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { revokeAllSessionsOfUser } from "#server/repositories/sessions.ts";
import { findUserByEmail, setUserRole } from "#server/repositories/users.ts";

export type Promotion =
  | { outcome: "promoted" | "already-admin"; userId: string; email: string }
  | { outcome: "no-account"; email: string };

/**
 * DESIGN §4: administrators are made by a command, never by the API. The person signs up like any
 * customer; the command promotes that account. Its open sessions end, so the next sign-in carries
 * the admin token.
 */
export async function promoteToAdmin(db: Database, rawEmail: string): Promise<Promotion> {
  const email = normaliseEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (!user) return { outcome: "no-account", email };
  if (user.role === "admin") return { outcome: "already-admin", userId: user.id, email };
  await setUserRole(db, user.id, "admin");
  await revokeAllSessionsOfUser(db, user.id);
  return { outcome: "promoted", userId: user.id, email };
}
