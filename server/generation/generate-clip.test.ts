import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { generationMessages } from "#contracts/generation.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { jobs, users, widgetMedia } from "#server/db/schema.ts";
import {
  enqueueGeneration,
  GENERATION_JOB_KIND,
  insertGeneration,
} from "#server/repositories/generation-jobs.ts";
import { HEYGEN_TEST_KEY, heygenStandIn, type StandIn } from "#server/test/provider-stand-ins.ts";
import { buildTestApp, testConfig } from "#server/test/test-app.ts";
import { customer } from "#server/test/widget.ts";

/**
 * The "generation" job kind with HeyGen's stand-in and a real database, run by the queue: a finished
 * video is copied into our store at once and queued for the clip pipeline (its "clip" job committed
 * with it); a rate limit is waited out by a later job without counting an attempt; a failed job fails
 * with the provider's reason; a forgotten job or an expired link starts again, and fails as expired
 * once the attempts are used. A Basic account's video gets the plan's watermark on the way in.
 */
let app: FastifyInstance & { database: DatabaseHandle };
let heygen: StandIn;
/** A Pro account (no watermark) and a Basic one (the watermark burned into providers' videos). */
let userId: string;
let basicUserId: string;
let expireLinks = false;
const tools = testConfig().ffmpeg;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-generation-watermark-"));

async function accountOn(plan: "basic" | "pro"): Promise<string> {
  const account = await customer(app);
  expect((await account.send("PUT", apiPaths.plan, { plan, billingPeriod: "monthly" })).statusCode).toBe(200);
  const [user] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  return user?.id ?? "";
}

