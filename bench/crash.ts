/**
 * `npm run bench:crash`: kill -9 under writes (docs/reliability.md). Contact messages are posted
 * continuously; the server is killed mid-stream, started again on the same data, five times. Every
 * message answered 201 must be in the database, each with its notification mail job; after the last
 * start the queued mails are sent (a job a killed sender had claimed waits for its claim to expire,
 * five minutes, so it is never sent twice: those are counted apart).
 *
 * `npm run bench:crash` uses the embedded database; `BENCH_DATABASE=postgres npm run bench:crash`
 * a throwaway PostgreSQL (or the one DATABASE_URL names). Figures go in docs/reliability.md.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, inArray, sql } from "drizzle-orm";
import { createDatabase, ensurePostgres } from "#scripts/postgres.ts";
import { openDatabase } from "#server/db/client.ts";
import { feedbacks, jobs as jobRows, mailJobs } from "#server/db/schema.ts";
import { outboxDir } from "#server/services/mail.ts";
import { ensureBuilt, markdownTable, startProductionServer, temporaryDataDir } from "./support/server.ts";

const ROUNDS = 5;
const WRITERS = 16;
const onPostgres = process.env.BENCH_DATABASE === "postgres";

await ensureBuilt();
const dataDir = temporaryDataDir("avatalk-crash-");
let database: { url: string; drop: () => Promise<void> } | undefined;
let stopPostgres: (() => void) | undefined;
if (onPostgres) {
  const postgres = await ensurePostgres({ ...process.env, TEST_DATABASE_URL: process.env.DATABASE_URL });
  stopPostgres = () => postgres.stop();
  database = await createDatabase(postgres.url, "avatalk_crash");
}
const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", RATE_LIMIT_SCALE: "1000000" };

/** Posts messages one after another until told to stop; returns the markers answered 201. */
async function writer(url: string, round: number, stop: AbortSignal): Promise<string[]> {
  const acknowledged: string[] = [];
  while (!stop.aborted) {
    const marker = `crash-${round}-${randomUUID()}`;
    try {
      const response = await fetch(`${url}/api/feedbacks/add`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Crash Test",
          email: "crash@example.com",
          company: "Bench",
          message: marker,
        }),
      });
      if (response.status === 201) acknowledged.push(marker);
    } catch {
      // The server was killed: this request never got an answer, so nothing is owed for it.
      return acknowledged;
    }
  }
  return acknowledged;
}

const rows: string[][] = [];
const acknowledged: string[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const server = await startProductionServer(serverEnv);
  const stop = new AbortController();
  const writers = Array.from({ length: WRITERS }, () => writer(server.url, round, stop.signal));
  // Somewhere between 0.5 and 1.5 s into the stream, mid-write.
  await sleep(500 + Math.random() * 1_000);
  server.child.kill("SIGKILL");
  await server.exited;
  stop.abort();
  const answered = (await Promise.all(writers)).flat();
  acknowledged.push(...answered);
  rows.push([String(round), String(answered.length)]);
}

/** The mails the outbox folder holds: the sender writes one file per mail (no SMTP_URL). */
function mailsWritten(): number {
  return fs.existsSync(outboxDir(dataDir)) ? fs.readdirSync(outboxDir(dataDir)).length : 0;
}

// One more start: the sender finds the queued jobs and sends them (it goes on without pausing
// while its batches are full), so once the outbox folder has stopped growing for two seconds it is
// done; then a clean stop.
const last = await startProductionServer(serverEnv);
for (let written = -1, steadySince = Date.now(), deadline = Date.now() + 120_000; ; ) {
  await sleep(250);
  const now = mailsWritten();
  if (now !== written) [written, steadySince] = [now, Date.now()];
  if (Date.now() - steadySince >= 2_000 || Date.now() > deadline) break;
}
last.child.kill("SIGTERM");
await last.exited;

const handle = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
const stored = new Set<string>();
for (let index = 0; index < acknowledged.length; index += 1_000) {
  const chunk = acknowledged.slice(index, index + 1_000);
  const found = await handle.db
    .select({ message: feedbacks.message })
    .from(feedbacks)
    .where(inArray(feedbacks.message, chunk));
  for (const row of found) stored.add(row.message);
}
const lost = acknowledged.filter((marker) => !stored.has(marker));
const [jobs] = await handle.db
  .select({
    total: sql<number>`count(*)::int`,
    sent: sql<number>`count(*) filter (where ${mailJobs.status} = 'sent')::int`,
    claimedAtCrash: sql<number>`count(*) filter (where ${mailJobs.status} = 'pending' and ${jobRows.state} = 'running')::int`,
    waiting: sql<number>`count(*) filter (where ${mailJobs.status} = 'pending' and ${jobRows.state} is distinct from 'running')::int`,
  })
  .from(mailJobs)
  .leftJoin(jobRows, eq(jobRows.id, mailJobs.id));
const storedRows = await handle.db.$count(feedbacks);
await handle.close();
await database?.drop();
stopPostgres?.();

process.stdout.write(
  `Crash test on ${onPostgres ? "PostgreSQL" : "the embedded database"}: ${WRITERS} writers, kill -9 ${ROUNDS} times.\n\n`,
);
process.stdout.write(`${markdownTable(["round", "answered 201 before the kill"], rows)}\n\n`);
process.stdout.write(
  `Answered 201: ${acknowledged.length}; found in the database: ${acknowledged.length - lost.length}; lost: ${lost.length}.\n` +
    `Rows stored: ${storedRows} (more than answered: requests whose answer the kill cut off).\n` +
    `Mail jobs: ${jobs?.total}, sent after restart: ${jobs?.sent}, claimed by a killed sender (retried when ` +
    `the claim expires): ${jobs?.claimedAtCrash}, still waiting: ${jobs?.waiting}.\n`,
);
const failed = lost.length > 0 || jobs?.total !== storedRows || (jobs?.waiting ?? 1) > 0;
process.stdout.write(failed ? "\nFAILED\n" : "\nNothing lost.\n");
process.exitCode = failed ? 1 : 0;
