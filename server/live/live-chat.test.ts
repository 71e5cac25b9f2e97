import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  LIVE_LIMITS,
  LiveConversation,
  LiveInbox,
  LiveRequestResult,
  liveMessages,
} from "#contracts/live-chat.ts";
import { messages } from "#contracts/messages.ts";
import type { AskResult } from "#contracts/widget/index.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { claimConversation, requestPerson } from "#server/repositories/live-chat.ts";
import { conversationFor } from "#server/repositories/widget-conversations.ts";
import {
  agentPath,
  baseUrlOf,
  type OpenStream,
  openStream,
  visitorHeaders,
  visitorStreamUrl,
} from "#server/test/live.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { customer, frameCall, visitorTokenFor } from "#server/test/widget.ts";

/**
 * Live chat between a visitor and the customer's team, through the API on this run's database
 * (PGlite, and PostgreSQL in npm test's second pass): streams over real HTTP, resumed by
 * Last-Event-ID; the claim decided once; every call scoped to its account.
 */
let app: FastifyInstance & { database: DatabaseHandle };
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = baseUrlOf(app);
});
afterAll(() => app.close());

type Customer = Awaited<ReturnType<typeof customer>>;

async function shop(): Promise<Customer> {
  const owner = await customer(app);
  await owner.allow(["https://shop.example.com"]);
  await owner.addEntry({ title: "Shipping times", questions: ["How long does shipping take?"] });
  return owner;
}

function stream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  return openStream(url, headers).then((opened) => {
    onTestFinished(() => opened.close());
    return opened;
  });
}

/** A visitor of the shop: their token, and the frame's calls with it. */
async function visitorOf(owner: Customer) {
  const token = await visitorTokenFor(app, owner.widgetKey);
  if (!token) throw new Error("the configuration was refused");
  const post = (url: string, payload: Record<string, unknown>) =>
    frameCall(app, url, { payload: { key: owner.widgetKey, ...payload }, visitorToken: token });
  return {
    token,
    post,
    async ask(question: string, conversationId?: string) {
      const response = await post(apiPaths.widgetAsk, { question, language: "en", conversationId });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AskResult;
    },
    async requestPerson(conversationId?: string) {
      const response = await post(apiPaths.liveRequest, { language: "en", conversationId });
      expect(response.statusCode, response.body).toBe(200);
      return LiveRequestResult.parse(response.json());
    },
    stream(conversationId: string, lastEventId?: number) {
      return stream(visitorStreamUrl(base, owner.widgetKey, conversationId), {
        ...visitorHeaders(token),
        ...(lastEventId === undefined ? {} : { "last-event-id": String(lastEventId) }),
      });
    },
  };
}

async function online(owner: Customer) {
  const response = await owner.send("PUT", apiPaths.liveAvailability, { status: "online" });
  expect(response.statusCode, response.body).toBe(200);
}

function agentStream(owner: Customer, lastEventId?: number) {
  return stream(`${base}${apiPaths.liveAgentEvents}`, {
    ...owner.headers,
    ...(lastEventId === undefined ? {} : { "last-event-id": String(lastEventId) }),
  });
}

