import { accountEmail, fullNameField, policyPassword } from "./auth/fields.ts";
import { formBody } from "./form-fields.ts";
import { z } from "./zod.ts";

/**
 * Team seats (docs/live-chat.md, Team; decision 0053): the account owner invites teammates by
 * e-mail, and a teammate who joins answers the owner's live chats as an agent.
 */

export const TEAM_LIMITS = {
  /** Members and pending invitations of one account together. */
  seatsPerAccount: 10,
  /** How long an invitation link works. */
  invitationDays: 7,
  /** Invitations one account sends in an hour (revoked ones count too). */
  invitationsPerHour: 20,
} as const;

/**
 * What a signed-in person may do: the owner of their own account; an agent answering another
 * account's live chats; or a teammate who was removed and has no access left.
 */
export const TEAM_ROLES = ["owner", "agent", "removed"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamMessages = {
  ownerOnly:
    "Only the account owner can open this. As a teammate you answer the team's chats in Conversations.",
  removed: "You are no longer on this team. Ask the account owner for a new invitation.",
  seatsFull: `Your team is full: up to ${TEAM_LIMITS.seatsPerAccount} teammates and invitations. Remove one first.`,
  alreadyInvited: "This address already has a pending invitation. Revoke it to send a new one.",
  alreadyMember: "This address is already on your team.",
  ownAddress: "This is your own address: you are already on your team.",
  invitationInvalid:
    "This invitation link is not valid: it may have been used, revoked or expired. Ask the account owner for a new one.",
  invitationTaken:
    "An Avatalk account already uses this address. Ask the account owner to invite another address.",
  invitationNotFound: "This invitation does not exist.",
  memberNotFound: "This teammate is not on your team.",
  tooManyInvitations: "Too many invitations this hour. Please try again later.",
  leaveTeamFirst: "Ask the account owner to remove you from the team before you delete your account.",
} as const;

/** POST /api/users/me/team/invitations. */
export const TeamInviteBody = formBody({ email: accountEmail() });
export type TeamInviteBody = z.output<typeof TeamInviteBody>;

/** POST /api/users/join: the mailed invitation's token, the teammate's name and password. */
export const TeamJoinBody = formBody({
  token: z
    .string({ error: teamMessages.invitationInvalid })
    .min(1, { error: teamMessages.invitationInvalid })
    .max(200, { error: teamMessages.invitationInvalid }),
  fullName: fullNameField(),
  password: policyPassword(),
});
export type TeamJoinBody = z.output<typeof TeamJoinBody>;

export const TeamMember = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  joinedAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

/** GET /api/users/me/team: who answers the account's chats, and who was invited. */
export const TeamView = z.object({
  members: z.array(TeamMember),
  invitations: z.array(TeamInvitation),
  seats: z.number().int(),
});
export type TeamView = z.infer<typeof TeamView>;

export const TeamItemParams = z.object({ id: z.uuid({ error: teamMessages.invitationNotFound }) });
