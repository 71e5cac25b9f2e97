import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { LoggedIn } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { findUserByEmail, findUserById } from "#server/repositories/users.ts";
import { call, registerAccount } from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { createOrPromoteAdmin, NEW_ADMIN_NAME } from "./admins.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("createOrPromoteAdmin (npm run admin:create)", () => {
  it("promotes a verified account only when told to, and its next sign-in carries an admin token", async () => {
    const account = await registerAccount(app);

    const unasked = await createOrPromoteAdmin(app.database.db, account.email);
    expect(unasked).toEqual({ outcome: "exists", email: account.email });
    expect((await findUserById(app.database.db, account.id))?.role).toBe("customer");

    const result = await createOrPromoteAdmin(app.database.db, `  ${account.email.toUpperCase()} `, {
      promoteExisting: true,
    });

    expect(result).toEqual({ outcome: "promoted", userId: account.id, email: account.email });
    expect((await findUserById(app.database.db, account.id))?.role).toBe("admin");
    // The sessions from before the promotion end.
    expect((await call(app, apiPaths.me, { method: "GET", cookies: account.cookies })).statusCode).toBe(401);
    const signedIn = await call(app, apiPaths.login, {
      payload: { login: account.email, password: account.password },
    });
    expect(LoggedIn.parse(signedIn.json()).adminToken).not.toBe("");
  });

  it("never promotes an account whose address is unverified (someone signed up with it first)", async () => {
    const squatter = await registerAccount(app, {}, { verified: false });

    const result = await createOrPromoteAdmin(app.database.db, squatter.email, { promoteExisting: true });

    expect(result).toEqual({ outcome: "unverified", email: squatter.email });
    expect((await findUserById(app.database.db, squatter.id))?.role).toBe("customer");
    const signedIn = await call(app, apiPaths.login, {
      payload: { login: squatter.email, password: squatter.password },
    });
    expect(LoggedIn.parse(signedIn.json()).adminToken).toBe("");
  });

  it("never ignores ADMIN_PASSWORD: with an existing account it changes nothing and says so", async () => {
    const squatter = await registerAccount(app);
    for (const promoteExisting of [false, true]) {
      const result = await createOrPromoteAdmin(app.database.db, squatter.email, {
        password: "Sturdy#Admin2026",
        promoteExisting,
      });
      expect(result).toEqual({ outcome: "exists-password-given", email: squatter.email });
    }
    const stored = await findUserById(app.database.db, squatter.id);
    expect(stored?.role).toBe("customer");
    const operator = await call(app, apiPaths.login, {
      payload: { login: squatter.email, password: "Sturdy#Admin2026" },
    });
    expect(operator.statusCode).toBe(401);
  });

  it("says so when the account is already an administrator", async () => {
    const account = await registerAccount(app);
    await createOrPromoteAdmin(app.database.db, account.email, { promoteExisting: true });
    expect((await createOrPromoteAdmin(app.database.db, account.email)).outcome).toBe("already-admin");
  });

  it("creates nothing for an address without an account", async () => {
    expect(await createOrPromoteAdmin(app.database.db, "nobody@example.com")).toEqual({
      outcome: "no-account",
      email: "nobody@example.com",
    });
  });

  it("creates an administrator with the given password when the address has no account", async () => {
    const email = `root.${Date.now()}@example.com`;
    const password = "Sturdy#Admin2026";

    const result = await createOrPromoteAdmin(app.database.db, email, { password });

    expect(result).toMatchObject({ outcome: "created", email });
    const stored = await findUserByEmail(app.database.db, email);
    expect(stored).toMatchObject({ role: "admin", fullName: NEW_ADMIN_NAME });
    // The operator typed the address: it counts as verified.
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const signedIn = await call(app, apiPaths.login, { payload: { login: email, password } });
    expect(LoggedIn.parse(signedIn.json()).adminToken).not.toBe("");
  });

  it("refuses a weak or common password and a malformed address, and stores nothing", async () => {
    const email = `weak.${Date.now()}@example.com`;

    const weak = await createOrPromoteAdmin(app.database.db, email, { password: "password" });
    expect(weak).toMatchObject({ outcome: "weak-password" });
    expect(weak.outcome === "weak-password" && weak.problems).toContain(messages.auth.passwordComposition);
    const common = await createOrPromoteAdmin(app.database.db, email, { password: "Password@123" });
    expect(common).toEqual({ outcome: "weak-password", email, problems: [messages.auth.passwordCommon] });
    expect(await findUserByEmail(app.database.db, email)).toBeUndefined();
    expect(
      (await createOrPromoteAdmin(app.database.db, "not an address", { password: "Sturdy#Admin2026" }))
        .outcome,
    ).toBe("invalid-email");
  });
});