describe("asking for a person", () => {
  it("answers offline while no agent is online, so the panel offers the e-mail form", async () => {
    const owner = await shop();
    const visitor = await visitorOf(owner);
    const asked = await visitor.ask("Can I pay by invoice?");
    const result = await visitor.requestPerson(asked.conversationId);
    expect(result).toEqual({
      status: "offline",
      conversationId: asked.conversationId,
      after: 0,
    });
    const inbox = LiveInbox.parse((await owner.send("GET", apiPaths.liveInbox)).json());
    expect(inbox.conversations).toEqual([]);
    // Away is offline too.
    await owner.send("PUT", apiPaths.liveAvailability, { status: "away" });
    expect((await visitor.requestPerson(asked.conversationId)).status).toBe("offline");
  });

  it("puts the conversation in the inbox, waiting and counted, with what the assistant said", async () => {
    const owner = await shop();
    await online(owner);
    const visitor = await visitorOf(owner);
    const first = await visitor.ask("How long does shipping take?");
    await visitor.ask("Can I pay by invoice?", first.conversationId);
    const result = await visitor.requestPerson(first.conversationId);
    expect(result).toMatchObject({
      status: "waiting",
      conversationId: first.conversationId,
    });
    // Asking again adds nothing.
    await visitor.requestPerson(first.conversationId);

    const inbox = LiveInbox.parse((await owner.send("GET", apiPaths.liveInbox)).json());
    expect(inbox.waiting).toBe(1);
    expect(inbox.conversations).toMatchObject([
      { id: first.conversationId, state: "waiting", agentName: null },
    ]);
    const opened = await owner.send("GET", agentPath(apiPaths.liveConversation, first.conversationId));
    const conversation = LiveConversation.parse(opened.json());
    expect(conversation.transcript).toMatchObject([
      {
        question: "How long does shipping take?",
        answered: true,
        entryTitle: "Shipping times",
        hadClip: false,
      },
      { question: "Can I pay by invoice?", answered: false, entryTitle: null },
    ]);
    expect(conversation.events.map((event) => event.kind)).toEqual(["waiting"]);
  });

  it("starts a conversation when the visitor asks for a person before asking anything", async () => {
    const owner = await shop();
    await online(owner);
    const visitor = await visitorOf(owner);
    const result = await visitor.requestPerson();
    expect(result.status).toBe("waiting");
    expect(result.conversationId).toEqual(expect.any(String));
  });
});

describe("the e-mail handoff when nobody is online", () => {
  it("mails the customer the whole conversation with readable times", async () => {
    const owner = await shop();
    const visitor = await visitorOf(owner);
    const first = await visitor.ask("How long does shipping take?");
    await visitor.ask("Can I pay by invoice?", first.conversationId);
    const handoff = await visitor.post(apiPaths.widgetVisitorHandoff, {
      email: "visitor@example.org",
      question: "Can I pay by invoice?",
      conversationId: first.conversationId,
    });
    expect(handoff.statusCode, handoff.body).toBe(201);
    const jobs = await app.database.db.query.mailJobs.findMany();
    const text = jobs.find((job) => job.kind === "widget-handoff" && job.message?.to === owner.email)?.message
      ?.text;
    expect(text).toContain("The conversation before it:");
    expect(text).toMatch(
      /^Visitor \(\w+day, .+ UTC\): How long does shipping take\?\nAssistant: answered with "Shipping times"$/m,
    );
    expect(text).toMatch(/^Visitor \(.+ UTC\): Can I pay by invoice\?\nAssistant: was not sure$/m);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });

  it("writes the times in the zone the customer chose, and refuses a zone nobody knows", async () => {
    const owner = await shop();
    const details = { fullName: "Shop Owner", phoneNumber: "+1 (702) 123-4567" };
    const unknown = await owner.send("PATCH", apiPaths.me, { ...details, timeZone: "Mars/Olympus_Mons" });
    expect(unknown.statusCode).toBe(400);
    expect(ApiError.parse(unknown.json()).fieldErrors?.timeZone).toEqual([messages.account.timeZoneInvalid]);
    const chosen = await owner.send("PATCH", apiPaths.me, { ...details, timeZone: "Asia/Tokyo" });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().timeZone).toBe("Asia/Tokyo");
    // A client that leaves the zone out keeps it.
    const renamed = await owner.send("PATCH", apiPaths.me, details);
    expect(renamed.json().timeZone).toBe("Asia/Tokyo");

    const visitor = await visitorOf(owner);
    const asked = await visitor.ask("Can I pay by invoice?");
    const handoff = await visitor.post(apiPaths.widgetVisitorHandoff, {
      email: "visitor@example.org",
      question: "Can I pay by invoice?",
      conversationId: asked.conversationId,
    });
    expect(handoff.statusCode, handoff.body).toBe(201);
    const [stored] = await app.database.db.query.widgetHandoffs.findMany({
      where: (row, { eq }) => eq(row.userId, owner.id),
    });
    const jobs = await app.database.db.query.mailJobs.findMany();
    const text = jobs.find((job) => job.kind === "widget-handoff" && job.message?.to === owner.email)?.message
      ?.text;
    const tokyo = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "Asia/Tokyo",
    });
    expect(text).toContain(`Received: ${tokyo.format(stored?.createdAt)} (Asia/Tokyo)`);
    expect(text).toMatch(/^Visitor \(.+ \(Asia\/Tokyo\)\): Can I pay by invoice\?$/m);
  });
});

