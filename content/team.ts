import { TEAM_LIMITS } from "#contracts/team.ts";

/** Copy of the team's screens: the owner's Team card and the invited person's join form (decision 0053). */
export const teamCopy = {
  card: {
    title: "Team",
    lead: `Invite teammates to answer your visitors' chats in Conversations. They see nothing else of your account. Up to ${TEAM_LIMITS.seatsPerAccount} seats.`,
    emailLabel: "Teammate's email",
    invite: "Send invitation",
    inviting: "Sending...",
    invited: (email: string) => `Invitation sent to ${email}.`,
    members: "Members",
    pending: "Pending invitations",
    none: "Nobody yet.",
    expires: (date: string) => `Link expires ${date}`,
    revoke: "Revoke",
    remove: "Remove",
    seatsUsed: (used: number, seats: number) => `${used} of ${seats} seats used`,
    loadFailed: "Your team could not be loaded.",
  },
  agent: {
    title: (owner: string) => `You answer chats for ${owner}`,
    lead: "Open Conversations to see visitors waiting for a person and answer them under your own name.",
    open: "Open Conversations",
    removedTitle: "You are no longer on a team",
    ownerOnlyTitle: "This screen is the account owner's",
  },
  join: {
    title: "Join your team on Avatalk",
    lead: "Choose the name visitors will see beside your answers, and a password.",
    nameLabel: "Your name",
    passwordLabel: "Password",
    confirmLabel: "Confirm password",
    submit: "Join the team",
    joining: "Joining...",
  },
} as const;
