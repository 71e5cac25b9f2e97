import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { AccountDeleted, privacyMessages } from "#contracts/privacy.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { dataExports, widgetMedia } from "#server/db/schema.ts";
import { deleteAccountWithRows } from "#server/repositories/account-deletion.ts";
import { latestMailJobState } from "#server/repositories/mail-jobs.ts";
import { countPendingByteDeletions } from "#server/repositories/pending-byte-deletions.ts";
import { setUserRole } from "#server/repositories/users.ts";
import { authRateLimits } from "#server/routes/auth/rate-limits.ts";
import { accountDeletedMail } from "#server/services/privacy-mail.ts";
import { retryPendingByteDeletions } from "#server/services/stored-bytes.ts";
import { call, cookieNames, cookiesOf } from "#server/test/accounts.ts";
import {
  accountTables,
  countRows,
  rowsMentioning,
  schemaTables,
  seededCustomer,
} from "#server/test/privacy-seed.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { frameCall } from "#server/test/widget.ts";

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A ready export archive of the account, built by the export job; its storage key. */
async function withExportArchive(
  account: { send: (method: "POST", url: string) => Promise<{ statusCode: number }> },
  userId: string,
) {
  expect((await account.send("POST", apiPaths.dataExport)).statusCode).toBe(202);
  await app.dataExports.runOnce();
  const [row] = await app.database.db.select().from(dataExports).where(eq(dataExports.userId, userId));
  if (!row?.storageKey) throw new Error("the export was not built");
  return row.storageKey;
}

async function storageKeysOf(userId: string) {
  // A clip's processed MP4, its poster, and its upload while it is not processed.
  const clips = await app.database.db
    .select({ mp4: widgetMedia.storageKey, original: widgetMedia.originalKey, poster: widgetMedia.posterKey })
    .from(widgetMedia)
    .where(eq(widgetMedia.userId, userId));
  return clips.flatMap((clip) => [clip.mp4, clip.original, clip.poster].filter((key) => key !== null));
}

function deleteWith(account: { headers: Record<string, string> }, password: string) {
  return call(app, apiPaths.deleteAccount, { payload: { password }, headers: account.headers });
}

