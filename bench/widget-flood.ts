/**
 * `npm run bench:flood` (the widget abuse issue, part 1): can one account's widget stall the server
 * for everyone? An attacker fills a free account with the largest knowledge base allowed
 * (WIDGET_LIMITS: 1,000 entries of 10 phrasings of 300 characters and 2,000-character answers, made of
 * distinct made-up words, the costliest vocabulary to search) and floods `ask` with 300-character
 * questions from three addresses (127.0.0.2–4: the server trusts no proxy here, so the address is the
 * socket's), each as fast as the limits let it. Meanwhile a bystander polls `/api/health` and loads
 * `/api/pricing`. Budget: health p99 under 50 ms and pricing at least 0.7 of its quiet throughput.
 * Runs the compiled production server; figures go in docs/performance.md.
 */
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";
import { WIDGET_LIMITS } from "#contracts/widget.ts";
import { ensureServerBuild } from "#scripts/server-build.ts";
import { startProductionServer, temporaryDataDir } from "./support/server.ts";

const HEALTH_P99_BUDGET_MS = 50;
const PRICING_SHARE_BUDGET = 0.7;
const PHASE_S = Number(process.env.BENCH_DURATION || 15);
const ATTACKER_ADDRESSES = ["127.0.0.2", "127.0.0.3", "127.0.0.4"];
/** Questions in flight per attacking address. */
const ATTACKER_CONCURRENCY = 4;
const HOST = "https://flood.example";

/** Made-up words, each distinct: the index's vocabulary grows with every one. */
let wordCounter = 0;
function words(length: number): string {
  let text = "";
  while (text.length < length) {
    wordCounter += 1;
    const word = `${wordCounter.toString(36)}${"qzxvkw"[wordCounter % 6]}${((wordCounter * 7919) % 46_656).toString(36)}`;
    text += text ? ` ${word}` : word;
  }
  return text.slice(0, length).trim();
}

type Reply = { status: number; body: string };

function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // A fresh connection unless an agent is given: a reused idle one may be closed under it.
    const req = http.request(url, {
      method: options.method ?? "GET",
      headers: options.headers,
      agent: options.agent ?? false,
    });
    req.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function json(body: unknown) {
  return { headers: { "content-type": "application/json" }, body: JSON.stringify(body), method: "POST" };
}

/** The attacker's account: registered, one allowed site, the largest knowledge base allowed. */
async function attackerAccount(url: string): Promise<string> {
  const registered = await request(
    `${url}/api/users/register`,
    json({
      fullName: "Flood Test",
      email: "flood.test@example.com",
      phoneNumber: "+1 702 555 0123",
      password: "Correct#Horse2026",
    }),
  );
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${registered.body}`);
  const { accessToken } = JSON.parse(registered.body) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
  const settings = await request(`${url}/api/widget/settings`, {
    method: "PUT",
    headers: auth,
    body: JSON.stringify({
      allowedOrigins: [HOST],
      greeting: null,
      suggestedQuestions: [],
      avatarMediaId: null,
      color: "#0f766e",
      position: "bottom-right",
    }),
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}: ${settings.body}`);
  for (let created = 0; created < WIDGET_LIMITS.entriesPerAccount; created += 1) {
    const entry = await request(`${url}/api/widget/entries`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        title: words(WIDGET_LIMITS.titleMax),
        questions: Array.from({ length: WIDGET_LIMITS.questionsPerEntry }, () =>
          words(WIDGET_LIMITS.questionMax),
        ),
        answer: words(WIDGET_LIMITS.answerMax),
        language: "en",
      }),
    });
    if (entry.status !== 201) throw new Error(`entry answered ${entry.status}: ${entry.body}`);
  }
  const me = await request(`${url}/api/users/me`, { headers: auth });
  return (JSON.parse(me.body) as { widgetKey: string }).widgetKey;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

