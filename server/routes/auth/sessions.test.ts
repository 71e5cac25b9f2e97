import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { LoggedIn, Profile, Refreshed } from "#contracts/auth.ts";
import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";
import { messages } from "#contracts/messages.ts";
import { setUserRole } from "#server/repositories/users.ts";
import {
  call,
  cookieNames,
  cookiesOf,
  freshAddress,
  registerAccount,
  sessionCookies,
} from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { authRateLimits } from "./rate-limits.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // A route behind each guard, as the admin inbox and the portal use them.
  app.get("/api/test/admin", { preHandler: app.requireAdmin }, async (request) => ({ id: request.user?.id }));
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
/** Moves the clock the tokens are checked against (Date only: the database and sockets run on). */
function travel(milliseconds: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + milliseconds });
}

const login = (payload: unknown, remoteAddress?: string) =>
  call(app, apiPaths.login, { payload, remoteAddress });
const me = (cookies?: Record<string, string>, headers?: Record<string, string>) =>
  call(app, apiPaths.me, { method: "GET", cookies, headers });
const refresh = (cookies?: Record<string, string>, payload?: unknown) =>
  call(app, apiPaths.refresh, { cookies, payload });

describe("POST /api/auth/login", () => {
  it("signs in with the address in any letter case and answers the tokens, also as cookies", async () => {
    const account = await registerAccount(app);

    const response = await login({ login: `  ${account.email.toUpperCase()} `, password: account.password });

    expect(response.statusCode).toBe(200);
    const body = LoggedIn.parse(response.json());
    expect(body.email).toBe(account.email);
    expect(body.adminToken).toBe("");
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookies = cookiesOf(response);
    expect(cookies[cookieNames.access]).toMatchObject({
      value: body.accessToken,
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/",
    });
    expect(cookies[cookieNames.refresh]).toMatchObject({
      value: body.refreshToken,
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/",
    });
    expect(cookies[cookieNames.admin]).toMatchObject({ value: "", maxAge: 0 });
    expect((await me(sessionCookies(response))).statusCode).toBe(200);
  });

  it("answers the same generic 401 for a wrong password and for an unknown address", async () => {
    const account = await registerAccount(app);

    const wrongPassword = await login({ login: account.email, password: "Wrong#Password1" });
    const unknown = await login({ login: "nobody.here@example.com", password: account.password });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(ApiError.parse(wrongPassword.json())).toEqual({ message: messages.auth.invalidCredentials });
    expect(unknown.body).toBe(wrongPassword.body);
    expect(wrongPassword.cookies).toEqual([]);
  });

  it("takes about as long for an unknown address as for a wrong password (no enumeration by timing)", async () => {
    const accounts = [await registerAccount(app), await registerAccount(app)];
    // The work each answer costs: this process's CPU time (the argon2 threads included), which a
    // busy machine does not stretch the way it stretches the wall clock.
    const timed = async (payload: unknown) => {
      const started = process.cpuUsage();
      const response = await login(payload, "198.51.100.7");
      expect(response.statusCode).toBe(401);
      const spent = process.cpuUsage(started);
      return spent.user + spent.system;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so that a busy neighbour slows both alike; four failures an account, under its
    // lockout of five.
    for (const [index, account] of accounts.entries()) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const password = `Wrong#Password${attempt}`;
        known.push(await timed({ login: account.email, password }));
        unknown.push(await timed({ login: `nobody.${index}.${attempt}@example.com`, password }));
      }
    }
    // Both verify an argon2id hash (an unknown address against a decoy): the same work. The
    // cheapest attempt of each kind is that work with the least else mixed in.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("answers 401, not a hint about the policy, to a wrong password that breaks the composition rule", async () => {
    const account = await registerAccount(app);
    const response = await login({ login: account.email, password: "short" });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ["the address is missing", { password: "Analytical#1843" }, "login", messages.form.required("Email")],
    [
      "the address is malformed",
      { login: "ada@", password: "Analytical#1843" },
      "login",
      messages.auth.loginInvalidEmail,
    ],
    ["the password is missing", { login: "ada@example.com" }, "password", messages.form.required("Password")],
    [
      "the password is empty",
      { login: "ada@example.com", password: "" },
      "password",
      messages.form.required("Password"),
    ],
    [
      "the password is longer than 128 characters",
      { login: "ada@example.com", password: "x".repeat(129) },
      "password",
      messages.form.tooLong("Password", 128),
    ],
    [
      "a field is not part of the form",
      { login: "ada@example.com", password: "x", remember: true },
      "remember",
      messages.form.unknownField,
    ],
  ])("answers 400 and names the field when %s", async (_case, payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fieldErrors?.[field]?.[0]).toBe(message);
  });

  it("signs in with the password in another Unicode form than at sign-up (NFD against NFC)", async () => {
    const composed = "Caf\u00e9#Cr\u00e8me1843";
    const account = await registerAccount(app, { password: composed });
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);

    const response = await login({ login: account.email, password: decomposed });

    expect(response.statusCode).toBe(200);
  });

  it("locks an account for a while after 5 failures, from any address, even for the right password", async () => {
    const account = await registerAccount(app);
    const { max, timeWindow } = authRateLimits.loginFailuresPerAccount;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await login({ login: account.email, password: `Wrong#Password${attempt}` })).statusCode).toBe(
        401,
      );
    }

    const locked = await login({ login: account.email, password: account.password });

    expect(locked.statusCode).toBe(429);
    expect(ApiError.parse(locked.json())).toEqual({ message: messages.auth.tooManyAttempts });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(timeWindow / 1000);
    // Another account is not affected.
    const other = await registerAccount(app);
    expect((await login({ login: other.email, password: other.password })).statusCode).toBe(200);
  });

  it("checks at most 5 passwords of an account in a burst of 60 parallel guesses from 3 addresses, and refuses the right one in it", async () => {
    const account = await registerAccount(app);
    const { max } = authRateLimits.loginFailuresPerAccount;
    const addresses = [freshAddress(), freshAddress(), freshAddress()];
    const guesses = Array.from({ length: 60 }, (_, index) =>
      login({ login: account.email, password: `Wrong#Guess${index}` }, addresses[index % 3]),
    );
    // Sent with the burst, after the guesses: by then the window is used up.
    const owner = login({ login: account.email, password: account.password });

    const answers = await Promise.all(guesses);
    const statuses = answers.map((answer) => answer.statusCode);

    // Every guess whose password was checked answers 401; the others were refused unchecked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(max);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60 - max);
    const refused = await owner;
    expect(refused.statusCode).toBe(429);
    expect(ApiError.parse(refused.json())).toEqual({ message: messages.auth.tooManyAttempts });
  });

  it("locks an unknown address the same way, so the limit does not reveal which accounts exist", async () => {
    const email = "no.such.account@example.com";
    for (let attempt = 0; attempt < authRateLimits.loginFailuresPerAccount.max; attempt += 1) {
      expect((await login({ login: email, password: "Wrong#Password1" })).statusCode).toBe(401);
    }
    expect((await login({ login: email, password: "Wrong#Password1" })).statusCode).toBe(429);
  });

  it("does not count successful sign-ins against the account", async () => {
    const account = await registerAccount(app);
    for (let attempt = 0; attempt <= authRateLimits.loginFailuresPerAccount.max; attempt += 1) {
      expect((await login({ login: account.email, password: account.password })).statusCode).toBe(200);
    }
  });

  it("answers 429 with Retry-After once an IP has tried too often", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < authRateLimits.loginPerIp.max; attempt += 1) {
      await login({ login: `someone${attempt}@example.com`, password: "Wrong#Password1" }, address);
    }

    const limited = await login({ login: "someone@example.com", password: "Wrong#Password1" }, address);

    expect(limited.statusCode).toBe(429);
    expect(ApiError.parse(limited.json())).toEqual({
      message: messages.rateLimit.tooManyRequests(Number(limited.headers["retry-after"])),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers 403 to a sign-in posted from a foreign origin", async () => {
    const account = await registerAccount(app);
    const response = await call(app, apiPaths.login, {
      payload: { login: account.email, password: account.password },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });
});

