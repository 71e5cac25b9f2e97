import { paths } from "#contracts/paths.ts";
import { TEAM_LIMITS, type TeamRole, teamMessages } from "#contracts/team.ts";
import type { Database } from "#server/db/client.ts";
import { releaseClaimsOf } from "#server/repositories/live-chat.ts";
import { enqueueMail } from "#server/repositories/mail-jobs.ts";
import {
  addressOnTeam,
  consumeInvitation,
  insertInvitation,
  insertMember,
  lockTeam,
  membershipOf,
  pendingInvitationsOf,
  removeMember,
  teamMembersOf,
} from "#server/repositories/team.ts";
import type { UserRecord } from "#server/repositories/users.ts";
import { teamInvitationMail } from "./mail-templates.ts";
import { hashToken, randomToken } from "./tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whose account a signed-in person acts in (decision 0053), looked up once per request by the auth
 * guards: an owner acts in their own, an agent in the account that invited them, and a removed
 * teammate in none.
 */
export type Access = { role: TeamRole; accountId: string; ownerName: string | null };

export async function accessOf(db: Database, user: UserRecord): Promise<Access> {
  const membership = await membershipOf(db, user.id);
  if (!membership) return { role: "owner", accountId: user.id, ownerName: null };
  if (membership.accountId === null) return { role: "removed", accountId: user.id, ownerName: null };
  return { role: "agent", accountId: membership.accountId, ownerName: membership.ownerName };
}

/** The page that accepts an invitation: the sign-up page with the token, on the public origin. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.signUp}?invitation=${encodeURIComponent(token)}`;
}

export type InviteOutcome = { ok: true; id: string } | { ok: false; status: 409; message: string };

/**
 * An invitation (its token stored hashed) and its mail, committed together: the outbox delivers it.
 * Refused when the address is the owner's, already on the team or invited, or the seats are taken
 * (the hourly limit is the route's).
 */
export async function inviteTeammate(
  db: Database,
  owner: { id: string; email: string; fullName: string },
  email: string,
  publicUrl: string,
): Promise<InviteOutcome> {
  if (email === owner.email) return { ok: false, status: 409, message: teamMessages.ownAddress };
  const now = new Date();
  const token = randomToken();
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    await lockTeam(tx, owner.id);
    const onTeam = await addressOnTeam(tx, owner.id, email, now);
    if (onTeam === "member") return { ok: false, status: 409, message: teamMessages.alreadyMember };
    if (onTeam === "invited") return { ok: false, status: 409, message: teamMessages.alreadyInvited };
    const taken =
      (await teamMembersOf(tx, owner.id)).length + (await pendingInvitationsOf(tx, owner.id, now)).length;
    if (taken >= TEAM_LIMITS.seatsPerAccount)
      return { ok: false, status: 409, message: teamMessages.seatsFull };
    const expiresAt = new Date(now.getTime() + TEAM_LIMITS.invitationDays * DAY_MS);
    const { id } = await insertInvitation(tx, {
      accountId: owner.id,
      email,
      tokenHash: hashToken(token),
      expiresAt,
    });
    await enqueueMail(
      tx,
      "team-invitation",
      teamInvitationMail({ email, ownerName: owner.fullName, expiresAt }, invitationLink(publicUrl, token)),
    );
    return { ok: true, id };
  });
}

export type JoinOutcome = { ok: true; user: UserRecord } | { ok: false; reason: "invalid" | "taken" };

/**
 * The invited person joins: the invitation is used, their account made (the link proved the
 * address) and made a member, in one transaction. An address that already has an account leaves
 * the invitation unused.
 */
export async function joinTeam(
  db: Database,
  token: string,
  person: { fullName: string; passwordHash: string },
): Promise<JoinOutcome> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const invitation = await consumeInvitation(tx, hashToken(token), now);
      if (!invitation) return { ok: false, reason: "invalid" } as const;
      const user = await insertMember(tx, { ...invitation, ...person, now });
      if (!user) throw new AddressTaken();
      return { ok: true, user } as const;
    });
  } catch (error) {
    if (error instanceof AddressTaken) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** Rolls the join back, so that the invitation stays unused. */
class AddressTaken extends Error {}

/**
 * Takes a member off the team at once: their next call is refused (the guards read the membership
 * on every request), and the conversations they had taken wait for another agent.
 */
export async function removeTeammate(
  db: Database,
  accountId: string,
  memberId: string,
): Promise<{ removed: boolean; released: { conversationId: string; id: number }[] }> {
  return db.transaction(async (tx) => {
    if (!(await removeMember(tx, accountId, memberId, new Date()))) return { removed: false, released: [] };
    return { removed: true, released: await releaseClaimsOf(tx, accountId, memberId) };
  });
}
