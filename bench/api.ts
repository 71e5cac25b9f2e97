/**
 * `npm run bench:api`: how fast the production server answers its hot read paths, next to a bare
 * Fastify started beside it on the same machine. Each target runs against the app and
 * the bare server in turn, A B A B A B, so a noisy neighbour slows both alike; the median of the
 * rounds' ratios is what counts. Fails when a target is under MIN_RATIO of its baseline.
 *
 * Baselines: the API targets against bare Fastify's hello-world (`{"hello":"world"}`); the page
 * against bare Fastify sending the same page's brotli bytes from memory. A 20 KB body costs the load
 * generator (on the same two cores) far more than 17 bytes, so against hello-world even that bare
 * server reaches only about half; the same-bytes baseline measures what our server adds. The
 * hello-world ratio of the page is printed too. Figures go in docs/performance.md.
 */

import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { apiPaths } from "#contracts/api-paths.ts";
import { productionServerCommand } from "#scripts/server-build.ts";
import { ensureBuilt, freePort, markdownTable, waitUntilUp } from "./support/server.ts";

const MIN_RATIO = 0.7;
const DURATION_S = Number(process.env.BENCH_DURATION || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);

type Target = { name: string; path: string; baseline: "/" | "/page"; headers?: Record<string, string> };
const PAGE = "pricing";
const TARGETS: Target[] = [
  { name: "GET /api/pricing", path: apiPaths.pricing, baseline: "/" },
  { name: "GET /api/pricingConfig/all", path: apiPaths.pricingConfigs, baseline: "/" },
  {
    name: `GET /${PAGE} (prerendered, br)`,
    path: `/${PAGE}`,
    baseline: "/page",
    headers: { "accept-encoding": "br, gzip" },
  },
];

/**
 * Bare Fastify: a hello-world, and one page's answer from memory: the very bytes our server sends
 * for it, body and headers (the security headers and the CSP are most of a page's header bytes, and
 * the load generator on the same two cores pays for every byte it parses).
 */
const BARE_FASTIFY = `
import fs from "node:fs";
import Fastify from "fastify";
const body = fs.readFileSync(process.env.PAGE_BODY_FILE);
const headers = JSON.parse(process.env.PAGE_HEADERS);
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
app.get("/page", (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
`;

/** Headers Node writes for each answer itself: not part of the page's bytes. */
const PER_ANSWER_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The page's answer as our server sends it to a browser that takes brotli. */
async function pageAnswer(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.headers.get("content-encoding") !== "br") throw new Error(`${url} was not sent brotli`);
  // The body is the build's brotli sibling, which the server sends as it is (server/web/pages.ts).
  return Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
}

type Figures = { requestsPerSecond: number; p99: number; errors: number; cpuPerRequest: number | undefined };

/**
 * CPU seconds a process has used, all its threads (Linux's /proc, in its fixed 100 ticks a second);
 * undefined where there is no /proc.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Loads one URL; `server` is the process answering it, whose CPU per answer is measured too. The page's
 * rate is bound by the load generator, which parses 20 KB an answer on the same two cores, so the
 * rate barely tells two servers apart; the CPU each spends per answer does.
 */
async function load(
  url: string,
  server: ChildProcess,
  headers: Record<string, string> = {},
  duration = DURATION_S,
): Promise<Figures> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const cpuAfter = cpuSeconds(server.pid);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

/** The median run's server CPU per answer in µs, or "" without /proc. */
function cpuColumn(runs: Figures[]): string {
  const values = runs.flatMap((run) => (run.cpuPerRequest === undefined ? [] : [run.cpuPerRequest]));
  return values.length === runs.length ? `${(median(values) * 1e6).toFixed(1)} µs` : "";
}

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
};
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

// The server as production runs it: the compiled build, made first when missing or stale.
await ensureBuilt();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-bench-"));
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
const [appPort, barePort] = [await freePort(), await freePort()];

