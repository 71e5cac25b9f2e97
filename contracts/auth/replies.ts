import { TEAM_ROLES } from "../team.ts";
import { z } from "../zod.ts";

/** The account API's answers (docs/product.md §API), which the browser parses. */

/** Session tokens as login and register return them (docs/product.md §API); adminToken is "" for customers. */
export const SessionTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  adminToken: z.string(),
});
export type SessionTokens = z.infer<typeof SessionTokens>;

/** 201 answer of POST /api/users/register. */
export const Registered = SessionTokens.extend({ id: z.uuid(), email: z.string() });
export type Registered = z.infer<typeof Registered>;

/** 200 answer of POST /api/auth/login. */
export const LoggedIn = SessionTokens.extend({ email: z.string() });
export type LoggedIn = z.infer<typeof LoggedIn>;

/** A cookie refresh answers without tokens in the body (docs/product.md §Security); a body refresh with the set. */
export const Refreshed = z.object({
  email: z.string(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  adminToken: z.string().optional(),
});
export type Refreshed = z.infer<typeof Refreshed>;

/** The answer of calls that only confirm (recovery, reset). */
export const AuthNotice = z.object({ message: z.string() });
export type AuthNotice = z.infer<typeof AuthNotice>;

export const UserRole = z.enum(["customer", "admin"]);
export type UserRole = z.infer<typeof UserRole>;

/** GET /api/users/me (docs/product.md §API and §Deviations): the profile, the trial's end and the widget key. */
export const Profile = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: UserRole,
  createdAt: z.iso.datetime(),
  trialEndsAt: z.iso.datetime(),
  widgetKey: z.string(),
  /** False until the owner follows the mailed link: the widget stays off customer sites (decision 0007). */
  emailVerified: z.boolean(),
  /** The IANA zone its mails write times in; null until the portal has set it (then UTC). */
  timeZone: z.string().nullable(),
  /**
   * Owner of this account, agent answering another account's chats (decision 0053), or removed
   * from a team. The portal shows an agent the Conversations screen only.
   */
  teamRole: z.enum(TEAM_ROLES),
  /** The name of the account owner an agent answers for; null for an owner. */
  teamOf: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;
