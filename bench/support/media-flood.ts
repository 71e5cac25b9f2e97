/**
 * The media part of `npm run bench:flood`: one signed-in account (unverified, as an attacker's)
 * uploads hostile files as fast as the server answers, while a bystander polls /api/health and the
 * server's resident memory and its own event-loop delay are measured: a recording without a duration of millions of tiny packets
 * (the packet flood), then a 3 KB MP4 whose header claims 16000x16000, twelve at a time.
 */
import fs from "node:fs";
import http from "node:http";
import { Worker } from "node:worker_threads";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { hugePictureMp4, packetFloodMkv } from "#server/test/hostile-clips.ts";

const RSS_BUDGET_BYTES = 1024 ** 3;
const HEALTH_P99_BUDGET_MS = 50;
const FLOOD_PACKETS = Number(process.env.MEDIA_FLOOD_PACKETS || 6_000_000);

function upload(url: string, token: string, file: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(`${url}/api/widget/media`, {
      method: "POST",
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "video/mp4",
        "content-length": fs.statSync(file).size,
      },
    });
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
    fs.createReadStream(file).pipe(req);
  });
}

/** CPU seconds a process has used, its threads included (/proc/<pid>/stat, in clock ticks). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime: the 14th and 15th fields, the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident bytes of a process (VmRSS), 0 once it is gone. */
function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * The resident bytes of the server's descendants, summed: its program spawner
 * (server/media/spawner.ts) and the ffprobe and ffmpeg it starts.
 */
function descendantsResidentBytes(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const descends = (process: number): boolean => {
    const parent = parents.get(process);
    return parent === pid || (parent !== undefined && parent > 1 && descends(parent));
  };
  let total = 0;
  for (const process of parents.keys()) if (descends(process)) total += residentBytes(process);
  return total;
}

function pollHealth(url: string, until: number): Promise<number[]> {
  const poller = new Worker(new URL("./health-poller.mjs", import.meta.url), { workerData: { url, until } });
  return new Promise((resolve, reject) => {
    poller.once("message", (timings: number[]) => resolve(timings.sort((a, b) => a - b)));
    poller.once("error", reject);
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The server's event-loop delay since the last call, measured inside it (loop-delay-probe.mjs). */
export type LoopDelay = { p50: number; p99: number; max: number };

async function phase(
  name: string,
  options: {
    url: string;
    token: string;
    file: string;
    parallel: number;
    seconds: number;
    pid: number;
    loopDelay: () => Promise<LoopDelay>;
  },
) {
  await options.loopDelay();
  const cpuBefore = cpuSeconds(options.pid);
  const until = Date.now() + options.seconds * 1000;
  let serverPeak = 0;
  let childrenPeak = 0;
  const sampler = setInterval(() => {
    serverPeak = Math.max(serverPeak, residentBytes(options.pid));
    childrenPeak = Math.max(childrenPeak, descendantsResidentBytes(options.pid));
  }, 100);
  const statuses = new Map<number, number>();
  const sender = async () => {
    while (Date.now() < until) {
      const status = await upload(options.url, options.token, options.file);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const [health] = await Promise.all([
    pollHealth(options.url, until),
    ...Array.from({ length: options.parallel }, sender),
  ]);
  clearInterval(sampler);
  const loop = await options.loopDelay();
  const cpuUsed = cpuSeconds(options.pid) - cpuBefore;
  const p99 = percentile(health, 0.99);
  const ok = p99 < HEALTH_P99_BUDGET_MS && serverPeak < RSS_BUDGET_BYTES;
  const line =
    `${name}: ${options.parallel} at a time for ${options.seconds} s, answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(", ")}; ` +
    `/api/health p50/p99/max ${percentile(health, 0.5).toFixed(1)}/${p99.toFixed(1)}/${(health.at(-1) ?? 0).toFixed(1)} ms (budget p99 < ${HEALTH_P99_BUDGET_MS}); ` +
    `server event-loop delay p50/p99/max ${loop.p50.toFixed(1)}/${loop.p99.toFixed(1)}/${loop.max.toFixed(1)} ms; ` +
    `server CPU ${cpuUsed.toFixed(1)} s (its threads, not its programs); ` +
    `server resident peak ${mb(serverPeak)} (budget < ${mb(RSS_BUDGET_BYTES)}), its spawner and ffprobe/ffmpeg children ${mb(childrenPeak)} together${ok ? "" : "  MISSED"}`;
  return { line, ok };
}

export async function mediaFlood(
  url: string,
  pid: number,
  folder: string,
  seconds: number,
  loopDelay: () => Promise<LoopDelay>,
) {
  const tools = ensureFfmpeg();
  const registered = await new Promise<string>((resolve, reject) => {
    const req = http.request(`${url}/api/users/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    req.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end(
      JSON.stringify({
        fullName: "Media Flood",
        email: "media.flood@example.com",
        phoneNumber: "+1 702 555 0199",
        password: "Correct#Horse2026",
      }),
    );
  });
  const { accessToken } = JSON.parse(registered) as { accessToken: string };
  const started = Date.now();
  const flood = packetFloodMkv(tools, folder, FLOOD_PACKETS);
  const made = `packet flood file: ${FLOOD_PACKETS.toLocaleString("en")} packets, ${mb(fs.statSync(flood).size)}, made in ${((Date.now() - started) / 1000).toFixed(0)} s`;
  const huge = hugePictureMp4(tools, folder);
  const common = { url, token: accessToken, pid, seconds, loopDelay };
  const packets = await phase("packet flood", { ...common, file: flood, parallel: 2 });
  const pictures = await phase("16000x16000 header", { ...common, file: huge, parallel: 12 });
  return { lines: [made, packets.line, pictures.line], ok: packets.ok && pictures.ok };
}