const [command, ...args] = productionServerCommand();
const app = spawn(command ?? "node", args, {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(appPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
children.push(app);
const appUrl = `http://127.0.0.1:${appPort}`;
await waitUntilUp(`${appUrl}/api/health`, app, "The production server");
const pageTarget = TARGETS.find((target) => target.baseline === "/page");
const pageHeaders = pageTarget ? await pageAnswer(`${appUrl}${pageTarget.path}`, pageTarget.headers) : {};
const bare = spawn(process.execPath, ["--input-type=module", "-e", BARE_FASTIFY], {
  env: {
    ...process.env,
    PORT: String(barePort),
    PAGE_BODY_FILE: path.resolve("build/client", PAGE, "index.html.br"),
    PAGE_HEADERS: JSON.stringify(pageHeaders),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
children.push(bare);
const bareUrl = `http://127.0.0.1:${barePort}`;
await waitUntilUp(`${bareUrl}/`, bare, "Bare Fastify");

process.stdout.write(
  `Bench on ${os.cpus().length} cores, Node ${process.version}: ${CONNECTIONS} connections, ` +
    `${DURATION_S} s per run, A B × ${ROUNDS} per target.\n\n`,
);
const rows: string[][] = [];
let failed = false;
for (const target of TARGETS) {
  // Warm both up (JIT, pools), then alternate.
  await load(`${appUrl}${target.path}`, app, target.headers, 1);
  await load(`${bareUrl}${target.baseline}`, bare, target.headers, 1);
  const appRuns: Figures[] = [];
  const bareRuns: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    appRuns.push(await load(`${appUrl}${target.path}`, app, target.headers));
    bareRuns.push(await load(`${bareUrl}${target.baseline}`, bare, target.headers));
  }
  const appRate = mean(appRuns.map((run) => run.requestsPerSecond));
  const bareRate = mean(bareRuns.map((run) => run.requestsPerSecond));
  // Each round's pair ran back to back; the median round ignores one disturbed by a neighbour.
  const ratio = median(
    appRuns.map((run, index) => run.requestsPerSecond / (bareRuns[index]?.requestsPerSecond ?? 1)),
  );
  const errors = appRuns.reduce((sum, run) => sum + run.errors, 0);
  const ok = ratio >= MIN_RATIO && errors === 0;
  failed ||= !ok;
  rows.push([
    target.name,
    target.baseline === "/" ? "hello-world" : "same bytes",
    Math.round(appRate).toLocaleString("en"),
    `${Math.max(...appRuns.map((run) => run.p99))} ms`,
    cpuColumn(appRuns),
    Math.round(bareRate).toLocaleString("en"),
    `${Math.max(...bareRuns.map((run) => run.p99))} ms`,
    cpuColumn(bareRuns),
    ratio.toFixed(2),
    ok ? "ok" : errors ? `${errors} errors` : `under ${MIN_RATIO}`,
  ]);
}

// The page against hello-world too, for the record (not a gate: see the comment at the top).
if (pageTarget) {
  const pageRate = (await load(`${appUrl}${pageTarget.path}`, app, pageTarget.headers)).requestsPerSecond;
  const helloRate = (await load(`${bareUrl}/`, bare)).requestsPerSecond;
  rows.push([
    pageTarget.name,
    "hello-world",
    Math.round(pageRate).toLocaleString("en"),
    "",
    "",
    Math.round(helloRate).toLocaleString("en"),
    "",
    "",
    (pageRate / helloRate).toFixed(2),
    "info",
  ]);
}

const header = [
  "target",
  "baseline",
  "req/s",
  "p99",
  "CPU/answer",
  "bare req/s",
  "bare p99",
  "bare CPU",
  "ratio",
  "",
];
process.stdout.write(`${markdownTable(header, rows)}\n`);
process.stdout.write(
  failed ? `\nFAILED: a target is under ${MIN_RATIO} of bare Fastify.\n` : "\nAll targets pass.\n",
);
stopAll();
process.exitCode = failed ? 1 : 0;
