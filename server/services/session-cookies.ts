import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { SessionTokens } from "#contracts/auth.ts";
import { ACCESS_TOKEN_TTL_SECONDS, ADMIN_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "./tokens.ts";

/** Spec §9: the cookie names. */
export const SESSION_COOKIES = {
  access: "accessToken",
  refresh: "refreshToken",
  admin: "adminToken",
} as const;

/**
 * Spec §9 and DESIGN §4: HttpOnly (no script reads them), Secure, SameSite=Strict, Path=/, and the
 * shared parent domain when COOKIE_DOMAIN is set. Browsers accept Secure cookies from
 * http://localhost, so a local install works too.
 */
function baseOptions(domain: string | undefined): CookieSerializeOptions {
  return { httpOnly: true, secure: true, sameSite: "strict", path: "/", ...(domain ? { domain } : {}) };
}

export function setSessionCookies(
  reply: FastifyReply,
  tokens: SessionTokens & { refreshExpiresAt: Date },
  domain: string | undefined,
): void {
  const options = baseOptions(domain);
  reply.setCookie(SESSION_COOKIES.access, tokens.accessToken, {
    ...options,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  // The cookie lives as long as the sign-in has left (decision 0007), never a fresh 30 days.
  // Rounded, not floored: the milliseconds since the sign-in began do not make a new sign-in 29 days and 23:59:59.
  const remaining = Math.round((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000);
  reply.setCookie(SESSION_COOKIES.refresh, tokens.refreshToken, {
    ...options,
    maxAge: Math.max(0, Math.min(REFRESH_TOKEN_TTL_SECONDS, remaining)),
  });
  if (tokens.adminToken) {
    reply.setCookie(SESSION_COOKIES.admin, tokens.adminToken, {
      ...options,
      maxAge: ADMIN_TOKEN_TTL_SECONDS,
    });
  } else {
    expireCookie(reply, SESSION_COOKIES.admin, options);
  }
}

/** Spec §4 (Logout): expires all three cookies, on the shared domain when there is one. */
export function clearSessionCookies(reply: FastifyReply, domain: string | undefined): void {
  const options = baseOptions(domain);
  for (const name of Object.values(SESSION_COOKIES)) expireCookie(reply, name, options);
}

function expireCookie(reply: FastifyReply, name: string, options: CookieSerializeOptions): void {
  reply.setCookie(name, "", { ...options, maxAge: 0, expires: new Date(0) });
}
