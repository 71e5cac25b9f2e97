import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { teamMessages } from "#contracts/team.ts";
import { findUserOfLiveFamily } from "#server/repositories/sessions.ts";
import type { UserRecord } from "#server/repositories/users.ts";
import { type SessionCookieSettings, sessionCookieSettings } from "#server/services/session-cookies.ts";
import { type Access, accessOf } from "#server/services/team.ts";
import { createTokenService, type TokenService } from "#server/services/tokens.ts";

/** A route guard: a preHandler that answers 401/403 itself, or lets the request through. */
export type RouteGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    auth: {
      tokens: TokenService;
      /** The session cookies' names and domain (decision 0007), read from COOKIE_DOMAIN once. */
      cookies: SessionCookieSettings;
    };
    /**
     * Guard: a signed-in account owner (access token in the cookie or as a Bearer token), else 401;
     * a teammate (decision 0053) gets 403: the account's data and settings are the owner's.
     */
    requireUser: RouteGuard;
    /** Guard: an owner, or a teammate acting in the owner's account (the live inbox); else 401/403. */
    requireAgent: RouteGuard;
    /** Guard: anybody signed in, for what concerns their own person only (profile, password, sign-out). */
    requireSelf: RouteGuard;
    /** Guard: a signed-in administrator (admin token), else 401, or 403 for a customer. */
    requireAdmin: RouteGuard;
  }
  interface FastifyRequest {
    /** The signed-in account, set by the guards; null on routes without one. */
    user: UserRecord | null;
    /** The sign-in (refresh token family) the guard's token belongs to; null without one. */
    sessionFamilyId: string | null;
    /** Whose account the signed-in person acts in, set by the guards; null on routes without one. */
    access: Access | null;
  }
}

/** The signed-in account of a request behind `requireUser`, which guarantees there is one. */
export function signedInUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new Error("requireUser let a request through without a user");
  return request.user;
}

/** Whose account the request acts in, behind `requireUser`, `requireAgent` or `requireSelf`. */
export function accessOfRequest(request: FastifyRequest): Access {
  if (!request.access) throw new Error("a guard let a request through without its access");
  return request.access;
}

/** The signed-in account's id, behind `requireUser`. */
export function userIdOf(request: FastifyRequest): string {
  return signedInUser(request).id;
}

export type AuthPluginOptions = { secret: string; issuer: string; cookieDomain: string | undefined };

/** `Authorization: Bearer …` (API clients) wins over the cookie (the browser). */
export function presentedToken(request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || undefined;
  return request.cookies[cookieName] || undefined;
}

/**
 * Sessions for the whole API (docs/product.md §Security): reads the cookies, verifies tokens, decorates the request
 * with the signed-in user through the guards `requireUser` and `requireAdmin`, and marks every
 * answer that carries account data `Cache-Control: no-store`.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { secret, issuer, cookieDomain }) => {
    await app.register(cookie);
    const tokens = createTokenService(secret, issuer);
    const cookies = sessionCookieSettings(cookieDomain);
    app.decorate("auth", { tokens, cookies });
    app.decorateRequest("user", null);
    app.decorateRequest("sessionFamilyId", null);
    app.decorateRequest("access", null);

    /** The account behind a valid token whose sign-in has not been ended (logout, reset). */
    async function authenticate(request: FastifyRequest, kind: "access" | "admin") {
      const token = presentedToken(request, cookies.names[kind]);
      if (!token) return undefined;
      const claims = await tokens.verify(kind, token);
      if (!claims) return undefined;
      const user = await findUserOfLiveFamily(app.database.db, claims.userId, claims.familyId);
      return user && { user, familyId: claims.familyId };
    }

    const unauthorized = (reply: FastifyReply) =>
      reply.status(401).send({ message: messages.auth.notSignedIn } satisfies ApiError);

    const forbidden = (reply: FastifyReply, message: string) =>
      reply.status(403).send({ message } satisfies ApiError);

    /**
     * The one place that decides what a teammate may do (decision 0053): every guard reads the
     * membership on every request, so a removal takes effect at the member's next call.
     */
    function guard(allowed: readonly Access["role"][]) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const session = await authenticate(request, "access");
        if (!session) return unauthorized(reply);
        const access = await accessOf(app.database.db, session.user);
        if (!allowed.includes(access.role)) {
          return forbidden(reply, access.role === "removed" ? teamMessages.removed : teamMessages.ownerOnly);
        }
        request.user = session.user;
        request.sessionFamilyId = session.familyId;
        request.access = access;
      };
    }

    app.decorate("requireUser", guard(["owner"]));
    app.decorate("requireAgent", guard(["owner", "agent"]));
    app.decorate("requireSelf", guard(["owner", "agent", "removed"]));

    app.decorate("requireAdmin", async (request: FastifyRequest, reply: FastifyReply) => {
      const admin = await authenticate(request, "admin");
      // Decision 0007: an address nobody proved is never an administrator's, whatever its role says.
      if (admin?.user.role === "admin" && admin.user.emailVerifiedAt) {
        request.user = admin.user;
        request.sessionFamilyId = admin.familyId;
        return;
      }
      // A signed-in customer is told the area is not theirs; anybody else to sign in.
      if (!(await authenticate(request, "access"))) return unauthorized(reply);
      return reply.status(403).send({ message: messages.auth.adminOnly } satisfies ApiError);
    });

    // docs/product.md §Security: no browser or proxy cache keeps anything about an account. A
    // callback hook, as security-headers.ts's: it runs on every answer, pages included, and a
    // promise per request is measurable on the hot read paths (docs/performance.md).
    app.addHook("onSend", (request, reply, payload, done) => {
      if (request.user || request.url.startsWith("/api/auth/") || request.url.startsWith("/api/users/")) {
        reply.header("cache-control", "no-store");
      }
      done(null, payload);
    });
  },
  { name: "auth", dependencies: ["database", "errors"] },
);
