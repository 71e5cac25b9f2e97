import { newPassword, RecoveryBody } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import type { Database } from "#server/db/client.ts";
import { revokeAllSessionsOfUser } from "#server/repositories/sessions.ts";
import { findUserByEmail, insertUser, setUserRole } from "#server/repositories/users.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { hashPassword } from "./passwords.ts";

/** The name a created administrator starts with; they change it in the portal. */
export const NEW_ADMIN_NAME = "Administrator";

export type AdminOutcome =
  | { outcome: "promoted" | "already-admin" | "created"; userId: string; email: string }
  | { outcome: "no-account"; email: string }
  | { outcome: "invalid-email"; email: string; problem: string }
  | { outcome: "weak-password"; email: string; problems: string[] };

/**
 * DESIGN §4: administrators are made by a command, never by the API. An account that exists is
 * promoted (its open sessions end, so the next sign-in carries the admin token); otherwise, with a
 * password given (ADMIN_PASSWORD), one is created, when the password meets the sign-up rules.
 */
export async function createOrPromoteAdmin(
  db: Database,
  rawEmail: string,
  password?: string,
): Promise<AdminOutcome> {
  const parsed = RecoveryBody.shape.email.safeParse(rawEmail);
  if (!parsed.success) {
    return { outcome: "invalid-email", email: rawEmail, problem: parsed.error.issues[0]?.message ?? "" };
  }
  const email = parsed.data;
  const user = await findUserByEmail(db, email);
  if (user) {
    if (user.role === "admin") return { outcome: "already-admin", userId: user.id, email };
    await setUserRole(db, user.id, "admin");
    await revokeAllSessionsOfUser(db, user.id);
    return { outcome: "promoted", userId: user.id, email };
  }
  if (password === undefined) return { outcome: "no-account", email };

  const policy = newPassword.safeParse(password);
  const problems = policy.success ? [] : policy.error.issues.map((issue) => issue.message);
  if (policy.success && isCommonPassword(password)) problems.push(messages.auth.passwordCommon);
  if (problems.length > 0) return { outcome: "weak-password", email, problems };

  const created = await insertUser(db, {
    fullName: NEW_ADMIN_NAME,
    email,
    phone: "",
    passwordHash: await hashPassword(password),
    role: "admin",
  });
  // Taken between the lookup and the insert (someone signed up that instant): promote that one.
  if (!created) return createOrPromoteAdmin(db, email);
  return { outcome: "created", userId: created.id, email };
}