beforeAll(async () => {
  heygen = await heygenStandIn();
  heygen.video = Buffer.from("an MP4 as HeyGen renders it");
  app = await buildTestApp(
    { generation: { heygen: { apiKey: HEYGEN_TEST_KEY, baseUrl: heygen.url } } },
    {
      clipWorker: { enabled: false },
      generationJobs: {
        enabled: false,
        options: { maxAttempts: 2 },
        sleep: async () => {
          if (expireLinks) heygen.expireLinks();
        },
      },
    },
  );
  userId = await accountOn("pro");
  basicUserId = await accountOn("basic");
});
afterAll(async () => {
  await app.close();
  await heygen.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A HeyGen generation's row and its job, committed together as the route does. */
async function startGeneration(text = "Orders ship within one business day.", account = userId) {
  return app.database.db.transaction(async (tx) => {
    const row = await insertGeneration(tx, account, {
      provider: "heygen",
      presenterId: "Daisy-inskirt-20220818",
      voiceId: "2d5b0e6cf36f460aa7fc47e3eee4ba54",
      language: "en",
      text,
    });
    await enqueueGeneration(tx, row);
    return row;
  });
}

/** Runs the due generation jobs; the row afterwards. */
async function runDue(mediaId: string) {
  await app.generation.jobs?.runDue();
  const [row] = await app.database.db.select().from(widgetMedia).where(eq(widgetMedia.id, mediaId));
  if (!row) throw new Error("the row is gone");
  return row;
}

function jobsOf(kind: string, mediaId: string) {
  return app.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'mediaId' = ${mediaId}`))
    .orderBy(jobs.createdAt);
}

/** Brings the queued retries forward instead of waiting for their backoff. */
async function bringForward() {
  await app.database.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.kind, GENERATION_JOB_KIND), eq(jobs.state, "queued")));
}

/** The brightest grey level in the lower right corner of a video's last frame (where the mark goes). */
function cornerBrightness(video: Buffer): number {
  if (!tools) throw new Error("no ffmpeg");
  const file = path.join(folder, `${randomUUID()}.mp4`);
  fs.writeFileSync(file, video);
  const corner = execFileSync(tools.ffmpeg, [
    ...["-v", "error", "-sseof", "-0.5", "-i", file, "-frames:v", "1"],
    ...["-vf", "crop=120:40:iw-120:ih-40,format=gray", "-f", "rawvideo", "-"],
  ]);
  return Math.max(...corner);
}

async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await app.widget.media.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Before the expired-link tests below: the stand-in's links stay expired once they are.
describe("the plan's watermark on a provider's video", () => {
  it("is burned into a Basic account's HeyGen video as it is copied in, and not into a Pro account's", async () => {
    if (!tools) throw new Error("no ffmpeg");
    // A black clip with sound, as HeyGen would send an MP4: nothing bright in its corner.
    const black = path.join(folder, "black.mp4");
    execFileSync(tools.ffmpeg, [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=black:s=640x360:r=25:d=2"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-c:v", "libx264", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-shortest", black],
    ]);
    const original = fs.readFileSync(black);
    expect(cornerBrightness(original)).toBeLessThan(20);
    const previous = heygen.video;
    heygen.video = original;
    try {
      heygen.nextJob = { pendingPolls: 0, outcome: "done" };
      const basic = await runDue((await startGeneration("Basic gets the mark.", basicUserId)).id);
      expect(basic.status).toBe("queued");
      const marked = await storedBytes(basic.originalKey ?? "");
      expect(marked.equals(original)).toBe(false);
      expect(basic.sizeBytes).toBe(marked.length);
      expect(cornerBrightness(marked)).toBeGreaterThan(120);
      // Its sound is kept for the clip pipeline.
      const markedFile = path.join(folder, "marked.mp4");
      fs.writeFileSync(markedFile, marked);
      const streams = execFileSync(tools.ffprobe, [
        ...["-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", markedFile],
      ]).toString();
      expect(streams.trim().split("\n").sort()).toEqual(["audio", "video"]);

      heygen.nextJob = { pendingPolls: 0, outcome: "done" };
      const pro = await runDue((await startGeneration("Pro gets the clean video.")).id);
      expect(pro.status).toBe("queued");
      expect((await storedBytes(pro.originalKey ?? "")).equals(original)).toBe(true);
    } finally {
      heygen.video = previous;
    }
  });

  it("fails a Basic account's generation whose video cannot be read to mark it, with the reason", async () => {
    heygen.nextJob = { pendingPolls: 0, outcome: "done" };
    const row = await runDue((await startGeneration("An unreadable video.", basicUserId)).id);
    expect(row.status).toBe("failed");
    expect(row.failureMessage).toMatch(
      /^The video provider could not make this clip: the provider's video could not be read to add the plan's watermark/,
    );
    expect(row.originalKey).toBeNull();
  });
});

describe("the generation job with HeyGen", () => {
  it("copies the finished video into our store at once and queues it for the clip pipeline", async () => {
    heygen.nextJob = { pendingPolls: 2, outcome: "done" };
    const row = await runDue((await startGeneration()).id);
    expect(row.status).toBe("queued");
    expect(row.generation?.jobId).toMatch(/^vid\d+$/);
    expect(row.originalKey).toBe(row.storageKey);
    expect(row.sizeBytes).toBe(heygen.video.length);
    expect((await jobsOf("clip", row.id)).map((job) => job.state)).toEqual(["queued"]);
    const copied = await app.widget.media.read(row.originalKey ?? "");
    const chunks: Buffer[] = [];
    for await (const chunk of copied) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("an MP4 as HeyGen renders it");
  });

  it("waits out a rate limit with a later job, no attempt counted, then carries on", async () => {
    heygen.nextJob = { pendingPolls: 0, outcome: "done" };
    heygen.rateLimit(1, "120");
    const row = await runDue((await startGeneration("Rate limited first.")).id);
    expect(row.status).toBe("generating");
    const [first, later] = await jobsOf(GENERATION_JOB_KIND, row.id);
    expect(first?.state).toBe("succeeded");
    expect(later?.state).toBe("queued");
    expect(later?.attempts).toBe(0);
    expect(later?.runAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    await bringForward();
    expect((await runDue(row.id)).status).toBe("queued");
  });

  it("fails a job HeyGen failed, with HeyGen's reason in plain words", async () => {
    heygen.nextJob = { pendingPolls: 1, outcome: "failed" };
    const row = await runDue((await startGeneration()).id);
    expect(row.status).toBe("failed");
    expect(row.failureMessage).toBe(generationMessages.providerFailed("The avatar could not be rendered"));
  });

  it("starts a forgotten job again, and fails it as expired once the attempts are used", async () => {
    heygen.nextJob = { pendingPolls: 0, outcome: "forgotten" };
    const row = await runDue((await startGeneration()).id);
    expect(row.status).toBe("generating");
    expect(row.generation?.jobId).toBeNull();
    heygen.nextJob = { pendingPolls: 0, outcome: "forgotten" };
    await bringForward();
    const second = await runDue(row.id);
    expect(second.status).toBe("failed");
    expect(second.failureMessage).toBe(generationMessages.expired);
  });

  it("treats a result link that expired before the copy as an expired job", async () => {
    heygen.nextJob = { pendingPolls: 1, outcome: "done" };
    expireLinks = true;
    try {
      const row = await runDue((await startGeneration()).id);
      expect(row.status).toBe("generating");
      expect(row.generation?.jobId).toBeNull();
      expect(row.failureReason).toBeNull();
    } finally {
      expireLinks = false;
    }
  });
});
