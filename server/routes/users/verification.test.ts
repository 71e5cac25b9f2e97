import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { AuthNotice, Profile } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { widgetMessages } from "#contracts/widget/index.ts";
import { emailVerificationTokens } from "#server/db/schema.ts";
import { setUserRole } from "#server/repositories/users.ts";
import { authRateLimits } from "#server/routes/auth/rate-limits.ts";
import { call, mailedToken, mailsTo, registerAccount, sessionCookies } from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall } from "#server/test/widget.ts";

const PUBLIC_URL = "https://avatalk.example";
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const verify = (token: unknown) => call(app, apiPaths.verifyEmail, { payload: { token } });
const linkOf = (email: string) => mailedToken(app, "email-verification", email, "/verify_email");
const profileOf = async (cookies: Record<string, string>) =>
  Profile.parse((await call(app, apiPaths.me, { method: "GET", cookies })).json());
const resend = (cookies: Record<string, string>) => call(app, apiPaths.verificationEmail, { cookies });

describe("email verification (decision 0007)", () => {
  it("sign-up mails a link to {PUBLIC_URL}/verify_email, stored only as a hash, and the profile says unverified", async () => {
    const account = await registerAccount(app, { fullName: "Grace Hopper" }, { verified: false });

    const [mail] = await mailsTo(app, "email-verification", account.email);
    expect(mail?.subject).toBe("Confirm your email address for Avatalk");
    expect(mail?.text).toContain("Hello Grace Hopper,");
    expect(mail?.text).toMatch(/^https:\/\/avatalk\.example\/verify_email\?token=[\w-]{43}$/m);
    const token = await linkOf(account.email);
    const stored = await app.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);
    const lifetime = (stored[0]?.expiresAt.getTime() ?? 0) - (stored[0]?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 3_600_000)).toBe(24);
    expect((await profileOf(account.cookies)).emailVerified).toBe(false);
  });

  it("the link marks the address verified, once: a second use is refused", async () => {
    const account = await registerAccount(app, {}, { verified: false });
    const token = await linkOf(account.email);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(AuthNotice.parse(first.json())).toEqual({ message: messages.account.emailVerified });
    expect((await profileOf(account.cookies)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(ApiError.parse(again.json())).toEqual({ message: messages.account.verificationLinkInvalid });
  });

  it("refuses an unknown or expired link, and leaves the address unverified", async () => {
    const account = await registerAccount(app, {}, { verified: false });
    const token = await linkOf(account.email);
    expect((await verify("x".repeat(43))).statusCode).toBe(400);
    expect((await verify("")).json()).toMatchObject({ message: messages.api.validationFailed });

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 3_600_000 });
    const late = await verify(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: messages.account.verificationLinkInvalid });
    vi.useRealTimers();
    expect((await profileOf(account.cookies)).emailVerified).toBe(false);
  });

  it("'Resend' mails a new link, at most three an hour; the earlier link stops working once one is used", async () => {
    const account = await registerAccount(app, {}, { verified: false });
    const first = await linkOf(account.email);

    const sent = await resend(account.cookies);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: messages.account.verificationSent(account.email) });
    const second = await linkOf(account.email);
    expect(second).not.toBe(first);
    for (let index = 1; index < authRateLimits.verificationMailsPerAccount.max; index += 1) {
      expect((await resend(account.cookies)).statusCode).toBe(200);
    }
    const limited = await resend(account.cookies);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.account.tooManyVerificationMails });
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await mailsTo(app, "email-verification", account.email)).toHaveLength(
      1 + authRateLimits.verificationMailsPerAccount.max,
    );

    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first)).statusCode).toBe(400);
  });

  it("'Resend' needs a session, and a verified address gets no more mail", async () => {
    expect((await resend({})).statusCode).toBe(401);
    const account = await registerAccount(app);
    const before = (await mailsTo(app, "email-verification", account.email)).length;
    const answer = await resend(account.cookies);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: messages.account.alreadyVerified });
    expect(await mailsTo(app, "email-verification", account.email)).toHaveLength(before);
  });

  it("the widget of an unverified account stays off the customer's site until the address is verified", async () => {
    const ada = await customer(app, { verified: false });
    await ada.allow([CUSTOMER_SITE]);
    const embed = () =>
      app.inject({
        url: `${apiPaths.widgetEmbed}?key=${ada.widgetKey}`,
        headers: { origin: CUSTOMER_SITE },
      });
    const config = () => frameCall(app, `${apiPaths.widgetConfig}?key=${ada.widgetKey}`);
    const frame = () =>
      app.inject({ url: `/widget/frame?key=${ada.widgetKey}&host=${encodeURIComponent(CUSTOMER_SITE)}` });

    expect((await embed()).json()).toEqual({ allowed: false, reason: "account-unverified" });
    const refused = await config();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: widgetMessages.accountUnverified });
    expect((await frame()).statusCode).toBe(403);

    expect((await verify(await linkOf(ada.email))).statusCode).toBe(200);
    expect((await embed()).json()).toMatchObject({ allowed: true });
    expect((await config()).statusCode).toBe(200);
    expect((await frame()).statusCode).toBe(200);
  });

  it("an unverified account is no administrator, whatever its role", async () => {
    const account = await registerAccount(app, {}, { verified: false });
    await setUserRole(app.database.db, account.id, "admin");
    const login = await call(app, apiPaths.login, {
      payload: { login: account.email, password: account.password },
    });
    expect((login.json() as { adminToken: string }).adminToken).toBe("");
    const inbox = await call(app, fillPath(apiPaths.adminLeads, { kind: "feedbacks" }), {
      method: "GET",
      cookies: sessionCookies(login),
    });
    expect(inbox.statusCode).toBe(403);
  });
});
