import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { TeamInvitation, TeamMember } from "#contracts/team.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { teamInvitations, teamMembers, users } from "#server/db/schema.ts";
import { newWidgetKey, type UserRecord } from "./users.ts";

/** The membership row of an account made by an invitation; undefined for everyone else. */
export async function membershipOf(
  db: Database,
  userId: string,
): Promise<{ accountId: string | null; ownerName: string | null } | undefined> {
  const [row] = await db
    .select({ accountId: teamMembers.accountId, ownerName: users.fullName })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.accountId))
    .where(eq(teamMembers.memberId, userId));
  return row;
}

/** The ids of the people who answer an account's chats: its owner and its current members. */
export async function agentIdsOf(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: teamMembers.memberId })
    .from(teamMembers)
    .where(eq(teamMembers.accountId, accountId));
  return [accountId, ...rows.map((row) => row.id)];
}

export async function teamMembersOf(db: Database | Transaction, accountId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(eq(teamMembers.accountId, accountId))
    .orderBy(asc(teamMembers.joinedAt));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

/** Invitations not yet used nor expired: the ones a link could still redeem. */
export async function pendingInvitationsOf(
  db: Database | Transaction,
  accountId: string,
  now = new Date(),
): Promise<TeamInvitation[]> {
  const rows = await db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.accountId, accountId),
        isNull(teamInvitations.usedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvitations.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Serialises the invitations of one account: the seat count and the duplicate check below and the
 * insert that follows them are one decision, which two concurrent invitations must not both pass.
 */
export async function lockTeam(tx: Transaction, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team:${accountId}`}, 0))`);
}

export async function insertInvitation(
  tx: Transaction,
  invitation: { accountId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<{ id: string }> {
  const [row] = await tx.insert(teamInvitations).values(invitation).returning({ id: teamInvitations.id });
  if (!row) throw new Error("insert into team_invitations returned no row");
  return row;
}

/** Revoking deletes the row: its link is then refused like one that never existed. */
export async function deleteInvitation(db: Database, accountId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.accountId, accountId),
        isNull(teamInvitations.usedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  return deleted.length > 0;
}

/**
 * Uses an invitation: one conditional UPDATE, so two requests with the same link cannot both join.
 * Undefined when the token is unknown, used, revoked or expired, or its account is gone.
 */
export async function consumeInvitation(
  tx: Transaction,
  tokenHash: string,
  now: Date,
): Promise<{ accountId: string; email: string } | undefined> {
  const [row] = await tx
    .update(teamInvitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(teamInvitations.tokenHash, tokenHash),
        isNull(teamInvitations.usedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .returning({ accountId: teamInvitations.accountId, email: teamInvitations.email });
  return row;
}

/**
 * The invited person's account, its address proven by the mailed link, and its membership.
 * Undefined when an account already uses the address (nothing is written: ON CONFLICT DO NOTHING
 * keeps the transaction usable on PostgreSQL).
 */
export async function insertMember(
  tx: Transaction,
  member: { accountId: string; email: string; fullName: string; passwordHash: string; now: Date },
): Promise<UserRecord | undefined> {
  const [user] = await tx
    .insert(users)
    .values({
      fullName: member.fullName,
      email: member.email,
      phone: "",
      passwordHash: member.passwordHash,
      role: "customer",
      widgetKey: newWidgetKey(),
      emailVerifiedAt: member.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return undefined;
  await tx
    .insert(teamMembers)
    .values({ memberId: user.id, accountId: member.accountId, joinedAt: member.now });
  return user;
}

/** Takes a member off the account's team; false when they are not on it. */
export async function removeMember(
  tx: Transaction,
  accountId: string,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const removed = await tx
    .update(teamMembers)
    .set({ accountId: null, removedAt: now })
    .where(and(eq(teamMembers.memberId, memberId), eq(teamMembers.accountId, accountId)))
    .returning({ id: teamMembers.memberId });
  return removed.length > 0;
}

/** Whether a member of this account or a pending invitation already uses the address. */
export async function addressOnTeam(
  tx: Transaction,
  accountId: string,
  email: string,
  now: Date,
): Promise<"member" | "invited" | undefined> {
  const [member] = await tx
    .select({ id: teamMembers.memberId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(and(eq(teamMembers.accountId, accountId), eq(users.email, email)));
  if (member) return "member";
  const invited = await tx.$count(
    teamInvitations,
    and(
      eq(teamInvitations.accountId, accountId),
      eq(teamInvitations.email, email),
      isNull(teamInvitations.usedAt),
      gt(teamInvitations.expiresAt, now),
    ),
  );
  return invited > 0 ? "invited" : undefined;
}

/** The account's team for its export: members' names and addresses, invitations without tokens. */
export async function teamForExport(db: Database, accountId: string) {
  const members = await teamMembersOf(db, accountId);
  const invitations = await db
    .select({
      email: teamInvitations.email,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
      usedAt: teamInvitations.usedAt,
    })
    .from(teamInvitations)
    .where(eq(teamInvitations.accountId, accountId))
    .orderBy(asc(teamInvitations.createdAt));
  return { members, invitations };
}
