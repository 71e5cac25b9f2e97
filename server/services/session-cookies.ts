import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { SessionTokens } from "#contracts/auth.ts";
import { ACCESS_TOKEN_TTL_SECONDS, ADMIN_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "./tokens.ts";

/** docs/product.md §Constants: the cookies' names, before any prefix. */
const SPEC_COOKIE_NAMES = { access: "accessToken", refresh: "refreshToken", admin: "adminToken" } as const;

export type SessionCookieKind = keyof typeof SPEC_COOKIE_NAMES;

/** The one reading of COOKIE_DOMAIN: where the session cookies go and what they are called. */
export type SessionCookieSettings = {
  domain: string | undefined;
  names: Readonly<Record<SessionCookieKind, string>>;
  /** The names of the other setting, expired wherever a browser still sends them. */
  staleNames: readonly string[];
};

const HOST_PREFIX = "__Host-";

const prefixed = (prefix: string) =>
  Object.fromEntries(
    Object.entries(SPEC_COOKIE_NAMES).map(([kind, name]) => [kind, prefix + name]),
  ) as Record<SessionCookieKind, string>;

/**
 * Decision 0007: without COOKIE_DOMAIN the cookies are `__Host-accessToken` etc., which a browser
 * keeps only when Secure, on Path=/ and without a Domain, so no other host (a sibling subdomain, a
 * plain-HTTP answer) can plant or overwrite one. A shared parent domain (docs/product.md §Constants) cannot carry the
 * prefix, so with COOKIE_DOMAIN the cookies keep docs/product.md's names.
 */
export function sessionCookieSettings(cookieDomain: string | undefined): SessionCookieSettings {
  const host = prefixed(HOST_PREFIX);
  const plain = prefixed("");
  return cookieDomain
    ? { domain: cookieDomain, names: plain, staleNames: Object.values(host) }
    : { domain: undefined, names: host, staleNames: Object.values(plain) };
}

/**
 * docs/product.md §Constants and §Security: HttpOnly (no script reads them), Secure, SameSite=Strict, Path=/, and the
 * shared parent domain when COOKIE_DOMAIN is set. Browsers accept Secure (and `__Host-`) cookies
 * from http://localhost and http://127.0.0.1, so a local install works over plain HTTP too.
 */
function baseOptions(domain: string | undefined): CookieSerializeOptions {
  return { httpOnly: true, secure: true, sameSite: "strict", path: "/", ...(domain ? { domain } : {}) };
}

export function setSessionCookies(
  reply: FastifyReply,
  tokens: SessionTokens & { refreshExpiresAt: Date },
  settings: SessionCookieSettings,
): void {
  const { names } = settings;
  const options = baseOptions(settings.domain);
  reply.setCookie(names.access, tokens.accessToken, { ...options, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  // The cookie lives as long as the sign-in has left (decision 0007), never a fresh 30 days.
  // Rounded, not floored: the milliseconds since the sign-in began do not make a new sign-in 29 days and 23:59:59.
  const remaining = Math.round((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000);
  reply.setCookie(names.refresh, tokens.refreshToken, {
    ...options,
    maxAge: Math.max(0, Math.min(REFRESH_TOKEN_TTL_SECONDS, remaining)),
  });
  if (tokens.adminToken) {
    reply.setCookie(names.admin, tokens.adminToken, { ...options, maxAge: ADMIN_TOKEN_TTL_SECONDS });
  } else {
    expireCookie(reply, names.admin, options);
  }
  expireStaleCookies(reply, settings);
}

/** docs/product.md §Behaviour (Logout): expires all three cookies, on the shared domain when there is one. */
export function clearSessionCookies(reply: FastifyReply, settings: SessionCookieSettings): void {
  const options = baseOptions(settings.domain);
  for (const name of Object.values(settings.names)) expireCookie(reply, name, options);
  expireStaleCookies(reply, settings);
}

/**
 * A browser that signed in before the prefix (or before COOKIE_DOMAIN changed) still sends the old
 * names, which are never read; the answers that set or clear the session expire them, so they do
 * not linger for 30 days. Those the browser sent are host-only: the plain names were set without a
 * Domain wherever `__Host-` names are used now, and `__Host-` names never carry one.
 */
function expireStaleCookies(reply: FastifyReply, settings: SessionCookieSettings): void {
  const sent = reply.request.cookies;
  for (const name of settings.staleNames) {
    if (sent[name] !== undefined) expireCookie(reply, name, baseOptions(undefined));
  }
}

function expireCookie(reply: FastifyReply, name: string, options: CookieSerializeOptions): void {
  reply.setCookie(name, "", { ...options, maxAge: 0, expires: new Date(0) });
}
