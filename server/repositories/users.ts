import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { UserRole } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";

export type UserRecord = typeof users.$inferSelect;

export type NewUser = {
  fullName: string;
  /** Already normalised (contracts/auth.ts normaliseEmail). */
  email: string;
  phone: string;
  passwordHash: string;
  role?: UserRole;
  /** Set only where the address is known to be the owner's (an operator's admin:create). */
  emailVerifiedAt?: Date;
};

/** The public key of a customer's embed snippet: "wk_" and 128 random bits. */
export function newWidgetKey(): string {
  return `wk_${randomBytes(16).toString("base64url")}`;
}

/** PostgreSQL's unique_violation, as both drivers report it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`.
  for (let depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === "23505" && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}

/** Inserts the account; undefined when the address is already taken (even by a concurrent insert). */
export async function insertUser(db: Database, user: NewUser): Promise<UserRecord | undefined> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...user, role: user.role ?? "customer", widgetKey: newWidgetKey() })
      .returning();
    if (!row) throw new Error("insert into users returned no row");
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "users_email_key")) return undefined;
    throw error;
  }
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

/** The details a customer edits in the portal; the updated account, or undefined when it is gone. */
export async function updateUserDetails(
  db: Database,
  userId: string,
  details: { fullName: string; phone: string; timeZone?: string | undefined },
): Promise<UserRecord | undefined> {
  const [row] = await db.update(users).set(details).where(eq(users.id, userId)).returning();
  return row;
}

/** A new public widget key for the account: the old one stops working at once. */
export async function replaceWidgetKey(db: Database, userId: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ widgetKey: newWidgetKey() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The owner followed the mailed link (decision 0007); an earlier verification is kept. */
export async function markEmailVerified(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function setUserRole(db: Database, userId: string, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
