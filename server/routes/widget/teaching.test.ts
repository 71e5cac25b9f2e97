import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { TranscriptList } from "#contracts/widget/index.ts";
import { AssistantTestResult, teachingMessages } from "#contracts/widget/teaching.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { widgetEntries, widgetMessages } from "#server/db/schema.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall } from "#server/test/widget.ts";

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/**
 * A bike shop's account with two entries (three with the one about electric bikes), one visitor
 * question asked, and that question's message.
 */
async function shopWithQuestion(question: string, { electricBikes = false } = {}) {
  const ada = await customer(app);
  await ada.allow([CUSTOMER_SITE]);
  const repair = await ada.addEntry({
    title: "Repairs",
    questions: ["Do you repair bikes?", "Can I get my bike serviced?"],
    answer: "Our workshop repairs every kind of bike; a service costs 59 €.",
  });
  const rental = await ada.addEntry({
    title: "Bike rental",
    questions: ["Do you rent bikes?", "Can I rent a bike for the day?"],
    answer: "City bikes cost 20 € a day.",
  });
  // Its phrasing does not say "e-bike": the repairs entry answers a question about repairing one.
  const electric = electricBikes
    ? await ada.addEntry({
        title: "Electric bikes",
        questions: ["Do you sell electric bikes?"],
        answer: "We sell electric bikes from 1,900 €; their motors are looked after by the maker's dealer.",
      })
    : undefined;
  const asked = await frameCall(app, apiPaths.widgetAsk, {
    payload: { key: ada.widgetKey, question, language: "en" },
  });
  expect(asked.statusCode).toBe(200);
  const transcripts = TranscriptList.parse((await ada.send("GET", apiPaths.widgetConversations)).json());
  const message = transcripts.conversations[0]?.messages[0];
  if (!message) throw new Error("the question was not recorded");
  return { ada, repair, rental, electric, message };
}

const test = async (ada: Awaited<ReturnType<typeof customer>>, question: string) => {
  const response = await ada.send("POST", apiPaths.widgetTest, { question });
  expect(response.statusCode).toBe(200);
  return AssistantTestResult.parse(response.json());
};

describe("teaching the assistant", () => {
  it("a question marked wrong with the right entry is answered with that entry at once", async () => {
    // The repairs entry answers; the customer knows the one about electric bikes does.
    const { ada, repair, electric, message } = await shopWithQuestion("Do you repair e-bikes?", {
      electricBikes: true,
    });
    expect(message.entryId).toBe(repair.id);
    const before = await test(ada, "Do you repair e-bikes?");
    expect(before.best?.id).toBe(repair.id);

    const marked = await ada.send("POST", fillPath(apiPaths.widgetMessageVerdict, { id: message.id }), {
      verdict: "wrong",
      entryId: electric?.id,
    });
    expect(marked.statusCode).toBe(200);
    const after = await test(ada, "Do you repair e-bikes?");
    expect(after).toMatchObject({ status: "answered", best: { id: electric?.id } });
    expect(after.runnerUp?.id).not.toBe(repair.id);

    const [entry] = await app.database.db.select().from(widgetEntries).where(eq(widgetEntries.id, repair.id));
    expect(entry?.counterExamples).toEqual(["Do you repair e-bikes?"]);
    const [row] = await app.database.db
      .select()
      .from(widgetMessages)
      .where(eq(widgetMessages.id, message.id));
    expect(row?.verdict).toBe("wrong");
    const transcripts = TranscriptList.parse((await ada.send("GET", apiPaths.widgetConversations)).json());
    expect(transcripts.conversations[0]?.messages[0]?.verdict).toBe("wrong");
  });

  it("a question marked wrong with none of these is no longer answered with the entry", async () => {
    // The shop does not repair e-bikes, and no entry says so.
    const { ada, repair, message } = await shopWithQuestion("Do you repair e-bikes?");
    expect(message.entryId).toBe(repair.id);
    await ada.send("POST", fillPath(apiPaths.widgetMessageVerdict, { id: message.id }), {
      verdict: "wrong",
      entryId: null,
    });
    const after = await test(ada, "do you repair e-bikes");
    expect(after.status).toBe("unsure");
    expect(after.best?.id).not.toBe(repair.id);
  });

  it("a question marked right becomes a phrasing of its entry, once", async () => {
    const { ada, repair, message } = await shopWithQuestion("Could you repair my bike?");
    expect(message.entryId).toBe(repair.id);
    const url = fillPath(apiPaths.widgetMessageVerdict, { id: message.id });
    expect((await ada.send("POST", url, { verdict: "right" })).statusCode).toBe(200);
    expect((await ada.send("POST", url, { verdict: "right" })).statusCode).toBe(200);
    const [entry] = await app.database.db.select().from(widgetEntries).where(eq(widgetEntries.id, repair.id));
    expect(entry?.questions).toEqual([
      "Do you repair bikes?",
      "Can I get my bike serviced?",
      "Could you repair my bike?",
    ]);
  });

  it("will not confirm a question nothing answered", async () => {
    const { ada, message } = await shopWithQuestion("What's the weather tomorrow?");
    expect(message.entryId).toBeNull();
    const url = fillPath(apiPaths.widgetMessageVerdict, { id: message.id });
    const refused = await ada.send("POST", url, { verdict: "right" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(teachingMessages.nothingToConfirm);
  });

  it("explains an answer: the words that matched, the runner-up and the confidence", async () => {
    const { ada, repair, rental } = await shopWithQuestion("hello");
    const result = await test(ada, "how much to hire a bicycle for a day");
    expect(result.best).toMatchObject({ id: rental.id, title: "Bike rental" });
    expect(result.best?.matched).toEqual(expect.arrayContaining(["hire → rent", "bicycle → bike"]));
    expect(result.runnerUp?.id).toBe(repair.id);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it("refuses another account's question, an unknown entry and a bad body with a clear 4xx", async () => {
    const { ada, message } = await shopWithQuestion("Do you repair e-bikes?");
    const bob = await customer(app);
    const url = fillPath(apiPaths.widgetMessageVerdict, { id: message.id });
    const foreign = await bob.send("POST", url, { verdict: "right" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(teachingMessages.messageNotFound);
    const unknown = await ada.send("POST", url, {
      verdict: "wrong",
      entryId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.entryId).toEqual([teachingMessages.entryNotFound]);
    expect((await ada.send("POST", url, { verdict: "maybe" })).statusCode).toBe(400);
    expect((await ada.send("POST", apiPaths.widgetTest, { question: "" })).statusCode).toBe(400);
  });
});
