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
  /** The account exists and `--promote-existing` was not given: nothing changed. */
  | { outcome: "exists"; email: string }
  /** The account exists and a password was given, which this command never sets: nothing changed. */
  | { outcome: "exists-password-given"; email: string }
  /** The account exists but nobody proved the address is theirs: nothing changed (decision 0007). */
  | { outcome: "unverified"; email: string }
  | { outcome: "invalid-email"; email: string; problem: string }
  | { outcome: "weak-password"; email: string; problems: string[] };

export type AdminRequest = {
  /** ADMIN_PASSWORD: only ever the password of an account this command creates. */
  password?: string;
  /** `--promote-existing`: an account that exists may be made an administrator. */
  promoteExisting?: boolean;
};

/**
 * docs/product.md §Security: administrators are made by a command, never by the API. Without an account, one is
 * created with the password given (ADMIN_PASSWORD) when it meets the sign-up rules; the operator
 * typed the address, so it counts as verified. An account that exists is only promoted when the
 * operator says so (`promoteExisting`) and its owner has verified the address: otherwise whoever
 * signed up with the address first, an attacker included, would become the administrator
 *. Its open sessions end, so the next sign-in carries the admin token.
 */
export async function createOrPromoteAdmin(
  db: Database,
  rawEmail: string,
  { password, promoteExisting = false }: AdminRequest = {},
): Promise<AdminOutcome> {
  const parsed = RecoveryBody.shape.email.safeParse(rawEmail);
  if (!parsed.success) {
    return { outcome: "invalid-email", email: rawEmail, problem: parsed.error.issues[0]?.message ?? "" };
  }
  const email = parsed.data;
  const user = await findUserByEmail(db, email);
  if (user) {
    if (password !== undefined) return { outcome: "exists-password-given", email };
    if (user.role === "admin" && user.emailVerifiedAt)
      return { outcome: "already-admin", userId: user.id, email };
    if (!promoteExisting) return { outcome: "exists", email };
    if (!user.emailVerifiedAt) return { outcome: "unverified", email };
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
    emailVerifiedAt: new Date(),
  });
  // Taken between the lookup and the insert (someone signed up that instant): that account is not
  // the operator's, and its password is not ADMIN_PASSWORD.
  if (!created) return { outcome: "exists-password-given", email };
  return { outcome: "created", userId: created.id, email };
}
