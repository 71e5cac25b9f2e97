import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPath, leadPage, leadSchemas } from "#contracts/admin.ts";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { LoggedIn } from "#contracts/auth.ts";
import {
  PlanChanged,
  PlanQuote,
  PlanSummary,
  planLimitLabels,
  planLimitMessages,
  planMessages,
  trialEnd,
} from "#contracts/plans.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { accountPlans, planChanges, users } from "#server/db/schema.ts";
import { recordGeneratedSeconds } from "#server/repositories/account-plans.ts";
import { setUserRole } from "#server/repositories/users.ts";
import { changePlan, generationRefusal } from "#server/services/plans.ts";
import { call, registerAccount } from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer } from "#server/test/widget.ts";

let app: FastifyInstance & { database: DatabaseHandle };
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  const account = await registerAccount(app);
  await setUserRole(app.database.db, account.id, "admin");
  const login = await call(app, apiPaths.login, {
    payload: { login: account.email, password: account.password },
  });
  adminHeaders = { authorization: `Bearer ${LoggedIn.parse(login.json()).adminToken}` };
});
afterAll(() => app.close());

const DAY = 86_400_000;
const summaryOf = async (who: Awaited<ReturnType<typeof customer>>) =>
  PlanSummary.parse((await who.send("GET", apiPaths.plan)).json());

