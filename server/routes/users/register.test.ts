import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { Registered } from "#contracts/auth.ts";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";
import { messages } from "#contracts/messages.ts";
import { findUserByEmail, findUserById } from "#server/repositories/users.ts";
import { authRateLimits } from "#server/routes/auth/rate-limits.ts";
import { call, cookiesOf, freshAddress, newAccount } from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const register = (payload: unknown, remoteAddress?: string) =>
  call(app, apiPaths.register, { payload, remoteAddress });

describe("POST /api/users/register", () => {
  it("creates the account, signs it in and answers 201 with its id, address and tokens", async () => {
    const account = newAccount({ email: "  Grace.Hopper@Example.COM ", fullName: "  Grace Hopper " });

    const response = await register(account);

    expect(response.statusCode).toBe(201);
    const body = Registered.parse(response.json());
    expect(body.email).toBe("grace.hopper@example.com");
    expect(body.accessToken).not.toBe("");
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(body.adminToken).toBe("");
    expect(response.headers["cache-control"]).toBe("no-store");

    const stored = await findUserById(app.database.db, body.id);
    expect(stored).toMatchObject({
      fullName: "Grace Hopper",
      email: "grace.hopper@example.com",
      phone: "+17021234567",
      role: "customer",
    });
    expect(stored?.widgetKey).toMatch(/^wk_[\w-]{22}$/);
  });

  it("stores the password only as an argon2id hash with m=19456, t=2, p=1", async () => {
    const account = newAccount();
    const { id } = Registered.parse((await register(account)).json());

    const stored = await findUserById(app.database.db, id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(account.password);
  });

  it("sets the __Host- access and refresh cookies HttpOnly, Secure, SameSite=Strict on Path=/ and expires the admin one", async () => {
    const response = await register(newAccount());

    const cookies = cookiesOf(response);
    for (const name of ["__Host-accessToken", "__Host-refreshToken", "__Host-adminToken"]) {
      expect(cookies[name]).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
      expect(cookies[name]?.domain).toBeUndefined();
    }
    expect(cookies["__Host-accessToken"]?.maxAge).toBe(15 * 60);
    expect(cookies["__Host-refreshToken"]?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookies["__Host-adminToken"]).toMatchObject({ value: "", maxAge: 0 });
  });

  it("gives every account its own widget key", async () => {
    const first = Registered.parse((await register(newAccount())).json());
    const second = Registered.parse((await register(newAccount())).json());

    const keys = [
      (await findUserById(app.database.db, first.id))?.widgetKey,
      (await findUserById(app.database.db, second.id))?.widgetKey,
    ];
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("answers 409 with a clear message when the address already has an account, in any letter case", async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);

    const again = await register({
      ...account,
      email: account.email.toUpperCase(),
      fullName: "Someone Else",
    });

    expect(again.statusCode).toBe(409);
    expect(ApiError.parse(again.json())).toEqual({ message: messages.auth.emailTaken });
    expect((await findUserByEmail(app.database.db, account.email.toLowerCase()))?.fullName).toBe(
      "Ada Lovelace",
    );
  });

  it("accepts a password of exactly 128 characters", async () => {
    const password = `Aa1@${"xyz-".repeat(31)}`;
    expect((await register(newAccount({ password }))).statusCode).toBe(201);
  });

  it("accepts a phone number typed without '+' or formatting, and stores it as +digits", async () => {
    const { id } = Registered.parse((await register(newAccount({ phoneNumber: "44 20 7946 0958" }))).json());
    expect((await findUserById(app.database.db, id))?.phone).toBe("+442079460958");
  });

  const required = messages.form.required;
  it.each([
    ["the full name is missing", { fullName: undefined }, "fullName", required("Full name")],
    ["the full name is blank", { fullName: "   " }, "fullName", required("Full name")],
    [
      "the full name is too long",
      { fullName: "x".repeat(101) },
      "fullName",
      messages.form.tooLong("Full name", 100),
    ],
    [
      "the full name holds a control character",
      { fullName: "Ada\u0000Lovelace" },
      "fullName",
      messages.form.invalidCharacters("Full name"),
    ],
    [
      "the full name holds a bidi override",
      { fullName: "Ada \u202eecalevoL" },
      "fullName",
      messages.form.invalidCharacters("Full name"),
    ],
    ["the email is missing", { email: undefined }, "email", required("Email")],
    ["the email is blank", { email: "" }, "email", required("Email")],
    ["the email has no domain", { email: "ada@" }, "email", messages.form.invalidEmail],
    [
      "the email's top-level domain has one letter",
      { email: "ada@example.c" },
      "email",
      messages.form.invalidEmail,
    ],
    ["the email has no top-level domain", { email: "ada@localhost" }, "email", messages.form.invalidEmail],
    ["the phone number is missing", { phoneNumber: undefined }, "phoneNumber", required("Phone number")],
    ["the phone number is only the prefix", { phoneNumber: "+" }, "phoneNumber", required("Phone number")],
    [
      "the phone number holds letters",
      { phoneNumber: "+1 702 CALL NOW" },
      "phoneNumber",
      messages.auth.phoneInvalid,
    ],
    [
      "the phone number has 16 digits",
      { phoneNumber: "+1234567890123456" },
      "phoneNumber",
      messages.auth.phoneInvalid,
    ],
    ["the phone number is too short", { phoneNumber: "+12345" }, "phoneNumber", messages.auth.phoneInvalid],
    ["the password is missing", { password: undefined }, "password", required("Password")],
    ["the password is empty", { password: "" }, "password", required("Password")],
    ["the password is 7 characters", { password: "Aa1@bcd" }, "password", messages.auth.passwordTooShort],
    [
      "the password has no uppercase letter",
      { password: "analytical#1843" },
      "password",
      messages.auth.passwordComposition,
    ],
    [
      "the password has no lowercase letter",
      { password: "ANALYTICAL#1843" },
      "password",
      messages.auth.passwordComposition,
    ],
    [
      "the password has no digit",
      { password: "Analytical#Engine" },
      "password",
      messages.auth.passwordComposition,
    ],
    [
      "the password has no special character of @#$%^&+=!",
      { password: "Analytical*Engine1843" },
      "password",
      messages.auth.passwordComposition,
    ],
    [
      "the password is longer than 128 characters",
      { password: `Aa1@${"x".repeat(125)}` },
      "password",
      messages.form.tooLong("Password", 128),
    ],
    ["the password is a common one", { password: "Password123!" }, "password", messages.auth.passwordCommon],
    ["a field is not part of the form", { isAdmin: true }, "isAdmin", messages.form.unknownField],
    ["a field has the wrong type", { fullName: 42 }, "fullName", messages.form.notText("Full name")],
  ])("answers 400 and names the field when %s", async (_case, overrides, field, message) => {
    const account = newAccount();
    const payload = { ...account, ...overrides };

    const response = await register(payload);

    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(body.message).toBe(messages.api.validationFailed);
    expect(body.fieldErrors?.[field]?.[0]).toBe(message);
    expect(await findUserByEmail(app.database.db, account.email)).toBeUndefined();
  });

  // Among the 10,000 most common passwords once their decoration is taken off, or a repetition.
  it.each(["India@123", "1Qaz2wsx!", "Jesus@123", "Aa1!aaaa", "Blessed1!", "Mother@123", "Aaaa1111!"])(
    "refuses the common password %s on its field",
    async (password) => {
      const response = await register(newAccount({ password }));
      expect(response.statusCode).toBe(400);
      expect(ApiError.parse(response.json()).fieldErrors).toEqual({
        password: [messages.auth.passwordCommon],
      });
    },
  );

  it("answers 400 when the body is not an object", async () => {
    const response = await register([newAccount()]);
    expect(response.statusCode).toBe(400);
    expect(Object.values(ApiError.parse(response.json()).fieldErrors ?? {})).toEqual([
      [messages.form.invalidBody],
    ]);
  });

  it("answers 201 but creates nothing when the honeypot is filled", async () => {
    const account = newAccount();

    const response = await register({ ...account, [HONEYPOT_FIELD]: "https://spam.example" });

    expect(response.statusCode).toBe(201);
    const body = Registered.parse(response.json());
    expect(body.accessToken).toBe("");
    expect(await findUserById(app.database.db, body.id)).toBeUndefined();
    expect(await findUserByEmail(app.database.db, account.email)).toBeUndefined();
  });

  it("answers 403 to a request from a foreign origin and creates nothing", async () => {
    const account = newAccount();

    const response = await call(app, apiPaths.register, {
      payload: account,
      headers: { origin: "https://evil.example" },
    });

    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.forbiddenOrigin });
    expect(await findUserByEmail(app.database.db, account.email)).toBeUndefined();
  });

  it("answers 429 with Retry-After once an address has registered too often", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < authRateLimits.registerPerIp.max; attempt += 1) {
      expect((await register(newAccount(), address)).statusCode).toBe(201);
    }

    const limited = await register(newAccount(), address);

    expect(limited.statusCode).toBe(429);
    expect(ApiError.parse(limited.json())).toEqual({
      message: messages.rateLimit.tooManyRequests(Number(limited.headers["retry-after"])),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
