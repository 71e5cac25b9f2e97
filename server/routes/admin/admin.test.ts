import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_PAGE_SIZE, adminApiPath, leadKinds, leadPage, leadSchemas } from "#contracts/admin.ts";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { LoggedIn } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { demoRequests, feedbacks, partnerApplications, planChanges } from "#server/db/schema.ts";
import { setUserRole } from "#server/repositories/users.ts";
import { call, cookieNames, registerAccount, sessionCookies } from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";

let app: FastifyInstance;
/** An administrator's session: its cookies and the tokens login answered. */
let admin: { cookies: Record<string, string>; adminToken: string; accessToken: string };
/** A customer's session cookies. */
let customer: Record<string, string>;
let customerId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const account = await registerAccount(app);
  await setUserRole(app.database.db, account.id, "admin");
  const response = await call(app, apiPaths.login, {
    payload: { login: account.email, password: account.password },
  });
  const session = LoggedIn.parse(response.json());
  admin = {
    cookies: sessionCookies(response),
    adminToken: session.adminToken,
    accessToken: session.accessToken,
  };
  const customerAccount = await registerAccount(app);
  customer = customerAccount.cookies;
  customerId = customerAccount.id;
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

/** One lead of each kind, stored as the public forms store them. */
async function storeOneOfEach() {
  const [feedback] = await app.database.db
    .insert(feedbacks)
    .values({
      name: "Grace",
      email: "grace@example.com",
      company: "Navy",
      message: "Hello",
      ipAddress: "10.0.0.1",
    })
    .returning();
  const [application] = await app.database.db
    .insert(partnerApplications)
    .values({
      partnershipType: "agency",
      name: "Linus",
      email: "linus@example.com",
      company: "Kernel Co",
      message: "We build sites",
      ip: "10.0.0.2",
    })
    .returning();
  const [demo] = await app.database.db
    .insert(demoRequests)
    .values({ name: "Ken", email: "ken@example.com" })
    .returning();
  const [change] = await app.database.db
    .insert(planChanges)
    .values({
      userId: customerId,
      name: "Ada",
      email: "ada@example.com",
      fromPlan: "trial",
      toPlan: "pro",
      billingPeriod: "monthly",
      creditCents: 0,
      chargeCents: 20_600,
      amountCents: 20_600,
    })
    .returning();
  if (!feedback || !application || !demo || !change) throw new Error("a lead was not stored");
  return {
    feedbacks: feedback.id,
    "partner-applications": application.id,
    "demo-requests": demo.id,
    "plan-changes": change.id,
  };
}