describe("POST /api/users/me/delete", () => {
  // Two accounts with a row in every table and an export each: over 20 s on a loaded two-core box.
  it("leaves no row, no stored byte and no mention of the account, and spares another account", async () => {
    const bystander = await seededCustomer(app);
    await withExportArchive(bystander, bystander.id);
    const tables = accountTables();
    const before = new Map<string, number>();
    for (const table of tables) before.set(table, await countRows(app, table));

    const ada = await seededCustomer(app);
    const keys = [...(await storageKeysOf(ada.id)), await withExportArchive(ada, ada.id)];
    // Every table that holds an account's rows got one from this account: a table added to the
    // schema with a reference to users fails here until the seed (and so this test) covers it.
    for (const table of tables) {
      expect(await countRows(app, table), `seed a row of ${table}`).toBeGreaterThan(before.get(table) ?? 0);
    }
    for (const key of keys) expect(await app.widget.media.size(key)).toBeGreaterThan(0);

    const response = await deleteWith(ada, ada.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(AccountDeleted.parse(response.json()).message).toBe(privacyMessages.accountDeleted);
    const cookies = cookiesOf(response);
    for (const name of Object.values(cookieNames)) expect(cookies[name]?.value).toBe("");

    // The teammate's own account and its (now empty) membership stay theirs (decision 0053).
    expect(await rowsMentioning(app, "users", ada.memberId)).toBe(1);
    for (const table of tables) {
      const teammates = await rowsMentioning(app, table, ada.memberId);
      expect(await countRows(app, table), table).toBe((before.get(table) ?? 0) + teammates);
    }
    for (const table of schemaTables().keys()) {
      const exceptConfirmation = table === "mail_jobs" ? 1 : 0;
      expect(await rowsMentioning(app, table, ada.id), `${table} names the account`).toBe(0);
      expect(await rowsMentioning(app, table, ada.email), `${table} holds the address`).toBe(
        exceptConfirmation,
      );
    }
    for (const key of keys) expect(await app.widget.media.size(key), key).toBeUndefined();
    for (const key of await storageKeysOf(bystander.id)) {
      expect(await app.widget.media.size(key)).toBeGreaterThan(0);
    }
    expect(await countPendingByteDeletions(app.database.db)).toBe(0);
  }, 60_000);

  it("signs out everywhere, kills the widget key at once, and mails a confirmation that outlives the account", async () => {
    const ada = await seededCustomer(app);
    expect((await frameCall(app, `${apiPaths.widgetConfig}?key=${ada.widgetKey}`)).statusCode).toBe(200);
    expect((await deleteWith(ada, ada.password)).statusCode).toBe(200);

    const config = await frameCall(app, `${apiPaths.widgetConfig}?key=${ada.widgetKey}`);
    expect(config.statusCode).toBe(404);
    const me = await call(app, apiPaths.me, { method: "GET", headers: ada.headers });
    expect(me.statusCode).toBe(401);
    const refresh = await call(app, apiPaths.refresh, { payload: { refreshToken: ada.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const signIn = await call(app, apiPaths.login, {
      payload: { login: ada.email, password: ada.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(messages.auth.invalidCredentials);

    const mail = await latestMailJobState(app.database.db, "account-deleted");
    expect(mail?.status).toBe("pending");
    expect(mail?.message?.to).toBe(ada.email);
    expect(mail?.message?.text).toContain("all its data have been deleted");
  });

  it("refuses a wrong password with a clear 400, deletes nothing, and locks out like failed sign-ins", async () => {
    const ada = await seededCustomer(app);
    const wrong = await deleteWith(ada, "Not#The1Password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: privacyMessages.deletePasswordWrong,
      fieldErrors: { password: [privacyMessages.deletePasswordWrong] },
    });
    expect((await call(app, apiPaths.me, { method: "GET", headers: ada.headers })).statusCode).toBe(200);
    for (let attempt = 1; attempt < authRateLimits.loginFailuresPerAccount.max; attempt += 1) {
      expect((await deleteWith(ada, "Not#The1Password")).statusCode).toBe(400);
    }
    const locked = await deleteWith(ada, ada.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.auth.tooManyAttempts);
    expect((await call(app, apiPaths.me, { method: "GET", headers: ada.headers })).statusCode).toBe(200);
  });

  it("answers 400 naming the field when the password is missing, and 401 without a session", async () => {
    const ada = await seededCustomer(app);
    const missing = await call(app, apiPaths.deleteAccount, { payload: {}, headers: ada.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.password).toBeDefined();
    const anonymous = await call(app, apiPaths.deleteAccount, { payload: { password: "x" } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses the last administrator with 409 and what to do, and lets one go while another remains", async () => {
    const first = await seededCustomer(app);
    await setUserRole(app.database.db, first.id, "admin");
    const refused = await deleteWith(first, first.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(privacyMessages.lastAdmin);
    expect((await call(app, apiPaths.me, { method: "GET", headers: first.headers })).statusCode).toBe(200);

    const second = await seededCustomer(app);
    await setUserRole(app.database.db, second.id, "admin");
    expect((await deleteWith(first, first.password)).statusCode).toBe(200);
    expect((await deleteWith(second, second.password)).statusCode).toBe(409);
  });

  it("deletes the bytes a crash left between the rows and the bytes at the next purge", async () => {
    const ada = await seededCustomer(app);
    const keys = await storageKeysOf(ada.id);
    // The rows commit, then the process dies (kill -9) before it deletes a byte.
    const deletion = await deleteAccountWithRows(app.database.db, ada.id, accountDeletedMail);
    expect(deletion).toEqual({ outcome: "deleted", storageKeys: keys });
    for (const key of keys) expect(await app.widget.media.size(key)).toBeGreaterThan(0);
    expect(await countPendingByteDeletions(app.database.db)).toBe(keys.length);

    expect(await retryPendingByteDeletions(app.database.db, app.widget.media, app.log, 500)).toBe(
      keys.length,
    );
    for (const key of keys) expect(await app.widget.media.size(key)).toBeUndefined();
    expect(await countPendingByteDeletions(app.database.db)).toBe(0);
  });
});
