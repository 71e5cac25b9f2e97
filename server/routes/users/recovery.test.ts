import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { AuthNotice } from "#contracts/auth.ts";
import { EMAIL_MAX_LENGTH } from "#contracts/constants.ts";
import { messages } from "#contracts/messages.ts";
import { mailJobs, passwordResetTokens } from "#server/db/schema.ts";
import { latestMailJobState } from "#server/repositories/mail-jobs.ts";
import { findUserById } from "#server/repositories/users.ts";
import { authRateLimits } from "#server/routes/auth/rate-limits.ts";
import {
  call,
  freshAddress,
  mailedToken as mailedResetToken,
  mailsTo,
  registerAccount,
} from "#server/test/accounts.ts";
import { buildTestApp, MAIL_SENDER_WOKEN_ONLY } from "#server/test/test-app.ts";
import { RECOVERY_MIN_DURATION_MS } from "./index.ts";

const PUBLIC_URL = "https://avatalk.example";
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const recover = (email: string, remoteAddress?: string) =>
  call(app, apiPaths.recovery, { payload: { email }, remoteAddress });
const reset = (payload: unknown) => call(app, apiPaths.resetPassword, { payload });
const login = (email: string, password: string) =>
  call(app, apiPaths.login, { payload: { login: email, password } });

const resetMailsTo = (email: string) => mailsTo(app, "password-reset", email);
const mailedToken = (email: string) => mailedResetToken(app, "password-reset", email, "/reset_password");

describe("GET /api/users/recoveryEmail/{email}", () => {
  it("refuses a request a page on another site made the browser send, and mails nothing", async () => {
    const account = await registerAccount(app);
    const url = fillPath(apiPaths.recoveryOf, { email: account.email });

    const crossSite = await call(app, url, { method: "GET", headers: { "sec-fetch-site": "cross-site" } });

    expect(crossSite.statusCode).toBe(403);
    expect(ApiError.parse(crossSite.json())).toEqual({ message: messages.api.forbiddenOrigin });
    expect(await resetMailsTo(account.email)).toEqual([]);
    // docs/product.md's client (no Sec-Fetch-Site) and our own pages still get the answer.
    for (const headers of [{}, { "sec-fetch-site": "same-origin" }] as Record<string, string>[]) {
      expect((await call(app, url, { method: "GET", headers })).statusCode).toBe(200);
    }
  });
});