describe("a live conversation", () => {
  it("carries claim, messages and typing both ways, then close, to both sides' streams", async () => {
    const owner = await shop();
    await online(owner);
    const inboxBefore = LiveInbox.parse((await owner.send("GET", apiPaths.liveInbox)).json());
    const agent = await agentStream(owner, inboxBefore.cursor);
    const visitor = await visitorOf(owner);
    const { conversationId } = await visitor.ask("Can I pay by invoice?");
    await visitor.requestPerson(conversationId);
    if (!conversationId) throw new Error("no conversation");
    const visitorStream = await visitor.stream(conversationId);
    await visitorStream.next((event) => event.kind === "waiting");
    await agent.next((event) => event.kind === "waiting" && event.conversationId === conversationId);

    const claimed = await owner.send("POST", agentPath(apiPaths.liveClaim, conversationId));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(LiveConversation.parse(claimed.json())).toMatchObject({
      state: "claimed",
      agentName: "Ada Lovelace",
    });
    const claim = await visitorStream.next((event) => event.kind === "claimed");
    expect(claim.agentName).toBe("Ada Lovelace");

    const typing = await owner.send("POST", agentPath(apiPaths.liveAgentTyping, conversationId));
    expect(typing.statusCode).toBe(204);
    expect(await visitorStream.nextTyping()).toEqual({
      conversationId,
      from: "agent",
      agentName: "Ada Lovelace",
    });

    const answer = await owner.send("POST", agentPath(apiPaths.liveAgentMessages, conversationId), {
      body: "Yes: invoices are fine for orders from 50 euros.",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const received = await visitorStream.next((event) => event.kind === "agent");
    expect(received).toMatchObject({
      body: "Yes: invoices are fine for orders from 50 euros.",
      agentName: "Ada Lovelace",
    });

    const visitorTyping = await visitor.post(apiPaths.liveVisitorTyping, { conversationId });
    expect(visitorTyping.statusCode).toBe(204);
    expect(await agent.nextTyping()).toEqual({ conversationId, from: "visitor", agentName: null });
    const reply = await visitor.post(apiPaths.liveVisitorMessages, { conversationId, body: "Thank you!" });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await agent.next((event) => event.kind === "visitor")).body).toBe("Thank you!");

    const closed = await owner.send("POST", agentPath(apiPaths.liveClose, conversationId));
    expect(LiveConversation.parse(closed.json()).state).toBe("closed");
    const closedRow = await visitorStream.next((event) => event.kind === "closed");
    // Both sides got every row, once, in order.
    const kinds = ["waiting", "claimed", "agent", "visitor", "closed"];
    expect(visitorStream.events.map((event) => event.kind)).toEqual(kinds);
    await agent.next((event) => event.kind === "closed");
    expect(agent.events.map((event) => event.kind)).toEqual(kinds);
    const ids = visitorStream.events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // Closed: the visitor can no longer write into it, nor the agent; the inbox no longer lists it.
    const late = await visitor.post(apiPaths.liveVisitorMessages, { conversationId, body: "Hello?" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: liveMessages.closed });
    const inbox = LiveInbox.parse((await owner.send("GET", apiPaths.liveInbox)).json());
    expect(inbox.conversations).toEqual([]);

    // Asked for again: it waits again, and its stream starts after the earlier chat's rows.
    const again = await visitor.requestPerson(conversationId);
    expect(again.status).toBe("waiting");
    expect(again.after).toBeGreaterThanOrEqual(closedRow.id);
    const fresh = await visitor.stream(conversationId, again.after);
    await fresh.next((event) => event.kind === "waiting");
    expect(fresh.events.map((event) => event.kind)).toEqual(["waiting"]);
  });

  it("resumes a stream after the last id it got: the rows sent meanwhile, each once", async () => {
    const owner = await shop();
    await online(owner);
    const visitor = await visitorOf(owner);
    const { conversationId } = await visitor.requestPerson();
    if (!conversationId) throw new Error("no conversation");
    await owner.send("POST", agentPath(apiPaths.liveClaim, conversationId));
    const first = await visitor.stream(conversationId);
    const claim = await first.next((event) => event.kind === "claimed");
    first.close();
    await first.ended;

    for (const body of ["One moment, I am looking.", "Found it: it ships on Monday."]) {
      const sent = await owner.send("POST", agentPath(apiPaths.liveAgentMessages, conversationId), { body });
      expect(sent.statusCode).toBe(201);
    }
    const resumed = await visitor.stream(conversationId, claim.id);
    await resumed.next((event) => event.body === "Found it: it ships on Monday.");
    expect(resumed.events.map((event) => event.body)).toEqual([
      "One moment, I am looking.",
      "Found it: it ships on Monday.",
    ]);

    // The agents' inbox resumes the same way.
    const agentFrom = await agentStream(owner, claim.id);
    await agentFrom.next((event) => event.body === "Found it: it ships on Monday.");
    expect(agentFrom.events.map((event) => event.kind)).toEqual(["agent", "agent"]);
  });

  it("refuses an agent's answer before the claim, and a visitor's message before asking for a person", async () => {
    const owner = await shop();
    await online(owner);
    const visitor = await visitorOf(owner);
    const asked = await visitor.ask("Can I pay by invoice?");
    const early = await visitor.post(apiPaths.liveVisitorMessages, {
      conversationId: asked.conversationId,
      body: "Hello?",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: liveMessages.notLive });
    await visitor.requestPerson(asked.conversationId);
    const unclaimed = await owner.send("POST", agentPath(apiPaths.liveAgentMessages, asked.conversationId), {
      body: "Hi",
    });
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json()).toEqual({ message: liveMessages.notClaimed });
  });
});

