import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoggedIn } from "#contracts/auth.ts";
import { findUserById } from "#server/repositories/users.ts";
import { call, registerAccount } from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { promoteToAdmin } from "./admins.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("promoteToAdmin (npm run admin:create)", () => {
  it("makes a signed-up account an administrator, whose next sign-in carries an admin token", async () => {
    const account = await registerAccount(app);

    const result = await promoteToAdmin(app.database.db, `  ${account.email.toUpperCase()} `);

    expect(result).toEqual({ outcome: "promoted", userId: account.id, email: account.email });
    expect((await findUserById(app.database.db, account.id))?.role).toBe("admin");
    // The sessions from before the promotion end.
    expect((await call(app, "/api/users/me", { method: "GET", cookies: account.cookies })).statusCode).toBe(
      401,
    );
    const signedIn = await call(app, "/api/auth/login", {
      payload: { login: account.email, password: account.password },
    });
    expect(LoggedIn.parse(signedIn.json()).adminToken).not.toBe("");
  });

  it("says so when the account is already an administrator", async () => {
    const account = await registerAccount(app);
    await promoteToAdmin(app.database.db, account.email);
    expect((await promoteToAdmin(app.database.db, account.email)).outcome).toBe("already-admin");
  });

  it("creates nothing for an address without an account", async () => {
    expect(await promoteToAdmin(app.database.db, "nobody@example.com")).toEqual({
      outcome: "no-account",
      email: "nobody@example.com",
    });
  });
});
