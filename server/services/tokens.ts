import { createHash, randomBytes, randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/**
 * Session tokens (docs/product.md §Security). Access and admin tokens are JWTs signed with HMAC-SHA-256 under the
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
/** A widget visitor's token: a panel asks for a new one with its configuration when it expires. */
export const WIDGET_VISITOR_TOKEN_TTL_SECONDS = 30 * 60;
const WIDGET_VISITOR = { typ: "widget+jwt", audience: "avatalk:widget" } as const;

const ALGORITHM = "HS256";
const kinds = {
  access: { typ: "at+jwt", audience: "avatalk:api", ttl: ACCESS_TOKEN_TTL_SECONDS },
  admin: { typ: "admin+jwt", audience: "avatalk:admin", ttl: ADMIN_TOKEN_TTL_SECONDS },
} as const;
type TokenKind = keyof typeof kinds;

/** What a verified token says: whose it is and which sign-in (refresh token family) it belongs to. */
export type TokenClaims = { userId: string; familyId: string };

const Claims = z.object({ sub: z.uuid(), sid: z.uuid() });
const VisitorClaims = z.object({ sub: z.uuid(), key: z.string(), host: z.string() });

/** Where a widget visitor's token may be used: one widget key on one host page origin. */
export type VisitorBinding = { key: string; host: string };

export type TokenService = {
  sign(kind: TokenKind, claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token of this kind; undefined for anything else. */
  verify(kind: TokenKind, token: string): Promise<TokenClaims | undefined>;
  /**
   * A token for one visitor of a customer's widget (docs/widget.md): the frame gets
   * it with its configuration and sends it with every question, so limits count per visitor.
   */
  signVisitor(binding: VisitorBinding): Promise<string>;
  /** The visitor's id when the token is valid, unexpired and bound to this key and host. */
  verifyVisitor(token: string, binding: VisitorBinding): Promise<string | undefined>;
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
    signVisitor({ key: widgetKey, host }) {
      return new SignJWT({ key: widgetKey, host })
        .setProtectedHeader({ alg: ALGORITHM, typ: WIDGET_VISITOR.typ })
        .setSubject(randomUUID())
        .setIssuer(issuer)
        .setAudience(WIDGET_VISITOR.audience)
        .setIssuedAt()
        .setExpirationTime(`${WIDGET_VISITOR_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verifyVisitor(token, binding) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          typ: WIDGET_VISITOR.typ,
          audience: WIDGET_VISITOR.audience,
          issuer,
          requiredClaims: ["exp", "iat", "sub"],
        });
        const claims = VisitorClaims.safeParse(payload);
        if (!claims.success || claims.data.key !== binding.key || claims.data.host !== binding.host)
          return undefined;
        return claims.data.sub;
      } catch (error) {
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
