import type { Profile } from "#contracts/auth.ts";
import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";
import type { UserRecord } from "#server/repositories/users.ts";
import type { Access } from "#server/services/team.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account as GET /api/users/me shows it: no hash, and the trial's end (14 days from sign-up). */
export function profileOf(user: UserRecord, access: Access): Profile {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phone,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    trialEndsAt: new Date(user.createdAt.getTime() + FREE_TRIAL_DAYS * DAY_MS).toISOString(),
    widgetKey: user.widgetKey,
    emailVerified: user.emailVerifiedAt !== null,
    timeZone: user.timeZone,
    teamRole: access.role,
    teamOf: access.ownerName,
  };
}
