import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { accountPlans, generationUsage, planChanges, users, widgetSettings } from "#server/db/schema.ts";

export type StoredPlan = typeof accountPlans.$inferSelect;
export type NewPlan = Omit<typeof accountPlans.$inferInsert, "userId" | "updatedAt">;
export type NewPlanChange = Omit<typeof planChanges.$inferInsert, "id" | "createdAt" | "handledAt">;

/** What an account's plan is judged by: its sign-up time, its row (none on the trial), its domains. */
export type PlanSubject = {
  user: { id: string; fullName: string; email: string; createdAt: Date };
  plan: StoredPlan | undefined;
  allowedOrigins: string[];
};

/**
 * The account, its plan row and its widget's origins. Inside a transaction `forUpdate` first locks
 * the account's row, so two plan changes of one account take turns and each prorates from the plan
 * the other left. The lock is its own statement: a read that locks and joins at once sees the joined
 * plan row as of its start, before the other change committed (READ COMMITTED re-reads only the
 * locked row), and two simultaneous switches were both charged.
 */
export async function findPlanSubject(
  db: Database,
  where: { userId: string } | { email: string },
  { forUpdate = false } = {},
): Promise<PlanSubject | undefined> {
  const account = "userId" in where ? eq(users.id, where.userId) : eq(users.email, where.email);
  if (forUpdate) await db.select({ id: users.id }).from(users).where(account).for("update");
  const [row] = await db
    .select({
      user: { id: users.id, fullName: users.fullName, email: users.email, createdAt: users.createdAt },
      plan: accountPlans,
      allowedOrigins: widgetSettings.allowedOrigins,
    })
    .from(users)
    .leftJoin(accountPlans, eq(accountPlans.userId, users.id))
    .leftJoin(widgetSettings, eq(widgetSettings.userId, users.id))
    .where(account);
  if (!row) return undefined;
  return { user: row.user, plan: row.plan ?? undefined, allowedOrigins: row.allowedOrigins ?? [] };
}

export async function savePlan(db: Database, userId: string, plan: NewPlan): Promise<StoredPlan> {
  const values = { ...plan, updatedAt: new Date() };
  const [row] = await db
    .insert(accountPlans)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: accountPlans.userId, set: values })
    .returning();
  if (!row) throw new Error("saving a plan returned no row");
  return row;
}

export async function recordPlanChange(db: Database, change: NewPlanChange): Promise<void> {
  await db.insert(planChanges).values(change);
}

/** Sets whether an account on a paid plan may generate past its minutes; false where it has none. */
export async function setExtraMinutesAllowed(
  db: Database,
  userId: string,
  allowed: boolean,
): Promise<boolean> {
  const rows = await db
    .update(accountPlans)
    .set({ extraMinutesAllowed: allowed, updatedAt: new Date() })
    .where(eq(accountPlans.userId, userId))
    .returning({ userId: accountPlans.userId });
  return rows.length > 0;
}

/** Seconds of video generated for the account since `since`. */
export async function generatedSecondsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<string>`coalesce(sum(${generationUsage.seconds}), 0)` })
    .from(generationUsage)
    .where(and(eq(generationUsage.userId, userId), gte(generationUsage.recordedAt, since)));
  return Number(row?.seconds ?? 0);
}

export async function recordGeneratedSeconds(db: Database, userId: string, seconds: number): Promise<void> {
  await db.insert(generationUsage).values({ userId, seconds: Math.ceil(seconds) });
}
