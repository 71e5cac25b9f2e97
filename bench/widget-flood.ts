/**
 * `npm run bench:flood` (docs/widget.md): can one account's widget stall the server
 * for everyone? An attacker fills a free account with the largest knowledge base allowed
 * (WIDGET_LIMITS: 1,000 entries of 10 phrasings of 300 characters and 2,000-character answers, made of
 * distinct made-up words, the costliest vocabulary to search) and floods `ask` with 300-character
 * questions from three addresses (127.0.0.2–4: the server trusts no proxy here, so the address is the
 * socket's), each as fast as the limits let it: a fresh visitor token (config) whenever the last one
 * is refused, as a script would. Meanwhile a bystander polls `/api/health`, then loads `/api/pricing`.
 * Budget: health p99 under 50 ms and pricing at least 0.7 of its quiet throughput. Beside them, what
 * does not depend on how busy the machine is: the server's own event-loop delay (p99, measured inside
 * it by bench/support/loop-delay-probe.mjs) and the server's CPU seconds per question answered.
 * `FLOOD_RATE_LIMIT_SCALE=100` lifts the limits a hundredfold: the worst case for the matching threads.
 * `FLOOD_PROFILE=<folder>` writes the server's CPU profiles (each thread's) there, for a stall to be read.
 * `FLOOD_POSTGRES=1` runs on a fresh database of a PostgreSQL (TEST_DATABASE_URL's, or one started
 * as npm test starts it) instead of the embedded one, whose queries run on the server's own thread.
 * Then the media flood (bench/support/media-flood.ts): uploads of a recording of 6 M tiny packets and
 * of an MP4 whose header claims 16000x16000, with /api/health p99 under 50 ms and the server's
 * resident memory under 1 GB during both; beside them the server's own event-loop delay in each, which
 * a client on a busy machine cannot measure. `FLOOD_ONLY=media` runs that part alone.
 * Runs the compiled production server; figures go in docs/performance.md.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { apiPaths } from "#contracts/api-paths.ts";
import { WIDGET_LIMITS } from "#contracts/widget/index.ts";
import { createDatabase, ensurePostgres } from "#scripts/postgres.ts";
import { ensureServerBuild } from "#scripts/server-build.ts";
import { type LoopDelay, mediaFlood } from "./support/media-flood.ts";
import { startProductionServer, temporaryDataDir } from "./support/server.ts";

const HEALTH_P99_BUDGET_MS = 50;
const PRICING_SHARE_BUDGET = 0.7;
const PHASE_S = Number(process.env.BENCH_DURATION || 15);
const ATTACKER_ADDRESSES = ["127.0.0.2", "127.0.0.3", "127.0.0.4"];
/** Questions in flight per attacking address. */
const ATTACKER_CONCURRENCY = 4;
const HOST = "https://flood.example";
const RATE_LIMIT_SCALE = process.env.FLOOD_RATE_LIMIT_SCALE || "1";

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

/**
 * Confirms the address from the link the server mailed (no SMTP here: the mail is an .eml file in
 * the data folder's outbox): a key shows only for a verified account (decision 0007).
 */