describe("GET /api/users/me", () => {
  it("answers the profile, the trial's end and the widget key to the access cookie", async () => {
    const account = await registerAccount(app, { fullName: "Grace Hopper", phoneNumber: "+44 20 7946 0958" });

    const response = await me(account.cookies);

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const profile = Profile.parse(response.json());
    expect(profile).toMatchObject({
      id: account.id,
      fullName: "Grace Hopper",
      email: account.email,
      phoneNumber: "+442079460958",
      role: "customer",
    });
    expect(profile.widgetKey).toMatch(/^wk_/);
    const trialMs = Date.parse(profile.trialEndsAt) - Date.parse(profile.createdAt);
    expect(trialMs).toBe(FREE_TRIAL_DAYS * 24 * 60 * MINUTE);
  });

  it("accepts the access token as a Bearer token (API clients)", async () => {
    const account = await registerAccount(app);
    const response = await me(undefined, { authorization: `Bearer ${account.accessToken}` });
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 without a token, with a malformed one, and with the refresh token in its place", async () => {
    const account = await registerAccount(app);
    for (const response of [
      await me(),
      await me({ [cookieNames.access]: "not-a-jwt" }),
      await me({ [cookieNames.access]: account.refreshToken }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(ApiError.parse(response.json())).toEqual({ message: messages.auth.notSignedIn });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers 401 once the access token is older than 15 minutes", async () => {
    const account = await registerAccount(app);
    travel(14 * MINUTE);
    expect((await me(account.cookies)).statusCode).toBe(200);
    travel(16 * MINUTE);
    expect((await me(account.cookies)).statusCode).toBe(401);
  });

  it("refuses tokens signed with another key, with alg none, or with the admin type", async () => {
    const account = await registerAccount(app);
    const [, payload] = account.accessToken.split(".");
    const header = (fields: object) => Buffer.from(JSON.stringify(fields)).toString("base64url");
    const unsigned = `${header({ alg: "none", typ: "at+jwt" })}.${payload}.`;
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload ?? "", "base64url").toString()))
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .sign(new TextEncoder().encode("a".repeat(48)));

    expect((await me({ [cookieNames.access]: unsigned })).statusCode).toBe(401);
    expect((await me({ [cookieNames.access]: forged })).statusCode).toBe(401);
  });
});