describe("an account's plan", () => {
  it("starts on the 14-day trial, with Pro's limits and the watermark, and nothing used", async () => {
    const ada = await customer(app);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, ada.id));
    const summary = await summaryOf(ada);
    expect(summary).toMatchObject({
      plan: "trial",
      billingPeriod: null,
      active: true,
      priceCents: 0,
      extraMinutesAllowed: false,
      limits: { domains: 2, generationMinutes: 20, presenters: 3, variousVoices: true, watermark: true },
      usage: { domains: 0, generatedSeconds: 0 },
    });
    expect(summary.periodEndsAt).toBe(trialEnd(row?.createdAt ?? new Date()).toISOString());
  });

  it("needs a signed-in account", async () => {
    const json = { "content-type": "application/json" };
    const body = JSON.stringify({ plan: "pro", billingPeriod: "monthly" });
    for (const request of [
      { method: "GET", url: apiPaths.plan },
      { method: "GET", url: `${apiPaths.planQuote}?plan=pro&billingPeriod=monthly` },
      { method: "PUT", url: apiPaths.plan, headers: json, payload: body },
      { method: "PUT", url: apiPaths.planExtraMinutes, headers: json, payload: '{"allowed":true}' },
    ] as const) {
      expect((await app.inject(request)).statusCode, request.url).toBe(401);
    }
  });

  it("quotes and switches from the trial at the full price, recorded for the admin inbox", async () => {
    const ada = await customer(app);
    const quote = await ada.send("GET", `${apiPaths.planQuote}?plan=pro&billingPeriod=monthly`);
    expect(PlanQuote.parse(quote.json())).toEqual({
      plan: "pro",
      billingPeriod: "monthly",
      creditCents: 0,
      chargeCents: 20_600,
      amountCents: 20_600,
    });
    const switched = await ada.send("PUT", apiPaths.plan, { plan: "pro", billingPeriod: "monthly" });
    expect(switched.statusCode).toBe(200);
    const { summary } = PlanChanged.parse(switched.json());
    expect(summary).toMatchObject({
      plan: "pro",
      billingPeriod: "monthly",
      priceCents: 20_600,
      active: true,
    });
    expect(summary.limits.watermark).toBe(false);

    const [stored] = await app.database.db.select().from(accountPlans).where(eq(accountPlans.userId, ada.id));
    expect(stored).toMatchObject({ plan: "pro", billingPeriod: "monthly", priceCents: 20_600 });
    const inbox = await app.inject({ url: adminApiPath("plan-changes"), headers: adminHeaders });
    const changes = leadPage(leadSchemas["plan-changes"]).parse(inbox.json()).items;
    expect(changes.find((change) => change.email === ada.email)).toMatchObject({
      fromPlan: "trial",
      toPlan: "pro",
      amountCents: 20_600,
    });
  });

  it("prorates a switch mid-period: the unused share of what was paid is credited to the cent", async () => {
    const ada = await customer(app);
    const start = new Date("2026-03-01T00:00:00Z");
    await changePlan(app.database.db, ada.id, { plan: "pro", billingPeriod: "monthly" }, start);
    // 10 of March's 31 days used: 21/31 of 206.00 € is 139.55 € back.
    const outcome = await changePlan(
      app.database.db,
      ada.id,
      { plan: "basic", billingPeriod: "yearly" },
      new Date(start.getTime() + 10 * DAY),
    );
    expect(outcome).toMatchObject({
      quote: { creditCents: 13_955, chargeCents: 42_000, amountCents: 28_045 },
      summary: { plan: "basic", billingPeriod: "yearly", priceCents: 42_000 },
    });
    const rows = await app.database.db.select().from(planChanges).where(eq(planChanges.userId, ada.id));
    expect(rows.map((row) => row.amountCents).sort()).toEqual([20_600, 28_045].sort());
  });

  it("refuses a switch to the plan it is on, and answers one of two simultaneous switches", async () => {
    const ada = await customer(app);
    const body = { plan: "basic", billingPeriod: "monthly" };
    const [first, second] = await Promise.all([
      ada.send("PUT", apiPaths.plan, body),
      ada.send("PUT", apiPaths.plan, body),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const again = await ada.send("PUT", apiPaths.plan, body);
    expect(again.statusCode).toBe(409);
    expect(ApiError.parse(again.json())).toEqual({ message: planMessages.unchanged });
    const changes = await app.database.db.select().from(planChanges).where(eq(planChanges.userId, ada.id));
    expect(changes).toHaveLength(1);
  });

  it("refuses Enterprise and unknown plans with a field error, never a 500", async () => {
    const ada = await customer(app);
    for (const body of [
      { plan: "enterprise", billingPeriod: "monthly" },
      { plan: "pro" },
      { plan: "pro", billingPeriod: "weekly" },
    ]) {
      const response = await ada.send("PUT", apiPaths.plan, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(ApiError.parse(response.json()).fieldErrors).toBeDefined();
    }
  });
});

describe("the plan's limits", () => {
  it("connects as many domains as the plan allows, counting www and local addresses as the plans do", async () => {
    const ada = await customer(app);
    await ada.send("PUT", apiPaths.plan, { plan: "basic", billingPeriod: "monthly" });
    // One domain, with and without www, and the customer's own machine.
    await ada.allow([CUSTOMER_SITE, "https://www.shop.example.com", "http://localhost:8080"]);
    const refused = await ada.send("PUT", apiPaths.widgetSettings, {
      allowedOrigins: [CUSTOMER_SITE, "https://other.example"],
      greeting: null,
      suggestedQuestions: [],
      avatarMediaId: null,
      color: "#0f766e",
      position: "bottom-right",
    });
    expect(refused.statusCode).toBe(400);
    const message = planMessages.domainLimit(1, "Basic");
    expect(ApiError.parse(refused.json())).toEqual({ message, fieldErrors: { allowedOrigins: [message] } });
    expect((await summaryOf(ada)).usage.domains).toBe(1);

    await ada.send("PUT", apiPaths.plan, { plan: "pro", billingPeriod: "monthly" });
    await ada.allow([CUSTOMER_SITE, "https://other.example"]);
    expect((await summaryOf(ada)).usage.domains).toBe(2);
  });

  it("hides the widget once the trial ends without a plan, deletes nothing, and shows it again on a plan", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    await ada.addEntry({ title: "Opening hours" });
    await app.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(users.id, ada.id));
    const embed = () =>
      app.inject({ url: `${apiPaths.widgetEmbed}?key=${ada.widgetKey}`, headers: { origin: CUSTOMER_SITE } });
    expect((await embed()).json()).toEqual({ allowed: false, reason: "plan-inactive" });
    const frame = await app.inject({
      url: `/widget/frame?key=${ada.widgetKey}&lang=en&host=${encodeURIComponent(CUSTOMER_SITE)}`,
    });
    expect(frame.statusCode).toBe(403);
    expect(await summaryOf(ada)).toMatchObject({ plan: "trial", active: false });
    expect((await ada.send("GET", apiPaths.widgetEntries)).json().entries).toHaveLength(1);

    await ada.send("PUT", apiPaths.plan, { plan: "basic", billingPeriod: "monthly" });
    expect((await embed()).json()).toMatchObject({ allowed: true });
  });

  it("stops generation at the month's minutes unless extra minutes are allowed, which needs a paid plan", async () => {
    const ada = await customer(app);
    const trialExtra = await ada.send("PUT", apiPaths.planExtraMinutes, { allowed: true });
    expect(trialExtra.statusCode).toBe(409);
    expect(ApiError.parse(trialExtra.json())).toEqual({ message: planMessages.choosePlanFirst });

    await ada.send("PUT", apiPaths.plan, { plan: "basic", billingPeriod: "monthly" });
    await recordGeneratedSeconds(app.database.db, ada.id, 7.5 * 60);
    expect(await generationRefusal(app.database.db, ada.id, 30)).toBeUndefined();
    expect(await generationRefusal(app.database.db, ada.id, 31)).toBe(planMessages.minutesUsed(8));
    expect((await summaryOf(ada)).usage.generatedSeconds).toBe(450);

    const extra = await ada.send("PUT", apiPaths.planExtraMinutes, { allowed: true });
    expect(PlanSummary.parse(extra.json()).extraMinutesAllowed).toBe(true);
    expect(await generationRefusal(app.database.db, ada.id, 600)).toBeUndefined();
  });
});

