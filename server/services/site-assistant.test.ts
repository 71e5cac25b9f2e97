import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ASSISTANT_EMAIL, SITE_ASSISTANT_KEY } from "#content/site-assistant.ts";
import { siteAssistant } from "#content/site-assistant-knowledge.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import type { AskResult } from "#contracts/widget/index.ts";
import { users, widgetEntries } from "#server/db/schema.ts";
import { call } from "#server/test/accounts.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { frameCall } from "#server/test/widget.ts";
import { syncSiteAssistant } from "./site-assistant.ts";

const SITE = "https://avatalk.example";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function ask(question: string) {
  const response = await frameCall(app, apiPaths.widgetAsk, {
    payload: { key: SITE_ASSISTANT_KEY, question, language: "en" },
    host: SITE,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AskResult;
}

describe("our own assistant (Try it live)", () => {
  it("is kept in step at every start: one account, the content's entries once, our origins only", async () => {
    await syncSiteAssistant(app.database.db, [SITE]);
    await syncSiteAssistant(app.database.db, [SITE, "https://app.avatalk.example"]);

    const accounts = await app.database.db.select().from(users).where(eq(users.email, SITE_ASSISTANT_EMAIL));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.widgetKey).toBe(SITE_ASSISTANT_KEY);
    const entries = await app.database.db
      .select()
      .from(widgetEntries)
      .where(eq(widgetEntries.userId, accounts[0]?.id ?? ""));
    expect(entries).toHaveLength(siteAssistant.entries.length);
    const embed = await call(app, `${apiPaths.widgetEmbed}?key=${SITE_ASSISTANT_KEY}`, {
      method: "GET",
      headers: { origin: "https://app.avatalk.example" },
    });
    expect(embed.json()).toMatchObject({ allowed: true });
  });

  it("answers visitors from the site's own copy, in text", async () => {
    await syncSiteAssistant(app.database.db, [SITE]);
    const prices = await ask("how much does avatalk cost per month?");
    expect(prices.status).toBe("answered");
    expect(prices.status === "answered" && prices.entry.answer).toMatch(/Basic costs 44 €.*Pro 206 €/);
    const trial = await ask("is there a free trial");
    expect(trial.status === "answered" && trial.entry.answer).toContain("14-day free trial");
  });

  it("answers what the site raises: languages, WordPress, the watermark, commission, proration, the trial, extra minutes", async () => {
    await syncSiteAssistant(app.database.db, [SITE]);
    // The entries were just written again: the answers must not come from the index of the last test's.
    const [account] = await app.database.db.select().from(users).where(eq(users.email, SITE_ASSISTANT_EMAIL));
    app.widget.answers.invalidate(account?.id ?? "");
    const expected: [question: string, text: RegExp][] = [
      ["what languages can the assistant talk in", /languages/],
      ["do you have a plugin for wordpress", /WordPress plugin/],
      ["is there a watermark on the basic plan", /no watermark/],
      ["how much commission do agencies get", /20% recurring commission/],
      ["is it prorated when I upgrade my plan", /prorated/],
      ["how many days is the trial", /14-day free trial/],
      ["what do additional minutes of video cost", /5 € a minute on Basic, 3\.50 € on Pro/],
    ];
    const missed: string[] = [];
    for (const [question, text] of expected) {
      const result = await ask(question);
      const answer = result.status === "answered" ? result.entry.answer : "(not sure)";
      if (!text.test(answer)) missed.push(`${question} → ${answer}`);
    }
    expect(missed).toEqual([]);
  });

  it("cannot be signed in to", async () => {
    await syncSiteAssistant(app.database.db, [SITE]);
    const response = await call(app, apiPaths.login, {
      payload: { login: SITE_ASSISTANT_EMAIL, password: "Any#Password1" },
    });
    expect(response.statusCode).toBe(401);
  });
});