describe("admin tokens", () => {
  it("are issued to admins only, and open the admin guard", async () => {
    const account = await registerAccount(app);
    await setUserRole(app.database.db, account.id, "admin");

    const response = await login({ login: account.email, password: account.password });

    const body = LoggedIn.parse(response.json());
    expect(body.adminToken).not.toBe("");
    expect(cookiesOf(response)[cookieNames.admin]).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/",
    });
    const admin = await call(app, "/api/test/admin", { method: "GET", cookies: sessionCookies(response) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ id: account.id });
  });

  it("cannot stand in for an access token, nor an access token for them (typ and aud are checked)", async () => {
    const account = await registerAccount(app);
    await setUserRole(app.database.db, account.id, "admin");
    const session = LoggedIn.parse(
      (await login({ login: account.email, password: account.password })).json(),
    );

    expect((await me({ [cookieNames.access]: session.adminToken })).statusCode).toBe(401);
    const asAdmin = await call(app, "/api/test/admin", {
      method: "GET",
      cookies: { [cookieNames.admin]: session.accessToken },
    });
    expect(asAdmin.statusCode).toBe(401);
  });

  it("answers 403 to a signed-in customer and 401 to a visitor", async () => {
    const account = await registerAccount(app);
    const customer = await call(app, "/api/test/admin", { method: "GET", cookies: account.cookies });
    expect(customer.statusCode).toBe(403);
    expect(ApiError.parse(customer.json())).toEqual({ message: messages.auth.adminOnly });
    expect((await call(app, "/api/test/admin", { method: "GET" })).statusCode).toBe(401);
  });

  it("stop working when the account is no longer an admin", async () => {
    const account = await registerAccount(app);
    await setUserRole(app.database.db, account.id, "admin");
    const response = await login({ login: account.email, password: account.password });
    await setUserRole(app.database.db, account.id, "customer");

    const admin = await call(app, "/api/test/admin", { method: "GET", cookies: sessionCookies(response) });
    expect(admin.statusCode).toBe(403);
  });
});