describe("Enterprise", () => {
  it("is set by an administrator with the account's own limits, and the customer cannot switch away", async () => {
    const ada = await customer(app);
    const limits = {
      domains: 10,
      generationMinutes: 500,
      extraPricePerMinute: 2,
      presenters: 20,
      variousVoices: true,
      watermark: false,
    };
    const byCustomer = await ada.send("PUT", apiPaths.adminEnterprisePlans, { email: ada.email, limits });
    expect(byCustomer.statusCode).toBe(403);
    const set = await app.inject({
      method: "PUT",
      url: apiPaths.adminEnterprisePlans,
      headers: { ...adminHeaders, "content-type": "application/json" },
      payload: JSON.stringify({ email: ada.email, limits }),
    });
    expect(set.statusCode).toBe(200);
    expect(await summaryOf(ada)).toMatchObject({ plan: "enterprise", limits, active: true });
    const away = await ada.send("PUT", apiPaths.plan, { plan: "pro", billingPeriod: "monthly" });
    expect(away.statusCode).toBe(409);
    expect(ApiError.parse(away.json())).toEqual({ message: planMessages.enterpriseOnly });

    const unknown = await app.inject({
      method: "PUT",
      url: apiPaths.adminEnterprisePlans,
      headers: { ...adminHeaders, "content-type": "application/json" },
      payload: JSON.stringify({ email: "nobody@example.com", limits }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(ApiError.parse(unknown.json()).fieldErrors).toEqual({ email: [planMessages.accountNotFound] });
  });

  it("refuses limits that are not whole numbers or prices with the contract's messages, and changes nothing", async () => {
    const bea = await customer(app);
    const put = (limits: Record<string, unknown>, email = bea.email) =>
      app.inject({
        method: "PUT",
        url: apiPaths.adminEnterprisePlans,
        headers: { ...adminHeaders, "content-type": "application/json" },
        payload: JSON.stringify({
          email,
          limits: {
            domains: 1,
            generationMinutes: 10,
            extraPricePerMinute: 2,
            presenters: 3,
            variousVoices: false,
            watermark: true,
            ...limits,
          },
        }),
      });
    for (const [limits, field, message] of [
      [{ domains: -1 }, "limits.domains", planLimitMessages.count(planLimitLabels.domains)],
      [
        { generationMinutes: 2.5 },
        "limits.generationMinutes",
        planLimitMessages.count(planLimitLabels.generationMinutes),
      ],
      [{ presenters: "many" }, "limits.presenters", planLimitMessages.count(planLimitLabels.presenters)],
      [{ extraPricePerMinute: 3.755 }, "limits.extraPricePerMinute", planLimitMessages.price],
    ] as const) {
      const refused = await put(limits);
      expect(refused.statusCode, JSON.stringify(limits)).toBe(400);
      expect(ApiError.parse(refused.json()).fieldErrors?.[field]).toEqual([message]);
    }
    const badEmail = await put({}, "not an address");
    expect(ApiError.parse(badEmail.json()).fieldErrors?.email).toEqual([planLimitMessages.email]);
    expect((await summaryOf(bea)).plan).toBe("trial");
    // A price in cents and open limits are taken.
    expect((await put({ extraPricePerMinute: 3.75, domains: null, presenters: null })).statusCode).toBe(200);
    expect((await summaryOf(bea)).limits).toMatchObject({ extraPricePerMinute: 3.75, domains: null });
  });
});
