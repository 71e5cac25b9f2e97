import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/**
 * Session tokens (DESIGN §4). Access and admin tokens are JWTs signed with HMAC-SHA-256 under the
 * server's secret; verification pins the algorithm and checks `typ`, `aud` and `iss`, so neither can
 * stand in for the other and no "alg: none" or key-confusion trick is accepted. Refresh and reset
 * tokens are opaque random strings that the database knows only by their SHA-256 hash.
 */

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Email verification links: a day, long enough for a mail that arrives late (decision 0007). */
export const EMAIL_VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const ALGORITHM = "HS256";
const kinds = {
  access: { typ: "at+jwt", audience: "avatalk:api", ttl: ACCESS_TOKEN_TTL_SECONDS },
  admin: { typ: "admin+jwt", audience: "avatalk:admin", ttl: ADMIN_TOKEN_TTL_SECONDS },
} as const;
type TokenKind = keyof typeof kinds;

/** What a verified token says: whose it is and which sign-in (refresh token family) it belongs to. */
export type TokenClaims = { userId: string; familyId: string };

const Claims = z.object({ sub: z.uuid(), sid: z.uuid() });

export type TokenService = {
  sign(kind: TokenKind, claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token of this kind; undefined for anything else. */
  verify(kind: TokenKind, token: string): Promise<TokenClaims | undefined>;
};

export function createTokenService(secret: string, issuer: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign(kind, { userId, familyId }) {
      const { typ, audience, ttl } = kinds[kind];
      return new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: ALGORITHM, typ })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key);
    },
    async verify(kind, token) {
      const { typ, audience } = kinds[kind];
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          typ,
          audience,
          issuer,
          requiredClaims: ["exp", "iat", "sub"],
        });
        const claims = Claims.safeParse(payload);
        return claims.success ? { userId: claims.data.sub, familyId: claims.data.sid } : undefined;
      } catch (error) {
        // Expired, forged, malformed or of the other kind: all mean "not signed in".
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

/** 256 bits from the system's CSPRNG, URL-safe: refresh, password reset and verification tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** How the database knows a token: a hash that cannot be turned back into it. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
