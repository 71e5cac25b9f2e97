/**
 * `npm run bench:live`: live chat's budgets (docs/live-chat.md).
 * 1. A visitor's message on replica A reaches the agent's stream on replica B within 100 ms p99, and
 *    the agent's answer on B reaches the visitor's stream on A within 100 ms p99: two server
 *    processes on one PostgreSQL, fanned out by LISTEN/NOTIFY (or Redis with LIVE_BENCH_REDIS=1).
 * 2. 1,000 visitors' streams open on one server process cost at most 200 MB more memory (its
 *    resident set, from /proc), and /api/health answers under 50 ms p99 meanwhile.
 * Each figure is measured from the outside, over HTTP, as a browser would see it; the rate limits are
 * scaled up (RATE_LIMIT_SCALE) so that the bench measures the transport, not the limiter.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { eventStreamParser } from "#contracts/event-stream.ts";
import { LIVE_EVENTS, LIVE_LIMITS, LiveInbox, LiveRequestResult } from "#contracts/live-chat.ts";
import { VISITOR_TOKEN_HEADER } from "#contracts/widget/frame.ts";
import { createDatabase, ensurePostgres } from "#scripts/postgres.ts";
import { type LocalRedis, startLocalRedis } from "#scripts/redis.ts";
import { openDatabase } from "#server/db/client.ts";
import { widgetConversations } from "#server/db/schema.ts";
import { markEmailVerified } from "#server/repositories/users.ts";
import { HOST_ORIGIN_HEADER } from "#server/routes/widget/visitor-guard.ts";
import { type Replica, signUpOn, startReplica } from "#server/test/replicas.ts";

const LATENCY_P99_BUDGET_MS = 100;
const MEMORY_BUDGET_MB = 200;
const HEALTH_P99_BUDGET_MS = 50;
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS || 200);
const VISITORS = Number(process.env.LIVE_BENCH_VISITORS || 1000);
const HOST = "https://shop.example.com";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const figure = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;
const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
};

/** A stream read over plain HTTP, from a chosen loopback address; calls back per stored row. */
function listen(
  url: string,
  headers: Record<string, string>,
  onRow: (row: { id: number; kind: string; body: string | null }) => void,
  localAddress = "127.0.0.1",
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, localAddress, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      const parse = eventStreamParser((event) => {
        if (event.event === LIVE_EVENTS.message) onRow(JSON.parse(event.data));
      });
      response.setEncoding("utf8");
      response.on("data", parse);
      // The first bytes (the retry line) say the stream is attached.
      response.once("data", () => resolve(request));
    });
    request.on("error", reject);
  });
}

