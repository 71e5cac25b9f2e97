import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema.ts";
import type { UserRecord } from "./users.ts";

export type SessionRecord = {
  id: string;
  userId: string;
  familyId: string;
  familyStartedAt: Date;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
};

/** Stores a refresh token (by its hash) as a member of a sign-in's family. */
export async function insertSession(
  db: Database,
  session: { userId: string; familyId: string; familyStartedAt: Date; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findSessionByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<SessionRecord | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      familyId: sessions.familyId,
      familyStartedAt: sessions.familyStartedAt,
      expiresAt: sessions.expiresAt,
      rotatedAt: sessions.rotatedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a token used, only if nobody has used or revoked it yet: of two requests racing with the
 * same token exactly one wins, and the other is treated as reuse.
 */
export async function claimSessionForRotation(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(sessions)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.rotatedAt),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return claimed.length === 1;
}

export async function revokeFamily(db: Database, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every sign-in of the account except `keepFamilyId` (this browser's, after a password change). */
export async function revokeOtherSessionsOfUser(
  db: Database,
  userId: string,
  keepFamilyId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.familyId, keepFamilyId), isNull(sessions.revokedAt)));
}

/**
 * The account behind an access token, if that token's sign-in is still live: a logout or a password
 * reset ends its access tokens at once, not 15 minutes later.
 */
export async function findUserOfLiveFamily(
  db: Database,
  userId: string,
  familyId: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.familyId, familyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row?.user;
}