describe("the claim", () => {
  it("goes to one agent of two claiming at once, and the other is told who was first", async () => {
    const owner = await shop();
    const teammate = await customer(app);
    const db = app.database.db;
    // A second client of the same database, as another replica has.
    const other = await (
      app.database as unknown as { openAnotherClient?: () => Promise<DatabaseHandle> }
    ).openAnotherClient?.();
    const secondDb = other?.db ?? db;
    try {
      for (let round = 0; round < 5; round += 1) {
        const conversationId = await conversationFor(db, owner.id, "en", undefined);
        await requestPerson(db, owner.id, conversationId);
        const outcomes = await Promise.all([
          claimConversation(db, owner.id, conversationId, { id: owner.id, name: "Ada" }),
          claimConversation(secondDb, owner.id, conversationId, { id: teammate.id, name: "Grace" }),
        ]);
        expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
        expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
          { ok: false, reason: "claimed-by-other" },
        ]);
      }
    } finally {
      if (other && other.db !== db) await other.close();
    }
  });

  it("answers 409 to the second claim through the API", async () => {
    const owner = await shop();
    await online(owner);
    const visitor = await visitorOf(owner);
    const { conversationId } = await visitor.requestPerson();
    if (!conversationId) throw new Error("no conversation");
    const teammateClaim = await claimConversation(app.database.db, owner.id, conversationId, {
      id: (await customer(app)).id,
      name: "Grace",
    });
    expect(teammateClaim.ok).toBe(true);
    const late = await owner.send("POST", agentPath(apiPaths.liveClaim, conversationId));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: liveMessages.claimedByOther });
  });
});