async function verifyEmail(url: string, dataDir: string, email: string): Promise<void> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files) {
      // Quoted-printable: soft line breaks and "=3D" for "=".
      const text = fs
        .readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replaceAll("=3D", "=");
      const token = text.includes(email) ? /verify_email\?token=([\w.-]+)/.exec(text)?.[1] : undefined;
      if (!token) continue;
      const verified = await request(`${url}${apiPaths.verifyEmail}`, json({ token }));
      if (verified.status !== 200)
        throw new Error(`verifyEmail answered ${verified.status}: ${verified.body}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
}

/** The attacker's account: registered, verified, one allowed site, the largest knowledge base allowed. */
async function attackerAccount(url: string, dataDir: string): Promise<string> {
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
  await verifyEmail(url, dataDir, "flood.test@example.com");
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

/**
 * Polls /api/health one request at a time until `until`, from the bystander's address, in a thread of
 * its own (bench/support/health-poller.mjs): the sorted answer times.
 */
function pollHealth(url: string, until: number): Promise<number[]> {
  const poller = new Worker(new URL("./support/health-poller.mjs", import.meta.url), {
    workerData: { url, until },
  });
  return new Promise((resolve, reject) => {
    poller.once("message", (timings: number[]) => resolve(timings.sort((a, b) => a - b)));
    poller.once("error", reject);
  });
}

async function pricingThroughput(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url: `${url}/api/pricing`, connections: 10, duration: seconds });
  return result.requests.average;
}

/** Each address asks as fast as the server answers, until `until`; returns the statuses seen. */
async function flood(url: string, key: string, until: number): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  const count = (call: string) => statuses.set(call, (statuses.get(call) ?? 0) + 1);
  const sender = async (address: string) => {
    const agent = new http.Agent({ keepAlive: true, localAddress: address });
    const frameHeaders = { "x-avatalk-host": HOST, "sec-fetch-site": "same-origin" };
    /** A visitor token, as the frame gets it; undefined while the address may not have another. */
    const visitorToken = async () => {
      const config = await request(`${url}/api/widget/public/config?key=${key}`, {
        headers: frameHeaders,
        agent,
      }).catch(() => ({ status: 0, body: "" }));
      count(`config ${config.status}`);
      return config.status === 200
        ? (JSON.parse(config.body) as { visitorToken?: string }).visitorToken
        : undefined;
    };
    const send = async () => {
      let token = await visitorToken();
      while (Date.now() < until) {
        if (!token) {
          // Refused a token: wait a little, as a script that reads Retry-After would not even bother to.
          await new Promise((resolve) => setTimeout(resolve, 250));
          token = await visitorToken();
          continue;
        }
        const reply = await request(`${url}/api/widget/public/ask`, {
          ...json({ key, question: words(WIDGET_LIMITS.questionMax), language: "en" }),
          headers: { "content-type": "application/json", ...frameHeaders, "x-avatalk-visitor": token },
          agent,
        }).catch(() => ({ status: 0, body: "" }));
        // 0: the connection failed (a timeout the server gave up on).
        count(`ask ${reply.status}`);
        // Refused: this visitor has asked its fill, or the address has; the next question takes a new token.
        if (reply.status === 429) token = undefined;
      }
    };
    await Promise.all(Array.from({ length: ATTACKER_CONCURRENCY }, send));
    agent.destroy();
  };
  await Promise.all(ATTACKER_ADDRESSES.map(sender));
  return statuses;
}

/** The server's event-loop delay since the last call (bench/support/loop-delay-probe.mjs). */
function loopDelay(child: ChildProcess): Promise<LoopDelay> {
  return new Promise((resolve) => {
    child.once("message", (message) => resolve(message as LoopDelay));
    child.send("loop-delay");
  });
}

/** CPU seconds the process has used, threads included (Linux: /proc/<pid>/stat, in clock ticks). */
function cpuSeconds(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are the 14th and 15th fields; after "pid (comm) " they are the 12th and 13th.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident bytes of a process (VmRSS). */
function residentBytes(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const ms = (value: number | undefined) => (value ?? 0).toFixed(1);

await ensureServerBuild();
const dataDir = temporaryDataDir("avatalk-flood-");
const postgres = process.env.FLOOD_POSTGRES ? await ensurePostgres() : undefined;
const database = postgres ? await createDatabase(postgres.url, "avatalk_flood") : undefined;
const server = await startProductionServer(
  { DATA_DIR: dataDir, SERVE_WEB: "false", RATE_LIMIT_SCALE, DATABASE_URL: database?.url ?? "" },
  {
    nodeArgs: [
      ...(process.env.FLOOD_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.FLOOD_PROFILE}`] : []),
      "--import",
      new URL("./support/loop-delay-probe.mjs", import.meta.url).href,
    ],
    ipc: true,
  },
);
try {
  let widgetOk = true;
  if (process.env.FLOOD_ONLY !== "media") {
    process.stdout.write(
      `Widget flood on ${os.cpus().length} cores, Node ${process.version}, ${database ? "PostgreSQL" : "PGlite"}, limits ×${RATE_LIMIT_SCALE}: building the attacker's knowledge base ` +
        `(${WIDGET_LIMITS.entriesPerAccount} entries of maximum size)…\n`,
    );
    const key = await attackerAccount(server.url, dataDir);

    await loopDelay(server.child);
    const quietHealth = await pollHealth(server.url, Date.now() + 3_000);
    const quietPricing = await pricingThroughput(server.url, PHASE_S);
    const quietLoop = await loopDelay(server.child);

    const cpuBefore = cpuSeconds(server.child.pid);
    // One flood, the bystander's two measures one after the other within it, each as it was measured
    // quiet: health polled alone (behind autocannon's ten connections, a health call waits for the
    // pricing answers queued before it, flood or not), then pricing's throughput.
    const healthUntil = Date.now() + PHASE_S * 1000;
    const until = healthUntil + PHASE_S * 1000;
    const [statuses, floodHealth, floodPricing] = await Promise.all([
      flood(server.url, key, until),
      pollHealth(server.url, healthUntil),
      new Promise<number>((resolve) => setTimeout(resolve, healthUntil - Date.now())).then(() =>
        pricingThroughput(server.url, PHASE_S),
      ),
    ]);
    const floodLoop = await loopDelay(server.child);
    const cpuUsed = cpuSeconds(server.child.pid) - cpuBefore;

    const p99 = percentile(floodHealth, 0.99);
    const share = floodPricing / quietPricing;
    const healthOk = p99 < HEALTH_P99_BUDGET_MS;
    const pricingOk = share >= PRICING_SHARE_BUDGET;
    const answered = statuses.get("ask 200") ?? 0;
    process.stdout.write(
      [
        "",
        `config and ask from ${ATTACKER_ADDRESSES.length} addresses × ${ATTACKER_CONCURRENCY} in flight for ${2 * PHASE_S} s: ` +
          [...statuses].map(([call, count]) => `${call}×${count}`).join(", "),
        `/api/health p50/p99: quiet ${ms(percentile(quietHealth, 0.5))}/${ms(percentile(quietHealth, 0.99))} ms, ` +
          `flood ${ms(percentile(floodHealth, 0.5))}/${ms(p99)} ms (max ${ms(floodHealth.at(-1))} ms; budget p99 < ${HEALTH_P99_BUDGET_MS} ms)${healthOk ? "" : "  MISSED"}`,
        `/api/pricing req/s: quiet ${Math.round(quietPricing)}, flood ${Math.round(floodPricing)} = ${share.toFixed(2)} (budget ≥ ${PRICING_SHARE_BUDGET})${pricingOk ? "" : "  MISSED"}`,
        `server event-loop delay p50/p99/max: quiet ${ms(quietLoop.p50)}/${ms(quietLoop.p99)}/${ms(quietLoop.max)} ms, ` +
          `flood ${ms(floodLoop.p50)}/${ms(floodLoop.p99)}/${ms(floodLoop.max)} ms`,
        `server CPU during the flood (all threads, with pricing and health): ${cpuUsed.toFixed(1)} s, ` +
          `${answered ? ((cpuUsed * 1000) / answered).toFixed(1) : "–"} ms per question answered`,
        "",
      ].join("\n"),
    );
    widgetOk = healthOk && pricingOk && answered > 0;
  }
  const startedRss = residentBytes(server.child.pid);
  const media = await mediaFlood(server.url, server.child.pid ?? 0, dataDir, PHASE_S, () =>
    loopDelay(server.child),
  );
  process.stdout.write(
    `\nMedia flood on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}; ` +
      `the server resident ${Math.round(startedRss / 1024 / 1024)} MB before it):\n${media.lines.join("\n")}\n`,
  );
  process.exitCode = widgetOk && media.ok ? 0 : 1;
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await database?.drop();
  postgres?.stop();
}