/** Flips one character of a JWT's signature. */
function tampered(token: string): string {
  const last = token.at(-2) === "A" ? "B" : "A";
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe.each(leadKinds)("the %s list and its handled mark", (kind) => {
  const list = (options: Parameters<typeof call>[2] = {}) =>
    call(app, adminApiPath(kind), { method: "GET", ...options });
  const mark = (id: string, handled: boolean, options: Parameters<typeof call>[2] = {}) =>
    call(app, `${adminApiPath(kind)}/${id}`, { method: "PATCH", payload: { handled }, ...options });

  it("answers 401 without a token, and 401 to an expired or tampered one", async () => {
    const ids = await storeOneOfEach();
    const refusals = [
      await list(),
      await mark(ids[kind], true),
      await list({ cookies: { [cookieNames.admin]: tampered(admin.adminToken) } }),
      await list({ headers: { authorization: `Bearer ${tampered(admin.adminToken)}` } }),
      await mark(ids[kind], true, { cookies: { [cookieNames.admin]: tampered(admin.adminToken) } }),
      // An access token is not an admin token, even an admin's (typ and aud are checked).
      await list({ cookies: { [cookieNames.admin]: admin.accessToken } }),
    ];
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * MINUTE });
    refusals.push(
      await list({ cookies: admin.cookies }),
      await mark(ids[kind], true, { cookies: admin.cookies }),
    );

    for (const response of refusals) {
      expect(response.statusCode).toBe(401);
      expect(ApiError.parse(response.json())).toEqual({ message: messages.auth.notSignedIn });
    }
  });

  it("answers 403 to a signed-in customer, by cookie or Bearer token", async () => {
    const ids = await storeOneOfEach();
    const refusals = [
      await list({ cookies: customer }),
      await list({ headers: { authorization: `Bearer ${customer[cookieNames.access]}` } }),
      await mark(ids[kind], true, { cookies: customer }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(ApiError.parse(response.json())).toEqual({ message: messages.auth.adminOnly });
    }
  });

  it("lists for an administrator, by cookie or Bearer token, newest first, without the sender's address", async () => {
    const first = await storeOneOfEach();
    const second = await storeOneOfEach();

    for (const options of [
      { cookies: admin.cookies },
      { headers: { authorization: `Bearer ${admin.adminToken}` } },
    ]) {
      const response = await list(options);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const page = leadPage(leadSchemas[kind]).parse(response.json());
      const ids = page.items.map((item) => item.id);
      expect(ids.indexOf(second[kind])).toBeLessThan(ids.indexOf(first[kind]));
      expect(ids.indexOf(first[kind])).toBeGreaterThanOrEqual(0);
      expect(response.body).not.toContain("10.0.0.");
    }
  });

  it("marks a lead handled and not handled again; an unknown lead is 404, a malformed id 400", async () => {
    const ids = await storeOneOfEach();

    const handled = await mark(ids[kind], true, { cookies: admin.cookies });
    expect(handled.statusCode).toBe(200);
    const handledAt = leadSchemas[kind].parse(handled.json()).handledAt;
    expect(handledAt).not.toBeNull();
    // Marking it again keeps when it was first handled.
    const again = leadSchemas[kind].parse((await mark(ids[kind], true, { cookies: admin.cookies })).json());
    expect(again.handledAt).toBe(handledAt);
    const reopened = await mark(ids[kind], false, { cookies: admin.cookies });
    expect(leadSchemas[kind].parse(reopened.json()).handledAt).toBeNull();

    const unknown = await mark("00000000-0000-4000-8000-000000000000", true, { cookies: admin.cookies });
    expect(unknown.statusCode).toBe(404);
    expect(ApiError.parse(unknown.json())).toEqual({ message: messages.admin.leadNotFound });
    expect((await mark("not-an-id", true, { cookies: admin.cookies })).statusCode).toBe(400);
    const wrongBody = await call(app, `${adminApiPath(kind)}/${ids[kind]}`, {
      method: "PATCH",
      payload: { handled: "yes", extra: 1 },
      cookies: admin.cookies,
    });
    expect(wrongBody.statusCode).toBe(400);
  });

  it("refuses a cursor it did not write and unknown query parameters with 400, in our words", async () => {
    const answers = [
      [`${adminApiPath(kind)}?cursor=bogus`, messages.admin.invalidCursor],
      [`${adminApiPath(kind)}?cursor=`, messages.admin.invalidCursor],
      [`${adminApiPath(kind)}?cursor=a&cursor=b`, messages.admin.invalidCursor],
      [`${adminApiPath(kind)}?limit=5000`, messages.form.unknownField],
    ] as const;
    for (const [url, message] of answers) {
      const response = await call(app, url, { method: "GET", cookies: admin.cookies });
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(ApiError.parse(response.json())), url).toContain(message);
      expect(response.body, url).not.toContain("Unrecognized key");
    }
  });
});

describe("paging", () => {
  it("walks a list 50 at a time, newest first, without skipping rows stored in the same instant", async () => {
    // A list of its own: every message here has one marker, and they share timestamps in pairs.
    const marker = `paging-${Date.now()}`;
    const base = Date.now() + 60 * MINUTE;
    const rows = Array.from({ length: ADMIN_PAGE_SIZE + 13 }, (_, index) => ({
      name: `Sender ${index}`,
      email: `sender${index}@example.com`,
      company: marker,
      message: `Message ${index}`,
      ipAddress: "10.0.0.3",
      createdAt: new Date(base + Math.floor(index / 2) * 1000),
    }));
    await app.database.db.insert(feedbacks).values(rows);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = cursor
        ? `${adminApiPath("feedbacks")}?cursor=${cursor}`
        : adminApiPath("feedbacks");
      const response = await call(app, url, { method: "GET", cookies: admin.cookies });
      expect(response.statusCode).toBe(200);
      const page = leadPage(leadSchemas.feedbacks).parse(response.json());
      expect(page.items.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
      seen.push(...page.items.filter((item) => item.company === marker).map((item) => item.message));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    // These rows are the newest of all (an hour ahead), so they open the list in order.
    expect(seen).toHaveLength(rows.length);
    expect(new Set(seen).size).toBe(rows.length);
    const times = seen.map(
      (message) => rows.find((row) => row.message === message)?.createdAt.getTime() ?? 0,
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages).toBeGreaterThanOrEqual(2);
  });
});

describe("what visitors typed", () => {
  it("comes back exactly as stored, markup included, as JSON text", async () => {
    const message = `<img src=x onerror=alert(1)> & "quotes" </script>`;
    await app.database.db.insert(feedbacks).values({
      name: "<b>Mallory</b>",
      email: "mallory@example.com",
      company: "Evil",
      message,
      ipAddress: "10.0.0.4",
      // Ahead of every other row here, so it opens the first page.
      createdAt: new Date(Date.now() + 120 * MINUTE),
    });
    const response = await call(app, adminApiPath("feedbacks"), { method: "GET", cookies: admin.cookies });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const page = leadPage(leadSchemas.feedbacks).parse(response.json());
    expect(page.items.find((item) => item.name === "<b>Mallory</b>")?.message).toBe(message);
  });
});
