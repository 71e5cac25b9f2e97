import { randomUUID } from "node:crypto";
import type { SessionTokens } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import {
  claimSessionForRotation,
  findSessionByTokenHash,
  insertSession,
  revokeFamily,
} from "#server/repositories/sessions.ts";
import { findUserById, type UserRecord } from "#server/repositories/users.ts";
import { hashToken, REFRESH_TOKEN_TTL_SECONDS, randomToken, type TokenService } from "./tokens.ts";

/**
 * A signed-in session: its three tokens, the family (one per sign-in) they belong to, and when the
 * refresh token expires: 30 days after the sign-in, whatever the refreshes (ASVS 7.3.2).
 */
export type IssuedSession = SessionTokens & { familyId: string; refreshExpiresAt: Date };

/** The sign-in a rotated token continues: its family and when it began. */
export type SessionFamily = { id: string; startedAt: Date };

/**
 * Issues the tokens of a sign-in (docs/product.md §Security): a refresh token (stored hashed) in a new family, or
 * in `family` when rotating, an access token, and an admin token for verified admins only ("" otherwise).
 * The refresh token never outlives the sign-in's absolute lifetime (decision 0007).
 */
export async function issueSession(
  db: Database,
  tokens: TokenService,
  user: Pick<UserRecord, "id" | "role" | "emailVerifiedAt">,
  family: SessionFamily = { id: randomUUID(), startedAt: new Date() },
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const refreshExpiresAt = absoluteEndOf(family);
  await insertSession(db, {
    userId: user.id,
    familyId: family.id,
    familyStartedAt: family.startedAt,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  const claims = { userId: user.id, familyId: family.id };
  return {
    familyId: family.id,
    refreshToken,
    refreshExpiresAt,
    accessToken: await tokens.sign("access", claims),
    // Decision 0007: no admin role until the address is verified.
    adminToken: user.role === "admin" && user.emailVerifiedAt ? await tokens.sign("admin", claims) : "",
  };
}

/** When a sign-in ends, however often it was refreshed: 30 days after it began. */
function absoluteEndOf(family: SessionFamily): Date {
  return new Date(family.startedAt.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
}

export type Rotation =
  | { outcome: "rotated"; user: UserRecord; session: IssuedSession }
  /** Unknown, expired, revoked (logout, reset), or a reuse that has just revoked its family. */
  | { outcome: "refused"; reason: "unknown" | "expired" | "revoked" | "reused" };

/**
 * Exchanges a refresh token for a new set (rotation). A token that was already exchanged is a
 * sign that it was stolen: the whole family is revoked, so thief and owner both sign in again.
 */
export async function rotateSession(
  db: Database,
  tokens: TokenService,
  refreshToken: string,
): Promise<Rotation> {
  const now = new Date();
  const stored = await findSessionByTokenHash(db, hashToken(refreshToken));
  if (!stored) return { outcome: "refused", reason: "unknown" };
  if (stored.revokedAt) return { outcome: "refused", reason: "revoked" };
  if (stored.rotatedAt) {
    await revokeFamily(db, stored.familyId, now);
    return { outcome: "refused", reason: "reused" };
  }
  const family = { id: stored.familyId, startedAt: stored.familyStartedAt };
  // Tokens stored before the absolute lifetime may expire later than their sign-in ends.
  if (stored.expiresAt <= now || absoluteEndOf(family) <= now)
    return { outcome: "refused", reason: "expired" };
  if (!(await claimSessionForRotation(db, stored.id, now))) {
    // Someone exchanged it between our read and our claim: a reuse as well.
    await revokeFamily(db, stored.familyId, now);
    return { outcome: "refused", reason: "reused" };
  }
  const user = await findUserById(db, stored.userId);
  if (!user) return { outcome: "refused", reason: "unknown" };
  return { outcome: "rotated", user, session: await issueSession(db, tokens, user, family) };
}

/** Ends the sign-in a refresh token belongs to (logout). Unknown tokens are ignored. */
export async function endSessionOfRefreshToken(db: Database, refreshToken: string): Promise<void> {
  const stored = await findSessionByTokenHash(db, hashToken(refreshToken));
  if (stored) await revokeFamily(db, stored.familyId);
}