describe("accounts", () => {
  it("never show one account's conversations, rows or typing to another", async () => {
    const ada = await shop();
    const grace = await shop();
    await online(ada);
    await online(grace);
    const graceInbox = LiveInbox.parse((await grace.send("GET", apiPaths.liveInbox)).json());
    const graceStream = await agentStream(grace, graceInbox.cursor);
    const visitor = await visitorOf(ada);
    const { conversationId } = await visitor.requestPerson();
    if (!conversationId) throw new Error("no conversation");
    await visitor.post(apiPaths.liveVisitorTyping, { conversationId });
    await visitor.post(apiPaths.liveVisitorMessages, { conversationId, body: "Hello Ada's shop" });

    for (const [method, url] of [
      ["GET", agentPath(apiPaths.liveConversation, conversationId)],
      ["POST", agentPath(apiPaths.liveClaim, conversationId)],
      ["POST", agentPath(apiPaths.liveAgentTyping, conversationId)],
      ["POST", agentPath(apiPaths.liveClose, conversationId)],
    ] as const) {
      const response = await grace.send(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: liveMessages.conversationNotFound });
    }
    const answer = await grace.send("POST", agentPath(apiPaths.liveAgentMessages, conversationId), {
      body: "Hi",
    });
    expect(answer.statusCode).toBe(404);
    expect(LiveInbox.parse((await grace.send("GET", apiPaths.liveInbox)).json()).conversations).toEqual([]);

    // Grace's own visitor's row reaches her stream; Ada's rows before it never did.
    const graceVisitor = await visitorOf(grace);
    const own = await graceVisitor.requestPerson();
    await graceStream.next((event) => event.conversationId === own.conversationId);
    expect(graceStream.events.map((event) => event.conversationId)).toEqual([own.conversationId]);
    expect(graceStream.typing).toEqual([]);

    // A visitor of Grace's widget cannot read or write Ada's conversation.
    const opened = await graceVisitor.stream(conversationId);
    expect(opened.status).toBe(404);
    const written = await graceVisitor.post(apiPaths.liveVisitorMessages, { conversationId, body: "Hi" });
    expect(written.statusCode).toBe(404);
  });
});

describe("the public endpoints' guards", () => {
  it("refuse a call without a visitor token, from another site, too long, or with a bad Last-Event-ID", async () => {
    const owner = await shop();
    await online(owner);
    const visitor = await visitorOf(owner);
    const { conversationId } = await visitor.requestPerson();
    if (!conversationId) throw new Error("no conversation");

    const noToken = await frameCall(app, apiPaths.liveVisitorMessages, {
      payload: { key: owner.widgetKey, conversationId, body: "Hi" },
      visitorToken: "",
    });
    expect(noToken.statusCode).toBe(401);
    const otherSite = await frameCall(app, apiPaths.liveVisitorMessages, {
      payload: { key: owner.widgetKey, conversationId, body: "Hi" },
      visitorToken: visitor.token,
      host: "https://elsewhere.example",
    });
    expect(otherSite.statusCode).toBe(403);
    const tooLong = await visitor.post(apiPaths.liveVisitorMessages, {
      conversationId,
      body: "x".repeat(LIVE_LIMITS.messageMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(ApiError.safeParse(tooLong.json()).success).toBe(true);

    const badId = await visitor.stream(conversationId, "abc" as unknown as number);
    expect(badId.status).toBe(400);
    const streamWithoutToken = await stream(visitorStreamUrl(base, owner.widgetKey, conversationId), {
      ...visitorHeaders(""),
    });
    expect(streamWithoutToken.status).toBe(401);
    const agentWithoutSession = await stream(`${base}${apiPaths.liveAgentEvents}`, {});
    expect(agentWithoutSession.status).toBe(401);
  });

  it("caps the streams one address keeps open for a key", async () => {
    const owner = await shop();
    await online(owner);
    const visitor = await visitorOf(owner);
    const { conversationId } = await visitor.requestPerson();
    if (!conversationId) throw new Error("no conversation");
    const statuses: number[] = [];
    for (let index = 0; index <= LIVE_LIMITS.streamsPerAddress; index += 1) {
      statuses.push((await visitor.stream(conversationId)).status);
    }
    expect(statuses).toEqual([...Array(LIVE_LIMITS.streamsPerAddress).fill(200), 429]);
  });
});
