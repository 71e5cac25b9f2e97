import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { generationMessages, type Voice } from "#contracts/generation.ts";
import { PlanSummary, planMessages } from "#contracts/plans.ts";
import { Media } from "#contracts/widget/index.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { recordGeneratedSeconds } from "#server/repositories/account-plans.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { customer } from "#server/test/widget.ts";
import { estimatedSeconds } from "./generate-clip.ts";
import { GenerationFailed, type GenerationRequest, type VideoGenerator } from "./video-generator.ts";

/**
 * The plan's limits on generated clips: the month's minutes checked before a generation starts (and
 * before "Try again"), the seconds made counted after, the watermark asked of the renderer on Basic
 * and not on Pro, and Basic's one voice per language. The studio is replaced by a stand-in that
 * records what it was asked, so the plan's effect is seen where it reaches the renderer.
 */
const VOICES: Voice[] = [
  { id: "en-us+f3", name: "Studio voice A (higher)", language: "en" },
  { id: "en-us+m3", name: "Studio voice B (lower)", language: "en" },
];
const asked: GenerationRequest[] = [];
/** Texts the stand-in fails to render. */
const FAILING_TEXT = "This first render fails, and the month runs out before the retry.";

const standInStudio: VideoGenerator = {
  provider: "studio",
  async presenters() {
    return [{ id: "studio-jonas", name: "Jonas", previewUrl: null }];
  },
  async voices() {
    return VOICES;
  },
  async start(request) {
    asked.push(request);
    return { jobId: `render-${asked.length}` };
  },
  async poll(_jobId, request) {
    if (request.text === FAILING_TEXT) {
      throw new GenerationFailed("the stand-in was told to fail");
    }
    const file = path.join(request.workDir, "clip.mp4");
    await fs.writeFile(file, "an MP4 as the studio renders it");
    const words = [
      { start: 0.1, end: 0.5, text: "We" },
      { start: 0.5, end: 11.2, text: "open." },
    ];
    return { done: true, result: { kind: "file", path: file, words } };
  },
};

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp(
    {},
    { clipWorker: { enabled: false }, generationJobs: { enabled: false, generators: [standInStudio] } },
  );
});
afterAll(async () => {
  await app.close();
});

async function onPlan(plan: "basic" | "pro") {
  const account = await customer(app);
  const changed = await account.send("PUT", apiPaths.plan, { plan, billingPeriod: "monthly" });
  expect(changed.statusCode).toBe(200);
  return account;
}

function generate(account: Awaited<ReturnType<typeof customer>>, text: string, voiceId = "en-us+f3") {
  return account.send("POST", apiPaths.widgetGenerations, {
    provider: "studio",
    presenterId: "studio-jonas",
    voiceId,
    language: "en",
    text,
  });
}

/** The request the renderer got for this text, once the due jobs have run. */
async function renderedFor(text: string): Promise<GenerationRequest> {
  await app.generation.jobs?.runDue();
  const request = asked.find((candidate) => candidate.text === text);
  if (!request) throw new Error(`the renderer was not asked for "${text}"`);
  return request;
}

async function usedSeconds(account: Awaited<ReturnType<typeof customer>>): Promise<number> {
  return PlanSummary.parse((await account.send("GET", apiPaths.plan)).json()).usage.generatedSeconds;
}

describe("generated clips within the plan", () => {
  it("estimates a text's length at 2.5 words a second", () => {
    expect(estimatedSeconds("one two three four five")).toBe(2);
    expect(estimatedSeconds("one two three four five six")).toBe(3);
  });

  it("watermarks a Basic account's clip and counts its seconds against the month", async () => {
    const basic = await onPlan("basic");
    const text = "Basic accounts get the studio's mark on their clips.";
    const started = await generate(basic, text);
    expect(started.statusCode).toBe(202);
    expect((await renderedFor(text)).watermark).toBe(true);
    const media = await basic.send("GET", apiPaths.widgetMedia);
    expect(media.json().media[0]).toMatchObject({ status: "queued" });
    // The last word ends at 11.2 s: 12 seconds counted.
    expect(await usedSeconds(basic)).toBe(12);
  });

  it("does not watermark a Pro account's clip", async () => {
    const pro = await onPlan("pro");
    const text = "Pro accounts get clean clips.";
    expect((await generate(pro, text)).statusCode).toBe(202);
    expect((await renderedFor(text)).watermark).toBe(false);
  });

  it("refuses a generation past the month's minutes with the plan's message, and starts none", async () => {
    const basic = await onPlan("basic");
    await recordGeneratedSeconds(app.database.db, basic.id, 8 * 60 - 2);
    const text = "Five words make two seconds, six words make three.";
    const refused = await generate(basic, text);
    expect(refused.statusCode).toBe(409);
    expect(ApiError.parse(refused.json())).toEqual({ message: planMessages.minutesUsed(8) });
    expect((await basic.send("GET", apiPaths.widgetMedia)).json().media).toEqual([]);
    // What still fits is generated.
    expect((await generate(basic, "Two words.")).statusCode).toBe(202);
  });

  it("refuses Try again on a failed generation past the month's minutes", async () => {
    const basic = await onPlan("basic");
    const text = FAILING_TEXT;
    const started = Media.parse((await generate(basic, text)).json());
    await app.generation.jobs?.runDue();
    const failed = (await basic.send("GET", apiPaths.widgetMedia)).json().media[0];
    expect(failed).toMatchObject({
      id: started.id,
      status: "failed",
      failureMessage: generationMessages.failed,
    });
    await recordGeneratedSeconds(app.database.db, basic.id, 8 * 60);
    const retried = await basic.send("POST", fillPath(apiPaths.widgetMediaRetry, { id: started.id }));
    expect(retried.statusCode).toBe(409);
    expect(ApiError.parse(retried.json())).toEqual({ message: planMessages.minutesUsed(8) });
  });

  it("gives Basic the default voice of the language only, and Pro every voice", async () => {
    const basic = await onPlan("basic");
    const refused = await generate(basic, "Another voice, please.", "en-us+m3");
    expect(refused.statusCode).toBe(400);
    expect(ApiError.parse(refused.json())).toEqual({
      message: generationMessages.defaultVoiceOnly("Studio voice A (higher)"),
    });
    expect((await generate(basic, "The default voice, please.", "en-us+f3")).statusCode).toBe(202);
    const pro = await onPlan("pro");
    expect((await generate(pro, "Another voice, please.", "en-us+m3")).statusCode).toBe(202);
  });
});
