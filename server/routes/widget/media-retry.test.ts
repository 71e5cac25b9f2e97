import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { MEDIA_LIMITS, mediaMessages } from "#contracts/media.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { jobs, widgetMedia } from "#server/db/schema.ts";
import { CLIP_JOB_KIND } from "#server/repositories/clip-jobs.ts";
import { insertMedia } from "#server/repositories/widget-media.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { customer } from "#server/test/widget.ts";

/**
 * "Try again" on a failed clip costs a conversion: it is counted per clip and per account and hour,
 * and refused past either limit with a message that says what to do. The clips' jobs are not run
 * here: each retry is followed by the failure a conversion would have recorded.
 */
let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp({}, { clipWorker: { enabled: false } });
});
afterAll(() => app.close());

type Customer = Awaited<ReturnType<typeof customer>>;

async function failedClip(account: Customer): Promise<string> {
  const clip = await insertMedia(app.database.db, {
    userId: account.id,
    contentType: "video/mp4",
    sizeBytes: 1_000,
    storageKey: `${account.id}/${randomUUID()}`,
    queued: true,
  });
  await failAgain(clip.id);
  return clip.id;
}

/** What a conversion that failed again leaves. */
async function failAgain(id: string) {
  await app.database.db
    .update(widgetMedia)
    .set({ status: "failed", failureMessage: mediaMessages.processingFailed })
    .where(eq(widgetMedia.id, id));
}

const retry = (account: Customer, id: string) =>
  account.send("POST", fillPath(apiPaths.widgetMediaRetry, { id }));

describe("POST /api/widget/media/:id/retry limits", () => {
  it("allows a clip a bounded number of retries, then refuses with 409 and what to do", async () => {
    const ada = await customer(app);
    const id = await failedClip(ada);
    for (let n = 1; n <= MEDIA_LIMITS.retriesPerClip; n += 1) {
      const response = await retry(ada, id);
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toMatchObject({ id, status: "queued" });
      await failAgain(id);
    }
    const refused = await retry(ada, id);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { message: mediaMessages.retryLimitReached },
    });
    const [row] = await app.database.db.select().from(widgetMedia).where(eq(widgetMedia.id, id));
    expect(row).toMatchObject({ status: "failed", retries: MEDIA_LIMITS.retriesPerClip });
    // Each accepted retry queued one job of the account's.
    const queued = await app.database.db.$count(
      jobs,
      and(eq(jobs.kind, CLIP_JOB_KIND), eq(jobs.groupKey, ada.id), sql`${jobs.payload} ->> 'retry' = 'true'`),
    );
    expect(queued).toBe(MEDIA_LIMITS.retriesPerClip);
  });

  it("counts an account's retries across its clips per hour, then answers 429", {
    timeout: 60_000,
  }, async () => {
    const bea = await customer(app);
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof retry>> | undefined;
    while (!refused) {
      const id = await failedClip(bea);
      for (let n = 0; n < MEDIA_LIMITS.retriesPerClip; n += 1) {
        const response = await retry(bea, id);
        if (response.statusCode !== 202) {
          refused = response;
          break;
        }
        accepted += 1;
        await failAgain(id);
      }
    }
    expect(accepted).toBe(MEDIA_LIMITS.retriesPerHour);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 429,
      body: { message: mediaMessages.tooManyRetries },
    });
  });

  it("accepts one of several retries sent at once: the others find the clip queued", async () => {
    const cai = await customer(app);
    const id = await failedClip(cai);
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => retry(cai, id)));
    expect(responses.map((response) => response.statusCode).toSorted()).toEqual([202, 409, 409, 409, 409]);
    const [row] = await app.database.db.select().from(widgetMedia).where(eq(widgetMedia.id, id));
    expect(row?.retries).toBe(1);
  });
});