/** Polls /api/health one request at a time until `until`, from the bystander's address. */
async function pollHealth(url: string, until: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true });
  const timings: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const reply = await request(`${url}/api/health`, { agent });
    timings.push(performance.now() - started);
    if (reply.status !== 200) throw new Error(`health answered ${reply.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  return timings.sort((a, b) => a - b);
}

async function pricingThroughput(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url: `${url}/api/pricing`, connections: 10, duration: seconds });
  return result.requests.average;
}

/** Each address asks as fast as the server answers, until `until`; returns the statuses seen. */
async function flood(url: string, key: string, until: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const sender = async (address: string) => {
    const agent = new http.Agent({ keepAlive: true, localAddress: address });
    const frameHeaders = { "x-avatalk-host": HOST, "sec-fetch-site": "same-origin" };
    // A visitor token, as the frame gets it (where the server issues them: earlier versions did not).
    const config = await request(`${url}/api/widget/public/config?key=${key}`, {
      headers: frameHeaders,
      agent,
    });
    const token =
      config.status === 200 ? (JSON.parse(config.body) as { visitorToken?: string }).visitorToken : undefined;
    const send = async () => {
      while (Date.now() < until) {
        const reply = await request(`${url}/api/widget/public/ask`, {
          ...json({ key, question: words(WIDGET_LIMITS.questionMax), language: "en" }),
          headers: {
            "content-type": "application/json",
            ...frameHeaders,
            ...(token ? { "x-avatalk-visitor": token } : {}),
          },
          agent,
        }).catch(() => ({ status: 0, body: "" }));
        // 0: the connection failed (a timeout the server gave up on).
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        // Refused: wait a little, as a script that reads Retry-After would not even bother to.
        if (reply.status === 429) await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await Promise.all(Array.from({ length: ATTACKER_CONCURRENCY }, send));
    agent.destroy();
  };
  await Promise.all(ATTACKER_ADDRESSES.map(sender));
  return statuses;
}

await ensureServerBuild();
const server = await startProductionServer({
  DATA_DIR: temporaryDataDir("avatalk-flood-"),
  SERVE_WEB: "false",
});
try {
  process.stdout.write(
    `Widget flood on ${os.cpus().length} cores, Node ${process.version}: building the attacker's knowledge base ` +
      `(${WIDGET_LIMITS.entriesPerAccount} entries of maximum size)…\n`,
  );
  const key = await attackerAccount(server.url);

  const quietHealth = await pollHealth(server.url, Date.now() + 3_000);
  const quietPricing = await pricingThroughput(server.url, PHASE_S);

  const until = Date.now() + PHASE_S * 1000;
  const [statuses, floodHealth, floodPricing] = await Promise.all([
    flood(server.url, key, until),
    pollHealth(server.url, until),
    pricingThroughput(server.url, PHASE_S),
  ]);

  const p99 = percentile(floodHealth, 0.99);
  const share = floodPricing / quietPricing;
  const healthOk = p99 < HEALTH_P99_BUDGET_MS;
  const pricingOk = share >= PRICING_SHARE_BUDGET;
  process.stdout.write(
    [
      "",
      `ask from ${ATTACKER_ADDRESSES.length} addresses × ${ATTACKER_CONCURRENCY} in flight for ${PHASE_S} s: ` +
        [...statuses].map(([status, count]) => `${status}×${count}`).join(" "),
      `/api/health p50/p99: quiet ${percentile(quietHealth, 0.5).toFixed(1)}/${percentile(quietHealth, 0.99).toFixed(1)} ms, ` +
        `flood ${percentile(floodHealth, 0.5).toFixed(1)}/${p99.toFixed(1)} ms (max ${floodHealth.at(-1)?.toFixed(1)} ms; budget p99 < ${HEALTH_P99_BUDGET_MS} ms)${healthOk ? "" : "  MISSED"}`,
      `/api/pricing req/s: quiet ${Math.round(quietPricing)}, flood ${Math.round(floodPricing)} = ${share.toFixed(2)} (budget ≥ ${PRICING_SHARE_BUDGET})${pricingOk ? "" : "  MISSED"}`,
      "",
    ].join("\n"),
  );
  process.exitCode = healthOk && pricingOk && (statuses.get(200) ?? 0) > 0 ? 0 : 1;
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
}