async function json(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function main() {
  const postgres = await ensurePostgres({
    ...process.env,
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
  });
  const database = await createDatabase(postgres.url, "avatalk_live_bench");
  const handle = await openDatabase({ databaseUrl: database.url });
  await handle.migrate();
  let redis: LocalRedis | undefined;
  if (process.env.LIVE_BENCH_REDIS === "1") redis = await startLocalRedis();
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    RATE_LIMIT_SCALE: "10000",
    ...(redis ? { REDIS_URL: redis.url } : {}),
  };
  const replicas: Replica[] = [];
  try {
    const [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    if (!a || !b) throw new Error("two replicas");
    replicas.push(a, b);
    console.log(`Two replicas on one PostgreSQL, fan-out by ${redis ? "Redis pub/sub" : "LISTEN/NOTIFY"}.`);

    // The customer and their agent, signed in on B; the visitor on A.
    const owner = await signUpOn(b);
    await markEmailVerified(handle.db, owner.id);
    await json(`${b.url}${apiPaths.widgetSettings}`, {
      method: "PUT",
      headers: owner.headers,
      body: JSON.stringify({
        allowedOrigins: [HOST],
        greeting: null,
        suggestedQuestions: [],
        avatarMediaId: null,
        color: "#0f766e",
        position: "bottom-right",
      }),
    });
    await json(`${b.url}${apiPaths.liveAvailability}`, {
      method: "PUT",
      headers: owner.headers,
      body: JSON.stringify({ status: "online" }),
    });
    const me = await json(`${b.url}${apiPaths.me}`, { headers: owner.headers });
    const key: string = me.widgetKey;
    const frame = { [HOST_ORIGIN_HEADER]: HOST, "sec-fetch-site": "same-origin" };
    const config = await json(`${a.url}${apiPaths.widgetConfig}?key=${key}`, { headers: frame });
    const visitorHeaders = { ...frame, [VISITOR_TOKEN_HEADER]: config.visitorToken as string };
    const requested = LiveRequestResult.parse(
      await json(`${a.url}${apiPaths.liveRequest}`, {
        method: "POST",
        headers: visitorHeaders,
        body: JSON.stringify({ key, language: "en" }),
      }),
    );
    const conversationId = requested.conversationId ?? "";
    await json(`${b.url}${fillPath(apiPaths.liveClaim, { id: conversationId })}`, {
      method: "POST",
      headers: owner.headers,
    });
    const inbox = LiveInbox.parse(await json(`${b.url}${apiPaths.liveInbox}`, { headers: owner.headers }));

    // 1. Latency, both ways, each message timed from its POST until the other side's stream has it.
    const waiting = new Map<string, () => void>();
    const arrived = (row: { body: string | null }) => {
      if (row.body) waiting.get(row.body)?.();
    };
    const visitorStream = await listen(
      `${a.url}${apiPaths.liveVisitorEvents}?key=${key}&conversationId=${conversationId}`,
      { ...visitorHeaders, "last-event-id": String(inbox.cursor) },
      arrived,
    );
    const agentStream = await listen(
      `${b.url}${apiPaths.liveAgentEvents}`,
      { ...owner.headers, "last-event-id": String(inbox.cursor) },
      arrived,
    );
    /** How long the sending call itself took: what of the latency is the POST, not the fan-out. */
    const posts: number[] = [];
    const timed = async (body: string, send: () => Promise<unknown>) => {
      const started = performance.now();
      const received = new Promise<void>((resolve) => waiting.set(body, resolve));
      await send();
      posts.push(performance.now() - started);
      await received;
      waiting.delete(body);
      return performance.now() - started;
    };
    const toAgent: number[] = [];
    const toVisitor: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      toAgent.push(
        await timed(`visitor ${round}`, () =>
          json(`${a.url}${apiPaths.liveVisitorMessages}`, {
            method: "POST",
            headers: visitorHeaders,
            body: JSON.stringify({ key, conversationId, body: `visitor ${round}` }),
          }),
        ),
      );
      toVisitor.push(
        await timed(`agent ${round}`, () =>
          json(`${b.url}${fillPath(apiPaths.liveAgentMessages, { id: conversationId })}`, {
            method: "POST",
            headers: owner.headers,
            body: JSON.stringify({ body: `agent ${round}` }),
          }),
        ),
      );
    }
    visitorStream.destroy();
    agentStream.destroy();
    const visitorToAgentP99 = percentile(toAgent, 99);
    const agentToVisitorP99 = percentile(toVisitor, 99);
    console.log(`Visitor on A → agent on B: ${figure(toAgent)} (budget p99 ${LATENCY_P99_BUDGET_MS} ms)`);
    console.log(`Agent on B → visitor on A: ${figure(toVisitor)} (budget p99 ${LATENCY_P99_BUDGET_MS} ms)`);
    console.log(`  of which the sending POST itself: ${figure(posts)}`);

    // 2. A thousand visitors on one process (A): its memory before and after, and health meanwhile.
    const conversations = await handle.db
      .insert(widgetConversations)
      .values(
        Array.from({ length: VISITORS }, () => ({
          userId: owner.id,
          language: "en" as const,
          liveState: "waiting" as const,
          liveAt: new Date(),
        })),
      )
      .returning({ id: widgetConversations.id });
    for (let warm = 0; warm < 50; warm += 1) await fetch(`${a.url}${apiPaths.health}`);
    const before = rssMb(a.pid);
    const streams: http.ClientRequest[] = [];
    // A key's streams per address are capped: the visitors come from many loopback addresses.
    const perAddress = LIVE_LIMITS.streamsPerAddress;
    for (let index = 0; index < conversations.length; index += 50) {
      const batch = conversations.slice(index, index + 50);
      streams.push(
        ...(await Promise.all(
          batch.map((conversation, offset) =>
            listen(
              `${a.url}${apiPaths.liveVisitorEvents}?key=${key}&conversationId=${conversation.id}`,
              visitorHeaders,
              () => {},
              `127.0.${2 + Math.floor((index + offset) / perAddress / 250)}.${1 + (Math.floor((index + offset) / perAddress) % 250)}`,
            ),
          ),
        )),
      );
    }
    const health: number[] = [];
    for (let request = 0; request < 500; request += 1) {
      const started = performance.now();
      const response = await fetch(`${a.url}${apiPaths.health}`);
      await response.arrayBuffer();
      health.push(performance.now() - started);
    }
    const after = rssMb(a.pid);
    for (const stream of streams) stream.destroy();
    const grewMb = after - before;
    console.log(
      `${streams.length} visitors' streams open on one process: RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (+${grewMb.toFixed(0)} MB, budget ${MEMORY_BUDGET_MB} MB)`,
    );
    console.log(`/api/health meanwhile: ${figure(health)} (budget p99 ${HEALTH_P99_BUDGET_MS} ms)`);

    const failures = [
      visitorToAgentP99 > LATENCY_P99_BUDGET_MS && "visitor → agent latency",
      agentToVisitorP99 > LATENCY_P99_BUDGET_MS && "agent → visitor latency",
      grewMb > MEMORY_BUDGET_MB && "memory per 1,000 visitors",
      percentile(health, 99) > HEALTH_P99_BUDGET_MS && "health while connected",
    ].filter(Boolean);
    // The figures depend on how busy the machine is: say how busy it was.
    console.log(
      `Load average during the run: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(", ")} on ${os.availableParallelism()} cores.`,
    );
    console.log(failures.length ? `Over budget: ${failures.join(", ")}.` : "Every live chat budget is met.");
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await handle.close();
    await database.drop();
    await redis?.stop();
    postgres.stop();
  }
}

await main();
