import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { LiveInbox, LiveRequestResult } from "#contracts/live-chat.ts";
import { createDatabase, ensurePostgres, type LocalPostgres } from "#scripts/postgres.ts";
import { type LocalRedis, startLocalRedis } from "#scripts/redis.ts";
import { buildApp } from "#server/app.ts";
import type { AppConfig } from "#server/config.ts";
import type { LiveSignal } from "#server/live/bus.ts";
import { postgresBus } from "#server/live/postgres-bus.ts";
import {
  agentPath,
  baseUrlOf,
  type OpenStream,
  openStream,
  visitorHeaders,
  visitorStreamUrl,
} from "#server/test/live.ts";
import { testConfig } from "#server/test/test-app.ts";
import { customer, frameCall, visitorTokenFor } from "#server/test/widget.ts";

/**
 * Two app instances on one PostgreSQL, as two replicas behind a load balancer: a visitor on one,
 * the agent on the other. Their streams are fed by LISTEN/NOTIFY (or Redis pub/sub when REDIS_URL is
 * set), and a PostgreSQL restart under them loses nothing: the listener reconnects and every
 * stream reads again from its last id. A throwaway PostgreSQL of our own, which we may restart.
 */
let postgres: LocalPostgres;
beforeAll(async () => {
  postgres = await ensurePostgres({ ...process.env, TEST_DATABASE_URL: "" });
}, 120_000);
afterAll(() => postgres?.stop());

