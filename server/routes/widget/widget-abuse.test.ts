import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { VISITOR_TOKEN_HEADER, WIDGET_LIMITS, widgetMessages } from "#contracts/widget/index.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { findMailJobState } from "#server/repositories/mail-jobs.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall, visitorTokenFor } from "#server/test/widget.ts";

/** The widget under attack (docs/widget.md): what one abuser can do to a customer. */

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/widget/public/handoff from many addresses", () => {
  it("mails the customer one by one up to the hourly ceiling, then one digest at the end of the hour", async () => {
    // Half past ten: every handoff of the test falls in the same clock hour.
    const halfPastTen = new Date("2026-11-27T10:30:00Z").getTime();
    vi.useFakeTimers({ now: halfPastTen, toFake: ["Date"] });
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const ceiling = WIDGET_LIMITS.handoffMailsPerHour;
    const sent = ceiling + 3;
    for (let i = 1; i <= sent; i += 1) {
      vi.setSystemTime(halfPastTen + i * 1000);
      // Each from an address of its own, so no per-address limit steps in.
      const response = await frameCall(app, apiPaths.widgetVisitorHandoff, {
        payload: { key: ada.widgetKey, email: `visitor${i}@example.org`, question: `Question number ${i}?` },
      });
      expect(response.statusCode, response.body).toBe(201);
    }

    const { handoffs } = (await ada.send("GET", apiPaths.widgetHandoffs)).json() as { handoffs: unknown[] };
    expect(handoffs).toHaveLength(sent);
    const jobs = (await app.database.db.query.mailJobs.findMany()).filter(
      (job) => job.message?.to === ada.email,
    );
    expect(jobs.filter((job) => job.kind === "widget-handoff")).toHaveLength(ceiling);
    const digests = jobs.filter((job) => job.kind === "widget-handoff-digest");
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest?.status).toBe("pending");
    expect((await findMailJobState(app.database.db, digest?.id ?? ""))?.runAfter).toEqual(
      new Date("2026-11-27T11:00:00Z"),
    );
    expect(digest?.message?.subject).toBe("3 more questions from visitors to your website assistant");
    expect(digest?.message?.replyTo).toBeUndefined();
    for (let i = ceiling + 1; i <= sent; i += 1) {
      expect(digest?.message?.text).toContain(`visitor${i}@example.org`);
      expect(digest?.message?.text).toContain(`Question number ${i}?`);
    }
    expect(digest?.message?.text).not.toContain(`Question number ${ceiling}?`);
  });

  it("starts counting again in the next hour", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:59:00Z"), toFake: ["Date"] });
    const bob = await customer(app);
    await bob.allow([CUSTOMER_SITE]);
    const handoff = (question: string) =>
      frameCall(app, apiPaths.widgetVisitorHandoff, {
        payload: { key: bob.widgetKey, email: "visitor@example.org", question },
      });
    for (let i = 0; i <= WIDGET_LIMITS.handoffMailsPerHour; i += 1) await handoff(`Before eleven ${i}?`);
    vi.setSystemTime(new Date("2026-11-27T11:01:00Z"));
    await handoff("After eleven?");
    const jobs = (await app.database.db.query.mailJobs.findMany()).filter(
      (job) => job.message?.to === bob.email,
    );
    const single = jobs.filter((job) => job.kind === "widget-handoff").map((job) => job.message?.text ?? "");
    expect(single).toHaveLength(WIDGET_LIMITS.handoffMailsPerHour + 1);
    expect(single.some((text) => text.includes("After eleven?"))).toBe(true);
    expect(jobs.filter((job) => job.kind === "widget-handoff-digest")).toHaveLength(1);
  });
});

describe("the public API's budgets under a flood from a few addresses", () => {
  const ATTACKERS = ["10.66.0.1", "10.66.0.2", "10.66.0.3"];

  it("leaves a fresh visitor the configuration and answers when three addresses flood a key's config", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    await ada.addEntry({ title: "Shipping", questions: ["How long does shipping take?"] });
    const config = `${apiPaths.widgetConfig}?key=${ada.widgetKey}`;
    // Outside a browser the host header is whatever the attacker writes: here the customer's own site.
    // 130 calls from each address: more than the 300 a minute that once was the key's whole budget.
    for (const remoteAddress of ATTACKERS) {
      for (let i = 0; i < 130; i += 1) await frameCall(app, config, { remoteAddress });
    }
    const last = await frameCall(app, config, { remoteAddress: ATTACKERS[0] });
    expect(last.statusCode).toBe(429);

    const visitor = await frameCall(app, config);
    expect(visitor.statusCode).toBe(200);
    const { visitorToken } = visitor.json() as { visitorToken: string };
    const answer = await frameCall(app, apiPaths.widgetAsk, {
      payload: { key: ada.widgetKey, question: "how long does shipping take", language: "en" },
      visitorToken,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: "answered", entry: { title: "Shipping" } });
  });

  it("refuses a question without a visitor token, or with one of another key, host or time", async () => {
    const ada = await customer(app);
    const bob = await customer(app);
    await ada.allow([CUSTOMER_SITE, "https://other.example"]);
    await bob.allow([CUSTOMER_SITE]);
    const payload = { key: ada.widgetKey, question: "shipping", language: "en" };
    const ask = (visitorToken: string | undefined, host = CUSTOMER_SITE) =>
      frameCall(app, apiPaths.widgetAsk, {
        payload,
        host,
        visitorToken,
        headers: visitorToken === undefined ? { [VISITOR_TOKEN_HEADER]: "" } : {},
      });
    const missing = await ask(undefined);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(widgetMessages.visitorTokenInvalid);
    expect((await ask(await visitorTokenFor(app, bob.widgetKey))).statusCode).toBe(401);
    const adaToken = await visitorTokenFor(app, ada.widgetKey);
    expect((await ask(adaToken, "https://other.example")).statusCode).toBe(401);
    expect((await ask(adaToken)).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 31 * 60_000, toFake: ["Date"] });
    expect((await ask(adaToken)).statusCode).toBe(401);
  });
});
