/**
 * `npm run bench:load`: mixed traffic against the production server for 30 s at 100 connections
 * (docs/reliability.md): prerendered pages, the two pricing answers, the contact form (its rate
 * limit raised with RATE_LIMIT_SCALE for the run) and sign-ins with a wrong password. Prints
 * requests/s, p50/p99 and errors per route, then counts the contact messages the database really
 * holds. Fails on any error, any non-2xx other than the sign-ins' intended 401s, or fewer than
 * MIN_STORED_PER_SECOND stored contact messages a second on the embedded database.
 *
 * `npm run bench:load` runs on the embedded database; `BENCH_DATABASE=postgres npm run bench:load`
 * on a throwaway PostgreSQL (or the one DATABASE_URL names). Figures go in docs/performance.md.
 */

import os from "node:os";
import autocannon from "autocannon";
import { apiPaths } from "#contracts/api-paths.ts";
import { createDatabase, ensurePostgres } from "#scripts/postgres.ts";
import { openDatabase } from "#server/db/client.ts";
import { countFeedbacks } from "#server/repositories/feedbacks.ts";
import { ensureBuilt, markdownTable, startProductionServer, temporaryDataDir } from "./support/server.ts";

const DURATION_S = Number(process.env.BENCH_DURATION || 30);
const MIN_STORED_PER_SECOND = 1_000;
const onPostgres = process.env.BENCH_DATABASE === "postgres";

type Target = {
  name: string;
  connections: number;
  method: "GET" | "POST";
  paths: string[];
  body?: string;
  /** Statuses that are the point of the request (a wrong password's 401). */
  expected: number[];
};

const contactBody = JSON.stringify({
  name: "Load Test",
  email: "load.test@example.com",
  company: "Bench Ltd",
  message: "How many avatars does the Pro plan include?",
});

const CONTACT: Target = {
  name: "POST /api/feedbacks/add",
  connections: 20,
  method: "POST",
  paths: [apiPaths.feedbacks],
  body: contactBody,
  expected: [201],
};

const TARGETS: Target[] = [
  {
    name: "pages (prerendered, br)",
    connections: 40,
    method: "GET",
    paths: ["/", "/pricing", "/features", "/how-it-works", "/blog", "/sign_in"],
    expected: [200],
  },
  { name: "GET /api/pricing", connections: 15, method: "GET", paths: [apiPaths.pricing], expected: [200] },
  {
    name: "GET /api/pricingConfig/all",
    connections: 15,
    method: "GET",
    paths: [apiPaths.pricingConfigs],
    expected: [200],
  },
  CONTACT,
  {
    name: "POST /api/auth/login (wrong password)",
    connections: 10,
    method: "POST",
    paths: [apiPaths.login],
    body: JSON.stringify({ login: "load.test@example.com", password: "Wrong#Password1" }),
    expected: [401],
  },
];

await ensureBuilt();
let stopPostgres: (() => void) | undefined;
let postgresUrl: string | undefined;
if (onPostgres) {
  const postgres = await ensurePostgres({ ...process.env, TEST_DATABASE_URL: process.env.DATABASE_URL });
  stopPostgres = () => postgres.stop();
  postgresUrl = postgres.url;
}

/** A fresh server on a fresh database (a data folder, or a new PostgreSQL database). */
async function freshServer() {
  const dataDir = temporaryDataDir("avatalk-load-");
  const database = postgresUrl ? await createDatabase(postgresUrl, "avatalk_load") : undefined;
  const server = await startProductionServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    RATE_LIMIT_SCALE: "1000000",
  });
  /** Stops the server and counts the contact messages its database holds; then drops a PostgreSQL one. */
  async function stopAndCountStored(): Promise<number> {
    server.child.kill("SIGTERM");
    await server.exited;
    // The embedded folder can be read once the server has let go of it (one process per folder).
    const handle = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
    const stored = await countFeedbacks(handle.db);
    await handle.close();
    await database?.drop();
    return stored;
  }
  return { url: server.url, stopAndCountStored };
}

function load(url: string, target: Target, duration: number) {
  return autocannon({
    url,
    connections: target.connections,
    duration,
    requests: target.paths.map((path) => ({
      method: target.method,
      path,
      body: target.body,
      headers: {
        "accept-encoding": "br, gzip",
        ...(target.body ? { "content-type": "application/json" } : {}),
      },
    })),
  });
}

const header = `${os.cpus().length} cores, Node ${process.version}, ${onPostgres ? "PostgreSQL" : "embedded PGlite"}`;
let failed = false;

// 1. Mixed traffic: every route at once; no errors, nothing but the intended statuses.
{
  const server = await freshServer();
  // The account the wrong-password sign-ins aim at, so they do the full work (argon2id verify).
  await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: "Load Test",
      email: "load.test@example.com",
      phoneNumber: "+1 702 555 0123",
      password: "Correct#Horse2026",
    }),
  });
  process.stdout.write(
    `Mixed load on ${header}: ${TARGETS.reduce((sum, target) => sum + target.connections, 0)} connections ` +
      `for ${DURATION_S} s, load average before ${os.loadavg()[0]?.toFixed(2)}.\n\n`,
  );
  const results = await Promise.all(TARGETS.map((target) => load(server.url, target, DURATION_S)));
  const rows = TARGETS.map((target, index) => {
    const result = results[index];
    if (!result) throw new Error("autocannon gave no result");
    const statuses = Object.entries(result.statusCodeStats ?? {}).map(
      ([code, stats]) => [Number(code), stats?.count ?? 0] as const,
    );
    const unexpected = statuses
      .filter(([code]) => !target.expected.includes(code))
      .reduce((sum, [, count]) => sum + count, 0);
    const errors = result.errors + result.timeouts;
    failed ||= errors > 0 || unexpected > 0;
    return [
      target.name,
      Math.round(result.requests.average).toLocaleString("en"),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      statuses.map(([code, count]) => `${code}×${count}`).join(" "),
      String(errors),
      String(unexpected),
    ];
  });
  process.stdout.write(
    `${markdownTable(["route", "req/s", "p50", "p99", "statuses", "errors", "unexpected"], rows)}\n`,
  );
  const answered = results[TARGETS.indexOf(CONTACT)]?.statusCodeStats?.["201"]?.count ?? 0;
  const stored = await server.stopAndCountStored();
  // Requests still in flight when the clock ran out are stored without their answer being counted.
  failed ||= stored < answered;
  process.stdout.write(`\nContact messages answered 201: ${answered}; stored: ${stored}.\n`);
}

// 2. The contact form alone, for the write path's own rate (what the database really holds).
{
  const server = await freshServer();
  const duration = Math.max(5, Math.round(DURATION_S / 3));
  const result = await load(server.url, { ...CONTACT, connections: 50 }, duration);
  const stored = await server.stopAndCountStored();
  const perSecond = stored / duration;
  const enough = onPostgres || perSecond >= MIN_STORED_PER_SECOND;
  failed ||= !enough || result.errors > 0 || result.non2xx > 0;
  process.stdout.write(
    `\nContact form alone (50 connections, ${duration} s): ${Math.round(result.requests.average)} req/s, ` +
      `p99 ${result.latency.p99} ms, ${stored} stored = ${Math.round(perSecond)}/s` +
      `${onPostgres ? "" : ` (budget ≥ ${MIN_STORED_PER_SECOND}/s${enough ? "" : ": MISSED"})`}.\n`,
  );
}

stopPostgres?.();
process.stdout.write(failed ? "\nFAILED: see above.\n" : "\nAll budgets met.\n");
process.exitCode = failed ? 1 : 0;