describe("POST /api/auth/refresh", () => {
  it("names a refresh token that is not text in the words of the other fields", async () => {
    const response = await refresh(undefined, { refreshToken: 123 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ refreshToken: ["Refresh token must be text"] });
  });

  it("rotates the refresh cookie and answers without tokens in the body", async () => {
    const account = await registerAccount(app);

    const response = await refresh(account.cookies);

    expect(response.statusCode).toBe(200);
    expect(Refreshed.strict().parse(response.json())).toEqual({ email: account.email });
    const renewed = sessionCookies(response);
    expect(renewed[cookieNames.refresh]).toBeDefined();
    expect(renewed[cookieNames.refresh]).not.toBe(account.refreshToken);
    expect(renewed[cookieNames.access]).toBeDefined();
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it("answers the new set in the body to an API client that sent the token in the body", async () => {
    const account = await registerAccount(app);

    const response = await refresh(undefined, { refreshToken: account.refreshToken });

    expect(response.statusCode).toBe(200);
    const body = Refreshed.parse(response.json());
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(body.refreshToken).not.toBe(account.refreshToken);
    expect((await me(undefined, { authorization: `Bearer ${body.accessToken}` })).statusCode).toBe(200);
  });

  it("renews the session after the access token expired", async () => {
    const account = await registerAccount(app);
    travel(20 * MINUTE);
    expect((await me(account.cookies)).statusCode).toBe(401);

    const response = await refresh({ [cookieNames.refresh]: account.cookies[cookieNames.refresh] ?? "" });

    expect(response.statusCode).toBe(200);
    expect((await me(sessionCookies(response))).statusCode).toBe(200);
  });

  it("ends a sign-in 30 days after it began, whatever the refreshes, and never sets a longer cookie (ASVS 7.3.2)", async () => {
    const DAY = 24 * 60 * MINUTE;
    const account = await registerAccount(app);
    let cookies = account.cookies;
    // Refreshed on days 10, 20 and 29, as an open tab would be (travel moves the clock on).
    let day = 0;
    for (const days of [10, 10, 9]) {
      travel(days * DAY);
      day += days;
      const renewed = await refresh(cookies);
      expect(`day ${day}: ${renewed.statusCode}`).toBe(`day ${day}: 200`);
      const maxAge = cookiesOf(renewed)[cookieNames.refresh]?.maxAge ?? 0;
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(((30 - day) * DAY) / 1000);
      cookies = sessionCookies(renewed);
    }

    travel(DAY + MINUTE);
    const ended = await refresh(cookies);

    expect(ended.statusCode).toBe(401);
    expect(ApiError.parse(ended.json())).toEqual({ message: messages.auth.sessionExpired });
  });

  it("treats reuse of a rotated token as theft: 401, and the whole sign-in is revoked", async () => {
    const account = await registerAccount(app);
    const rotated = await refresh(account.cookies);
    const current = sessionCookies(rotated);

    const replay = await refresh({ [cookieNames.refresh]: account.refreshToken });

    expect(replay.statusCode).toBe(401);
    expect(ApiError.parse(replay.json())).toEqual({ message: messages.auth.sessionExpired });
    expect(cookiesOf(replay)[cookieNames.refresh]).toMatchObject({ value: "", maxAge: 0 });
    // The legitimate holder's newer tokens die with the family.
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(401);
  });

  it("leaves the account's other sign-ins alone when one family is revoked", async () => {
    const account = await registerAccount(app);
    const elsewhere = await login({ login: account.email, password: account.password });
    await refresh(account.cookies);
    await refresh(account.cookies);

    expect((await me(sessionCookies(elsewhere))).statusCode).toBe(200);
  });

  it("answers 401 after 30 days, and without any token", async () => {
    const account = await registerAccount(app);
    expect((await refresh()).statusCode).toBe(401);
    travel(31 * 24 * 60 * MINUTE);
    expect((await refresh(account.cookies)).statusCode).toBe(401);
  });

  it("answers 403 to a refresh from a foreign origin", async () => {
    const account = await registerAccount(app);
    const response = await call(app, apiPaths.refresh, {
      cookies: account.cookies,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /api/auth/logout", () => {
  it("answers 204, expires the three cookies and revokes the session", async () => {
    const account = await registerAccount(app);

    const response = await call(app, apiPaths.logout, { cookies: account.cookies });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookies = cookiesOf(response);
    for (const name of Object.values(cookieNames)) {
      expect(cookies[name]).toMatchObject({
        value: "",
        maxAge: 0,
        path: "/",
        httpOnly: true,
        secure: true,
        sameSite: "Strict",
      });
      expect(cookies[name]?.expires?.getTime()).toBe(0);
    }
    expect((await refresh(account.cookies)).statusCode).toBe(401);
    expect((await me(account.cookies)).statusCode).toBe(401);
  });

  it("answers 204 to a visitor who is not signed in", async () => {
    expect((await call(app, apiPaths.logout)).statusCode).toBe(204);
  });

  it("signs out a client that sends no body but says JSON, as many always do", async () => {
    const account = await registerAccount(app);
    const response = await call(app, apiPaths.logout, {
      cookies: account.cookies,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(account.cookies)).statusCode).toBe(401);
  });

  it("answers 403 to a logout from a foreign origin and keeps the session", async () => {
    const account = await registerAccount(app);
    const response = await call(app, apiPaths.logout, {
      cookies: account.cookies,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(account.cookies)).statusCode).toBe(200);
  });
});

/** The raw Set-Cookie lines of an answer, by cookie name. */
function setCookieLines(response: Awaited<ReturnType<typeof call>>): Record<string, string> {
  const header = response.headers["set-cookie"] ?? [];
  const lines = Array.isArray(header) ? header : [header];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf("=")), line]));
}

describe("session cookie names (decision 0007)", () => {
  let shared: FastifyInstance;
  beforeAll(async () => {
    shared = await buildTestApp({ cookieDomain: "avatalk.example" });
    shared.get("/api/test/admin", { preHandler: shared.requireAdmin }, async () => ({ ok: true }));
  });
  afterAll(() => shared.close());

  /** An administrator signed in on `on`: the tokens login answered and the Set-Cookie lines. */
  async function signInAdmin(on: FastifyInstance) {
    const account = await registerAccount(on);
    await setUserRole(on.database.db, account.id, "admin");
    const response = await call(on, apiPaths.login, {
      payload: { login: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    return { tokens: LoggedIn.parse(response.json()), lines: setCookieLines(response) };
  }

  it("are __Host- names, Secure on Path=/ without a Domain, when COOKIE_DOMAIN is unset", async () => {
    const { lines } = await signInAdmin(app);

    expect(Object.keys(lines).sort()).toEqual([
      "__Host-accessToken",
      "__Host-adminToken",
      "__Host-refreshToken",
    ]);
    for (const line of Object.values(lines)) {
      const attributes = line.split("; ").slice(1);
      expect(attributes).toContain("Secure");
      expect(attributes).toContain("Path=/");
      expect(attributes.some((attribute) => attribute.startsWith("Domain="))).toBe(false);
    }
  });

  it("are docs/product.md's names on the shared parent domain when COOKIE_DOMAIN is set", async () => {
    const { lines } = await signInAdmin(shared);

    expect(Object.keys(lines).sort()).toEqual(["accessToken", "adminToken", "refreshToken"]);
    for (const line of Object.values(lines)) {
      const attributes = line.split("; ").slice(1);
      expect(attributes).toEqual(expect.arrayContaining(["Domain=avatalk.example", "Path=/", "Secure"]));
    }
  });

  it("ignore valid tokens under the other setting's names", async () => {
    for (const [on, wrong] of [
      [app, { access: "accessToken", refresh: "refreshToken", admin: "adminToken" }],
      [shared, { access: "__Host-accessToken", refresh: "__Host-refreshToken", admin: "__Host-adminToken" }],
    ] as const) {
      const { tokens } = await signInAdmin(on);
      const as = (name: string, token: string) => ({ [name]: token });

      const profile = await call(on, apiPaths.me, {
        method: "GET",
        cookies: as(wrong.access, tokens.accessToken),
      });
      const renewed = await call(on, apiPaths.refresh, { cookies: as(wrong.refresh, tokens.refreshToken) });
      const inbox = await call(on, "/api/test/admin", {
        method: "GET",
        cookies: as(wrong.admin, tokens.adminToken),
      });

      expect([profile.statusCode, renewed.statusCode, inbox.statusCode]).toEqual([401, 401, 401]);
      // The same tokens under the right names open all three.
      const right = on.auth.cookies.names;
      expect(
        (await call(on, apiPaths.me, { method: "GET", cookies: as(right.access, tokens.accessToken) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(on, "/api/test/admin", { method: "GET", cookies: as(right.admin, tokens.adminToken) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(on, apiPaths.refresh, { cookies: as(right.refresh, tokens.refreshToken) })).statusCode,
      ).toBe(200);
    }
  });

  it("expire docs/product.md's names a browser kept from before the prefix when it signs in or out", async () => {
    const account = await registerAccount(app);
    const stale = { accessToken: "old", refreshToken: "old" };

    const signedIn = await call(app, apiPaths.login, {
      payload: { login: account.email, password: account.password },
      cookies: stale,
    });
    const signedOut = await call(app, apiPaths.logout, {
      cookies: { ...stale, ...sessionCookies(signedIn) },
    });

    for (const response of [signedIn, signedOut]) {
      const cookies = cookiesOf(response);
      for (const name of Object.keys(stale)) {
        expect(cookies[name]).toMatchObject({ value: "", maxAge: 0, path: "/", secure: true });
        expect(cookies[name]?.domain).toBeUndefined();
      }
      expect(cookies.adminToken).toBeUndefined();
    }
  });

  it("are set and expired on the shared parent domain", async () => {
    const account = await registerAccount(shared);
    const signedIn = await call(shared, apiPaths.login, {
      payload: { login: account.email, password: account.password },
    });
    const signedOut = await call(shared, apiPaths.logout, { cookies: sessionCookies(signedIn) });

    for (const response of [signedIn, signedOut]) {
      for (const cookie of response.cookies) expect(cookie.domain).toBe("avatalk.example");
    }
    expect(cookiesOf(signedOut).refreshToken).toMatchObject({ value: "", maxAge: 0 });
  });
});
