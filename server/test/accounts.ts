import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { apiPaths } from "#contracts/api-paths.ts";
import { Registered, type RegisterInput } from "#contracts/auth.ts";
import { mailJobs } from "#server/db/schema.ts";
import type { MailKind } from "#server/repositories/mail-jobs.ts";
import { markEmailVerified } from "#server/repositories/users.ts";
import type { OutgoingMail } from "#server/services/mail.ts";
import { sessionCookieSettings } from "#server/services/session-cookies.ts";

/** A sign-up body that passes every rule, with an address no other test uses. */
export function newAccount(overrides: Partial<RegisterInput> = {}): RegisterInput & { password: string } {
  return {
    fullName: "Ada Lovelace",
    email: `ada.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: "+1 (702) 123-4567",
    password: "Analytical#Engine1843",
    ...overrides,
  } as RegisterInput & { password: string };
}

// Each request comes from its own address unless a test says otherwise, so a per-IP limit only
// bites in the test about it.
let nextAddress = 1;
export function freshAddress(): string {
  nextAddress += 1;
  return `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

type Call = {
  method?: "GET" | "POST" | "PATCH";
  payload?: unknown;
  remoteAddress?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

/** A JSON call through app.inject, from a fresh address unless one is given. */
export function call(
  app: FastifyInstance,
  url: string,
  { method = "POST", payload, remoteAddress, headers, cookies }: Call = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: remoteAddress ?? freshAddress(),
    cookies,
    headers: payload === undefined ? headers : { "content-type": "application/json", ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The session cookies' names in a test app without COOKIE_DOMAIN: `__Host-accessToken` etc. */
export const cookieNames = sessionCookieSettings(undefined).names;

/** The cookies an answer sets, by name. */
export function cookiesOf(response: LightMyRequestResponse) {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
}

/** The session cookies to send back, as a browser would keep them. */
export function sessionCookies(response: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const cookie of response.cookies) if (cookie.value) jar[cookie.name] = cookie.value;
  return jar;
}

/**
 * Registers an account and returns its answer, the password it was given and its cookies. The
 * address is marked verified, as if its owner had followed the mailed link, unless the test is
 * about verification (`{ verified: false }`): other tests are about what a real customer does.
 */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const body = newAccount(overrides);
  const response = await call(app, apiPaths.register, { payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const registered = Registered.parse(response.json());
  if (verified) await markEmailVerified(app.database.db, registered.id);
  return { ...registered, password: body.password, cookies: sessionCookies(response) };
}

/** The mails of one kind queued for an address, newest first. */
export async function mailsTo(app: FastifyInstance, kind: MailKind, email: string): Promise<OutgoingMail[]> {
  const jobs = await app.database.db
    .select()
    .from(mailJobs)
    .where(eq(mailJobs.kind, kind))
    .orderBy(desc(mailJobs.createdAt));
  return jobs
    .map((job) => job.message)
    .filter((message): message is OutgoingMail => {
      const to = message?.to;
      return typeof to === "object" && to !== null && "address" in to && to.address === email;
    });
}

/** The token of the newest link to `page` (a path such as /reset_password) mailed to an address. */
export async function mailedToken(
  app: FastifyInstance,
  kind: MailKind,
  email: string,
  page: string,
): Promise<string> {
  const [mail] = await mailsTo(app, kind, email);
  const link = mail?.text.match(new RegExp(`https?://\\S+${page}\\?token=(\\S+)`));
  if (!link?.[1]) throw new Error(`no ${page} link mailed to ${email}`);
  return decodeURIComponent(link[1]);
}