async function replicas(overrides: Partial<AppConfig>) {
  const database = await createDatabase(postgres.url, "avatalk_live");
  // One secret: a session signed on one replica is valid on the other, as in production.
  const shared = { databaseUrl: database.url, authSecret: randomBytes(32).toString("hex"), ...overrides };
  const start = async () => {
    const app = await buildApp(testConfig(shared), {
      serveWeb: false,
      mailSender: { enabled: false },
      siteAssistant: false,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    return app;
  };
  // One after the other: the second finds the migrations applied.
  const a = await start();
  const b = await start();
  onTestFinished(async () => {
    await Promise.all([a.close(), b.close()]);
    await database.drop();
  });
  return { a, b };
}

async function liveConversation(visitorSide: FastifyInstance, agentSide: FastifyInstance) {
  const owner = await customer(agentSide);
  await owner.allow(["https://shop.example.com"]);
  const online = await owner.send("PUT", apiPaths.liveAvailability, { status: "online" });
  expect(online.statusCode).toBe(200);
  const inbox = LiveInbox.parse((await owner.send("GET", apiPaths.liveInbox)).json());
  const agent = await openStream(`${baseUrlOf(agentSide)}${apiPaths.liveAgentEvents}`, {
    ...owner.headers,
    "last-event-id": String(inbox.cursor),
  });
  onTestFinished(() => agent.close());

  const token = await visitorTokenFor(visitorSide, owner.widgetKey);
  if (!token) throw new Error("the configuration was refused");
  const post = (url: string, payload: Record<string, unknown>) =>
    frameCall(visitorSide, url, { payload: { key: owner.widgetKey, ...payload }, visitorToken: token });
  const requested = LiveRequestResult.parse((await post(apiPaths.liveRequest, { language: "en" })).json());
  const conversationId = requested.conversationId;
  if (!conversationId) throw new Error("nobody was online");
  const openVisitor = (lastEventId?: number): Promise<OpenStream> =>
    openStream(visitorStreamUrl(baseUrlOf(visitorSide), owner.widgetKey, conversationId), {
      ...visitorHeaders(token),
      ...(lastEventId === undefined ? {} : { "last-event-id": String(lastEventId) }),
    }).then((opened) => {
      onTestFinished(() => opened.close());
      return opened;
    });
  const visitor = await openVisitor();
  await agent.next((event) => event.kind === "waiting" && event.conversationId === conversationId);
  const claimed = await owner.send("POST", agentPath(apiPaths.liveClaim, conversationId));
  expect(claimed.statusCode, claimed.body).toBe(200);
  await visitor.next((event) => event.kind === "claimed");
  const answer = (body: string) =>
    owner.send("POST", agentPath(apiPaths.liveAgentMessages, conversationId), { body });
  return { owner, agent, visitor, openVisitor, post, conversationId, answer };
}

/** A visitor on `a`, the agent on `b`: each side's message and typing reach the other. */
function passesMessagesBothWays(a: FastifyInstance, b: FastifyInstance) {
  return async () => {
    const live = await liveConversation(a, b);
    const sent = await live.post(apiPaths.liveVisitorMessages, {
      conversationId: live.conversationId,
      body: "Is anyone there?",
    });
    expect(sent.statusCode).toBe(201);
    expect((await live.agent.next((event) => event.kind === "visitor")).body).toBe("Is anyone there?");
    expect((await live.answer("Yes, Ada here.")).statusCode).toBe(201);
    expect((await live.visitor.next((event) => event.kind === "agent")).body).toBe("Yes, Ada here.");
    await live.post(apiPaths.liveVisitorTyping, { conversationId: live.conversationId });
    expect((await live.agent.nextTyping()).from).toBe("visitor");
  };
}

describe("two replicas on one PostgreSQL", () => {
  it("pass a visitor's message on one to the agent on the other, and back (LISTEN/NOTIFY)", async () => {
    const { a, b } = await replicas({});
    expect([a.live.bus.kind, b.live.bus.kind]).toEqual(["postgres", "postgres"]);
    await passesMessagesBothWays(a, b)();
  });

  it("lose nothing over a PostgreSQL restart: streams catch up by themselves", async () => {
    if (!postgres.shutDown || !postgres.startUp) throw new Error("The test PostgreSQL cannot be restarted.");
    const { a, b } = await replicas({});
    expect(a.live.bus.kind).toBe("postgres");
    const live = await liveConversation(a, b);
    expect((await live.answer("Before the restart.")).statusCode).toBe(201);
    await live.visitor.next((event) => event.body === "Before the restart.");

    postgres.shutDown();
    postgres.startUp();
    // Sent as soon as B answers again, maybe before replica A listens again: A's stream gets it
    // either from the notification or from the catch-up when its listener is back.
    await expect
      .poll(async () => (await b.inject({ method: "GET", url: apiPaths.health })).statusCode, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(200);
    expect((await live.answer("Right after the restart.")).statusCode).toBe(201);
    const after = await live.visitor.next((event) => event.body === "Right after the restart.");
    expect(live.visitor.events.filter((event) => event.kind === "agent").map((event) => event.body)).toEqual([
      "Before the restart.",
      "Right after the restart.",
    ]);

    // A visitor that reconnects on the other replica resumes from its last id.
    live.visitor.close();
    expect((await live.answer("While the visitor was away.")).statusCode).toBe(201);
    const resumed = await live.openVisitor(after.id);
    const moved = await openStream(
      visitorStreamUrl(baseUrlOf(b), live.owner.widgetKey, live.conversationId),
      {
        ...visitorHeaders((await visitorTokenFor(b, live.owner.widgetKey)) ?? ""),
        "last-event-id": String(after.id),
      },
    );
    onTestFinished(() => moved.close());
    await resumed.next((event) => event.body === "While the visitor was away.");
    await moved.next((event) => event.body === "While the visitor was away.");
    expect(resumed.events.map((event) => event.body)).toEqual(["While the visitor was away."]);
    expect(moved.events.map((event) => event.body)).toEqual(["While the visitor was away."]);
  }, 60_000);
});

describe("the LISTEN connection", () => {
  it("reconnects after a PostgreSQL restart, tells the streams to catch up, and hears the next signal", async () => {
    if (!postgres.shutDown || !postgres.startUp) throw new Error("The test PostgreSQL cannot be restarted.");
    const database = await createDatabase(postgres.url, "avatalk_bus");
    const log = { warn: () => {}, info: () => {} };
    const notifier = new pg.Client({ connectionString: database.url });
    const notify = async (channel: string, payload: string) => {
      await notifier.query("select pg_notify($1, $2)", [channel, payload]);
    };
    const listening = postgresBus({ url: database.url, notify, log });
    const sending = postgresBus({ url: database.url, notify, log });
    onTestFinished(async () => {
      await Promise.all([listening.close(), sending.close()]);
      await notifier.end().catch(() => {});
      await database.drop();
    });
    await Promise.all([listening.ready(), sending.ready()]);
    const signals: LiveSignal[] = [];
    const waiters = new Set<() => void>();
    listening.subscribe((signal) => {
      signals.push(signal);
      for (const waiter of [...waiters]) waiter();
    });
    const seen = (predicate: (signal: LiveSignal) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!signals.some(predicate)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });

    postgres.shutDown();
    postgres.startUp();
    await seen((signal) => signal.type === "resync");
    await notifier.connect();
    const stored = { type: "stored", accountId: randomUUID(), conversationId: randomUUID(), id: 7 } as const;
    await sending.publish(stored);
    await seen((signal) => signal.type === "stored");
    expect(signals.filter((signal) => signal.type === "stored")).toEqual([stored]);
  }, 60_000);
});

describe("two replicas with Redis", () => {
  let redis: LocalRedis;
  beforeAll(async () => {
    redis = await startLocalRedis();
  });
  afterAll(() => redis?.stop());

  it("pass messages both ways through Redis pub/sub", async () => {
    const { a, b } = await replicas({ redisUrl: redis.url });
    expect([a.live.bus.kind, b.live.bus.kind]).toEqual(["redis", "redis"]);
    await passesMessagesBothWays(a, b)();
  });
});
