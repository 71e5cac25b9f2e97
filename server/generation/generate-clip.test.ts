import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationMessages } from "#contracts/generation.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { users, widgetMedia } from "#server/db/schema.ts";
import { claimGenerationJob, insertGeneration } from "#server/repositories/generation-jobs.ts";
import { makeTempFolder } from "#server/test/clips.ts";
import {
  HEYGEN_TEST_KEY,
  heygenStandIn,
  type JobScript,
  type StandIn,
} from "#server/test/provider-stand-ins.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { customer } from "#server/test/widget.ts";
import { localDiskStore } from "#server/widget/media-store.ts";
import { defaultGenerationOptions, generateClip } from "./generate-clip.ts";
import { createHeygen } from "./heygen.ts";

/**
 * The generation handler with HeyGen's stand-in and a real database: a finished video is copied into
 * our store at once and queued for the clip pipeline like an upload; a rate limit waits without
 * counting an attempt; a failed job fails with the provider's reason; a forgotten job or an expired
 * link starts again, and fails as expired once the attempts are used.
 */
let app: FastifyInstance & { database: DatabaseHandle };
let heygen: StandIn;
let folder: string;
let userId: string;
const store = () => localDiskStore(path.join(folder, "store"));

beforeAll(async () => {
  app = await buildTestApp({}, { generationWorker: { enabled: false } });
  heygen = await heygenStandIn();
  heygen.video = Buffer.from("an MP4 as HeyGen renders it");
  folder = makeTempFolder();
  const { email } = await customer(app);
  const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  userId = user?.id ?? "";
});
afterAll(async () => {
  await app.close();
  await heygen.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Inserts a HeyGen generation, claims it and runs the handler once; the row afterwards. */
async function runOnce(
  script: JobScript | undefined,
  options: { maxAttempts?: number; expireLinks?: boolean } = {},
) {
  const db = app.database.db;
  if (script) {
    heygen.nextJob = script;
    await insertGeneration(db, userId, {
      provider: "heygen",
      presenterId: "Daisy-inskirt-20220818",
      voiceId: "2d5b0e6cf36f460aa7fc47e3eee4ba54",
      language: "en",
      text: "Orders ship within one business day.",
    });
  }
  const job = await claimGenerationJob(db, {
    workerId: "00000000-0000-4000-8000-000000000001",
    claimMs: 60_000,
  });
  if (!job) throw new Error("nothing to claim");
  let woken = 0;
  await generateClip(
    { mediaId: job.id },
    {
      db,
      store: store(),
      generators: new Map([["heygen", createHeygen({ apiKey: HEYGEN_TEST_KEY, baseUrl: heygen.url })]]),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      job,
      workerId: "00000000-0000-4000-8000-000000000001",
      workRoot: path.join(folder, "work"),
      signal: new AbortController().signal,
      wakeClips: () => {
        woken++;
      },
      options: { ...defaultGenerationOptions, retryDelayMs: 0, maxAttempts: options.maxAttempts ?? 4 },
      sleep: async () => {
        if (options.expireLinks) heygen.expireLinks();
      },
    },
  );
  const [row] = await db.select().from(widgetMedia).where(eq(widgetMedia.id, job.id));
  if (!row) throw new Error("the row is gone");
  return { row, woken };
}

describe("generateClip with HeyGen", () => {
  it("copies the finished video into our store at once and queues it for the clip pipeline", async () => {
    const { row, woken } = await runOnce({ pendingPolls: 2, outcome: "done" });
    expect(row.status).toBe("queued");
    expect(row.generation?.jobId).toMatch(/^vid\d+$/);
    expect(row.originalKey).toBe(row.storageKey);
    expect(row.sizeBytes).toBe(heygen.video.length);
    expect(woken).toBe(1);
    const copied = await store().read(row.originalKey ?? "");
    const chunks: Buffer[] = [];
    for await (const chunk of copied) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("an MP4 as HeyGen renders it");
  });

  it("waits out a rate limit without counting the attempt, then carries on with the same job", async () => {
    heygen.nextJob = { pendingPolls: 0, outcome: "done" };
    heygen.rateLimit(1, "120");
    await insertGeneration(app.database.db, userId, {
      provider: "heygen",
      presenterId: "Daisy-inskirt-20220818",
      voiceId: "2d5b0e6cf36f460aa7fc47e3eee4ba54",
      language: "en",
      text: "Rate limited first.",
    });
    const { row } = await runOnce(undefined);
    expect(row.status).toBe("generating");
    expect(row.attempts).toBe(0);
    expect(row.claimedBy).toBeNull();
    expect(row.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 100_000);
    // Due again later: brought forward here instead of waiting two minutes.
    await app.database.db.update(widgetMedia).set({ lockedUntil: null }).where(eq(widgetMedia.id, row.id));
    const { row: after } = await runOnce(undefined);
    expect(after.status).toBe("queued");
  });

  it("fails a job HeyGen failed, with HeyGen's reason in plain words", async () => {
    const { row } = await runOnce({ pendingPolls: 1, outcome: "failed" });
    expect(row.status).toBe("failed");
    expect(row.failureMessage).toBe(generationMessages.providerFailed("The avatar could not be rendered"));
  });

  it("starts a forgotten job again, and fails it as expired once the attempts are used", async () => {
    const { row } = await runOnce({ pendingPolls: 0, outcome: "forgotten" }, { maxAttempts: 2 });
    expect(row.status).toBe("generating");
    expect(row.generation?.jobId).toBeNull();
    heygen.nextJob = { pendingPolls: 0, outcome: "forgotten" };
    const { row: second } = await runOnce(undefined, { maxAttempts: 2 });
    expect(second.status).toBe("failed");
    expect(second.failureMessage).toBe(generationMessages.expired);
  });

  it("treats a result link that expired before the copy as an expired job", async () => {
    const { row } = await runOnce({ pendingPolls: 1, outcome: "done" }, { expireLinks: true });
    expect(row.status).toBe("generating");
    expect(row.generation?.jobId).toBeNull();
    expect(row.failureReason).toBeNull();
  });
});
