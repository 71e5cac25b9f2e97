import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { AuthNotice, Profile } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { users } from "#server/db/schema.ts";
import { authRateLimits } from "#server/routes/auth/rate-limits.ts";
import {
  call,
  cookieNames,
  cookiesOf,
  mailedToken,
  mailsTo,
  registerAccount,
  sessionCookies,
} from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const me = (cookies: Record<string, string>) => call(app, apiPaths.me, { method: "GET", cookies });

/** Signs in once more, as another device would: that device's cookies. */
async function anotherDevice(email: string, password: string) {
  const response = await call(app, apiPaths.login, { payload: { login: email, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookies(response);
}

describe("PATCH /api/users/me", () => {
  it("saves the name and phone number and answers the profile", async () => {
    const account = await registerAccount(app);

    const response = await call(app, apiPaths.me, {
      method: "PATCH",
      payload: { fullName: "  Ada King  ", phoneNumber: "+44 20 7946 0958" },
      cookies: account.cookies,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const profile = Profile.parse(response.json());
    expect(profile).toMatchObject({
      fullName: "Ada King",
      phoneNumber: "+442079460958",
      email: account.email,
    });
    expect(Profile.parse((await me(account.cookies)).json()).fullName).toBe("Ada King");
  });

  it("refuses bad input with its field's message, the address, and anybody signed out", async () => {
    const account = await registerAccount(app);
    const patch = (payload: unknown, cookies = account.cookies) =>
      call(app, apiPaths.me, { method: "PATCH", payload, cookies });

    const badPhone = await patch({ fullName: "Ada", phoneNumber: "12" });
    expect(badPhone.statusCode).toBe(400);
    expect(ApiError.parse(badPhone.json()).fieldErrors?.phoneNumber).toEqual([messages.auth.phoneInvalid]);
    const noName = await patch({ fullName: " ", phoneNumber: "+1 702 123 4567" });
    expect(ApiError.parse(noName.json()).fieldErrors?.fullName).toEqual([
      messages.form.required("Full name"),
    ]);
    const email = await patch({ fullName: "Ada", phoneNumber: "+1 702 123 4567", email: "new@example.com" });
    expect(email.statusCode).toBe(400);
    expect((await patch({ fullName: "Ada", phoneNumber: "+1 702 123 4567" }, {})).statusCode).toBe(401);
    expect(Profile.parse((await me(account.cookies)).json()).fullName).toBe("Ada Lovelace");
  });
});

describe("POST /api/users/me/password", () => {
  const change = (cookies: Record<string, string>, payload: unknown) =>
    call(app, apiPaths.password, { payload, cookies });

  it("changes the password, keeps this device signed in and signs every other device out", async () => {
    const account = await registerAccount(app);
    const other = await anotherDevice(account.email, account.password);
    const newPassword = "Difference#Engine1822";

    const response = await change(account.cookies, {
      currentPassword: account.password,
      password: newPassword,
    });

    expect(response.statusCode).toBe(200);
    expect(AuthNotice.parse(response.json())).toEqual({ message: messages.account.passwordChanged });
    expect((await me(account.cookies)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await call(app, apiPaths.refresh, { cookies: other })).statusCode).toBe(401);
    const oldLogin = await call(app, apiPaths.login, {
      payload: { login: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await anotherDevice(account.email, newPassword);
  });

  it("mails the owner a notice of the change: when, and what to do if it was not them (ASVS 6.3.7)", async () => {
    const account = await registerAccount(app, { fullName: "Grace Hopper" });
    const changed = await change(account.cookies, {
      currentPassword: account.password,
      password: "Difference#Engine1822",
    });
    expect(changed.statusCode).toBe(200);

    const notices = await mailsTo(app, "password-changed", account.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe("Your Avatalk password was changed");
    expect(notices[0]?.text).toContain("was changed in the portal; every other device was signed out.");
    expect(notices[0]?.text).toMatch(/^When: .+ GMT$/m);
    expect(notices[0]?.text).toContain("/recovery_email");
  });

  it("ends every reset link mailed before the change", async () => {
    const account = await registerAccount(app);
    const recovery = await call(app, apiPaths.recovery, { payload: { email: account.email } });
    expect(recovery.statusCode).toBe(200);
    const token = await mailedToken(app, "password-reset", account.email, "/reset_password");

    const changed = await change(account.cookies, {
      currentPassword: account.password,
      password: "Difference#Engine1822",
    });
    expect(changed.statusCode).toBe(200);

    const reset = await call(app, apiPaths.resetPassword, {
      payload: { token, password: "Attacker#Chosen2026" },
    });
    expect(reset.statusCode).toBe(400);
    expect(ApiError.parse(reset.json())).toEqual({ message: messages.auth.resetTokenInvalid });
    await anotherDevice(account.email, "Difference#Engine1822");
  });

  it("refuses a wrong current password on its field, and the same, a common or a weak new one", async () => {
    const account = await registerAccount(app);

    const wrong = await change(account.cookies, {
      currentPassword: "Wrong#Password1",
      password: "Fresh#Password99",
    });
    expect(wrong.statusCode).toBe(400);
    expect(ApiError.parse(wrong.json()).fieldErrors).toEqual({
      currentPassword: [messages.account.currentPasswordWrong],
    });
    const same = await change(account.cookies, {
      currentPassword: account.password,
      password: account.password,
    });
    expect(ApiError.parse(same.json()).fieldErrors).toEqual({ password: [messages.account.samePassword] });
    const weak = await change(account.cookies, { currentPassword: account.password, password: "short" });
    expect(ApiError.parse(weak.json()).fieldErrors?.password).toEqual([messages.auth.passwordTooShort]);
    const common = await change(account.cookies, {
      currentPassword: account.password,
      password: "Password@123",
    });
    expect(ApiError.parse(common.json()).fieldErrors?.password).toEqual([messages.auth.passwordCommon]);
    expect(
      (await change({}, { currentPassword: account.password, password: "Fresh#Password99" })).statusCode,
    ).toBe(401);
    // Nothing changed: the old password still signs in.
    await anotherDevice(account.email, account.password);
  });

  it("counts wrong current passwords with sign-in's failures: past the limit even the right one is refused", async () => {
    const account = await registerAccount(app);
    const { max } = authRateLimits.loginFailuresPerAccount;
    const wrongLogins = 2;
    for (let attempt = 0; attempt < wrongLogins; attempt += 1) {
      const login = await call(app, apiPaths.login, {
        payload: { login: account.email, password: `Wrong#Login${attempt}` },
      });
      expect(login.statusCode).toBe(401);
    }
    for (let attempt = wrongLogins; attempt < max; attempt += 1) {
      const wrong = await change(account.cookies, {
        currentPassword: `Wrong#Guess${attempt}`,
        password: "Fresh#Password99",
      });
      expect(wrong.statusCode).toBe(400);
    }

    const right = await change(account.cookies, {
      currentPassword: account.password,
      password: "Fresh#Password99",
    });

    expect(right.statusCode).toBe(429);
    expect(ApiError.parse(right.json())).toEqual({ message: messages.auth.tooManyAttempts });
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    const login = await call(app, apiPaths.login, {
      payload: { login: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(429);
  });
});

describe("POST /api/users/me/widget-key", () => {
  it("replaces the key: the new one is in the profile, the old one is no longer stored", async () => {
    const account = await registerAccount(app);
    const before = Profile.parse((await me(account.cookies)).json()).widgetKey;

    const response = await call(app, apiPaths.widgetKey, { cookies: account.cookies });

    expect(response.statusCode).toBe(200);
    const after = Profile.parse(response.json()).widgetKey;
    expect(after).toMatch(/^wk_[\w-]{22}$/);
    expect(after).not.toBe(before);
    expect(await app.database.db.select().from(users).where(eq(users.widgetKey, before))).toEqual([]);
    expect((await call(app, apiPaths.widgetKey, {})).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every sign-in of the account and expires this browser's cookies", async () => {
    const account = await registerAccount(app);
    const other = await anotherDevice(account.email, account.password);
    const bystander = await registerAccount(app);

    const response = await call(app, apiPaths.logoutAll, { cookies: account.cookies });

    expect(response.statusCode).toBe(204);
    const cookies = cookiesOf(response);
    for (const name of Object.values(cookieNames)) {
      expect(cookies[name]).toMatchObject({ value: "", maxAge: 0 });
    }
    expect((await me(account.cookies)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await call(app, apiPaths.refresh, { cookies: other })).statusCode).toBe(401);
    expect((await me(bystander.cookies)).statusCode).toBe(200);
    expect((await call(app, apiPaths.logoutAll, {})).statusCode).toBe(401);
  });
});