describe("POST /api/users/recoveryEmail", () => {
  it("queues a mail with a one-hour reset link to {PUBLIC_URL}/reset_password for a known address", async () => {
    const account = await registerAccount(app, { fullName: "Grace Hopper" });

    const response = await recover(account.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(AuthNotice.parse(response.json())).toEqual({ message: messages.auth.recoverySent });
    expect(response.headers["cache-control"]).toBe("no-store");
    const [mail] = await resetMailsTo(account.email);
    expect(mail?.to).toEqual({ name: "Grace Hopper", address: account.email });
    expect(mail?.subject).toBe("Reset your Avatalk password");
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/reset_password\\?token=[\\w-]{43}\\n`));

    const token = await mailedToken(account.email);
    const [stored] = await app.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.id));
    // Only the hash is stored.
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 60 * 60_000)).toBeLessThan(5_000);
  });

  it("answers an unknown address with the same status and body, and queues nothing", async () => {
    const account = await registerAccount(app);
    const known = await recover(account.email);
    const jobsBefore = await app.database.db.$count(mailJobs);

    const unknown = await recover("nobody.at.all@example.com");

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(await app.database.db.$count(mailJobs)).toBe(jobsBefore);
  });

  it("takes about as long for an unknown address as for a known one", async () => {
    const account = await registerAccount(app);
    const timed = async (email: string) => {
      const started = performance.now();
      await recover(email, "198.51.100.9");
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so that a busy neighbour slows both alike; three, the address's hourly limit.
    for (let attempt = 0; attempt < 3; attempt++) {
      known.push(await timed(account.email));
      unknown.push(await timed(`nobody.${attempt}.either@example.com`));
    }

    for (const duration of [...known, ...unknown]) {
      expect(duration).toBeGreaterThanOrEqual(RECOVERY_MIN_DURATION_MS - 5);
    }
    // A busy machine only ever adds time: the fastest answer of each kind is the route's own.
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(RECOVERY_MIN_DURATION_MS / 2);
  });

  it("serves docs/product.md's GET /api/users/recoveryEmail/{email} with the same answer", async () => {
    const account = await registerAccount(app);

    const response = await call(app, fillPath(apiPaths.recoveryOf, { email: account.email }), {
      method: "GET",
    });
    const unknown = await call(app, fillPath(apiPaths.recoveryOf, { email: "nobody@example.com" }), {
      method: "GET",
    });

    expect(response.statusCode).toBe(200);
    expect(AuthNotice.parse(response.json())).toEqual({ message: messages.auth.recoverySent });
    expect(unknown.body).toBe(response.body);
    expect(await resetMailsTo(account.email)).toHaveLength(1);
  });

  it("serves the GET form for the longest address the forms accept", async () => {
    // 254 characters, the longest valid address: longer than the router's default path parameter.
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);

    const response = await call(app, fillPath(apiPaths.recoveryOf, { email: longest }), {
      method: "GET",
    });
    const tooLong = await call(app, fillPath(apiPaths.recoveryOf, { email: `x${longest}` }), {
      method: "GET",
    });

    expect(response.statusCode).toBe(200);
    expect(AuthNotice.parse(response.json())).toEqual({ message: messages.auth.recoverySent });
    expect(tooLong.statusCode).toBe(400);
    expect(ApiError.parse(tooLong.json()).fieldErrors?.email).toEqual([
      messages.form.tooLong("Email", EMAIL_MAX_LENGTH),
    ]);
  });

  it("answers 414 to an address far longer than any the router matches, not 'does not exist'", async () => {
    const huge = `${"a".repeat(1100)}@example.com`;
    const response = await call(app, fillPath(apiPaths.recoveryOf, { email: huge }), { method: "GET" });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: "The address of the request is too long." });
    const unknown = await call(app, "/api/users/no-such-route", { method: "GET" });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ["missing", {}, messages.form.required("Email")],
    ["malformed", { email: "ada@example" }, messages.form.invalidEmail],
  ])("answers 400 when the address is %s", async (_case, payload, message) => {
    const response = await call(app, apiPaths.recovery, { payload });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fieldErrors?.email).toEqual([message]);
  });

  it("sends at most 3 links an hour to one address, then answers 429 with Retry-After, known or not", async () => {
    const account = await registerAccount(app);
    for (const email of [account.email, "limit.unknown@example.com"]) {
      for (let attempt = 0; attempt < authRateLimits.recoveryPerAddress.max; attempt += 1) {
        expect((await recover(email)).statusCode).toBe(200);
      }
      const limited = await recover(email);
      expect(limited.statusCode).toBe(429);
      expect(ApiError.parse(limited.json())).toEqual({
        message: messages.rateLimit.tooManyRequests(Number(limited.headers["retry-after"])),
      });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(await resetMailsTo(account.email)).toHaveLength(authRateLimits.recoveryPerAddress.max);
  });

  it("answers 429 once one network address has asked too often", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < authRateLimits.recoveryPerIp.max; attempt += 1) {
      await recover(`ip.limit.${attempt}@example.com`, address);
    }
    expect((await recover("ip.limit.last@example.com", address)).statusCode).toBe(429);
  });

  it("counts the GET and the POST form of the call against one limit per network address", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < authRateLimits.recoveryPerIp.max; attempt += 1) {
      const url = fillPath(apiPaths.recoveryOf, { email: `both.forms.${attempt}@example.com` });
      expect((await call(app, url, { method: "GET", remoteAddress: address })).statusCode).toBe(200);
    }
    const limited = await recover("both.forms.last@example.com", address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: messages.rateLimit.tooManyRequests(Number(limited.headers["retry-after"])),
    });
  });

  it("answers 403 to a request from a foreign origin", async () => {
    const account = await registerAccount(app);
    const response = await call(app, apiPaths.recovery, {
      payload: { email: account.email },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(await resetMailsTo(account.email)).toHaveLength(0);
  });
});

describe("POST /api/users/resetPassword", () => {
  const NEW_PASSWORD = "Difference#Engine1822";

  it("sets the new password: only the new one signs in afterwards", async () => {
    const account = await registerAccount(app);
    await recover(account.email);

    const response = await reset({ token: await mailedToken(account.email), password: NEW_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(AuthNotice.parse(response.json())).toEqual({ message: messages.auth.resetDone });
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await findUserById(app.database.db, account.id))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("revokes every session of the account and expires this browser's cookies", async () => {
    const account = await registerAccount(app);
    await recover(account.email);

    const response = await reset({ token: await mailedToken(account.email), password: NEW_PASSWORD });

    for (const cookie of response.cookies) expect(cookie).toMatchObject({ value: "", maxAge: 0 });
    expect((await call(app, apiPaths.me, { method: "GET", cookies: account.cookies })).statusCode).toBe(401);
    expect((await call(app, apiPaths.refresh, { cookies: account.cookies })).statusCode).toBe(401);
  });

  it("mails the owner a notice of the reset: when, and what to do if it was not them (ASVS 6.3.7)", async () => {
    const account = await registerAccount(app, { fullName: "Grace Hopper" });
    await recover(account.email);
    expect(await mailsTo(app, "password-changed", account.email)).toEqual([]);

    expect(
      (await reset({ token: await mailedToken(account.email), password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const [notice] = await mailsTo(app, "password-changed", account.email);
    expect(notice?.subject).toBe("Your Avatalk password was reset");
    expect(notice?.text).toContain("Hello Grace Hopper,");
    expect(notice?.text).toMatch(/^When: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/m);
    expect(notice?.text).toContain("If it was not you, someone else knows your password");
    expect(notice?.text).toContain(`${PUBLIC_URL}/recovery_email`);
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it("accepts a link once only", async () => {
    const account = await registerAccount(app);
    await recover(account.email);
    const token = await mailedToken(account.email);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await reset({ token, password: "Another#Password77" });

    expect(again.statusCode).toBe(400);
    expect(ApiError.parse(again.json())).toEqual({ message: messages.auth.resetTokenInvalid });
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("ends the account's other reset links when one is used", async () => {
    const account = await registerAccount(app);
    await recover(account.email);
    const older = await mailedToken(account.email);
    await recover(account.email);
    const newer = await mailedToken(account.email);

    expect((await reset({ token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await reset({ token: older, password: "Another#Password77" })).statusCode).toBe(400);
  });

  it("refuses a link older than one hour", async () => {
    const account = await registerAccount(app);
    await recover(account.email);
    const token = await mailedToken(account.email);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    const response = await reset({ token, password: NEW_PASSWORD });

    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.auth.resetTokenInvalid });
    vi.useRealTimers();
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it("accepts a link just before the hour is over", async () => {
    const account = await registerAccount(app);
    await recover(account.email);
    const token = await mailedToken(account.email);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 59 * 60_000 });
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const response = await reset({ token: "A".repeat(43), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.auth.resetTokenInvalid });
  });

  it.each([
    ["too short", "Aa1@bcd", messages.auth.passwordTooShort],
    ["without the composition", "analytical engine 1843", messages.auth.passwordComposition],
    ["common", "Welcome@2024", messages.auth.passwordCommon],
  ])("refuses a new password that is %s, and keeps the link usable", async (_case, password, message) => {
    const account = await registerAccount(app);
    await recover(account.email);
    const token = await mailedToken(account.email);

    const refused = await reset({ token, password });

    expect(refused.statusCode).toBe(400);
    expect(ApiError.parse(refused.json()).fieldErrors?.password?.[0]).toBe(message);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("answers 403 to a reset from a foreign origin", async () => {
    const response = await call(app, apiPaths.resetPassword, {
      payload: { token: "A".repeat(43), password: NEW_PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 429 once one network address has tried too often", async () => {
    const address = freshAddress();
    const attempt = () =>
      call(app, apiPaths.resetPassword, {
        payload: { token: "B".repeat(43), password: NEW_PASSWORD },
        remoteAddress: address,
      });
    for (let count = 0; count < authRateLimits.resetPerIp.max; count += 1) {
      expect((await attempt()).statusCode).toBe(400);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("the reset mail", () => {
  it("is sent at once, not at the mail sender's next poll", async () => {
    const sending = await buildTestApp({ publicUrl: PUBLIC_URL }, { mailSender: MAIL_SENDER_WOKEN_ONLY });
    try {
      await sending.ready();
      const account = await registerAccount(sending);
      await call(sending, apiPaths.recovery, { payload: { email: account.email } });

      await expect
        .poll(() => latestMailJobState(sending.database.db, "password-reset"), { timeout: 10_000 })
        .toMatchObject({ status: "sent" });
    } finally {
      await sending.close();
    }
  });
});
