import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DID_TEST_KEY,
  didStandIn,
  HEYGEN_TEST_KEY,
  heygenStandIn,
  type StandIn,
} from "#server/test/provider-stand-ins.ts";
import { createDid } from "./did.ts";
import { createHeygen } from "./heygen.ts";
import {
  GenerationExpired,
  GenerationFailed,
  GenerationRateLimited,
  type GenerationRequest,
  retryAfterMs,
  type VideoGenerator,
} from "./video-generator.ts";

/**
 * The provider adapters against local stand-ins that answer as HeyGen's and D-ID's APIs do
 * (server/test/provider-stand-ins.ts): listing, the request each sends, polling to the result, and
 * the typed failures (refused key, rate limit with its wait, failed job, forgotten job).
 */
let heygen: StandIn;
let did: StandIn;
beforeAll(async () => {
  [heygen, did] = await Promise.all([heygenStandIn(), didStandIn()]);
});
afterAll(async () => {
  await Promise.all([heygen.close(), did.close()]);
});

const request = (presenterId: string, voiceId: string): GenerationRequest => ({
  presenterId,
  voiceId,
  language: "en",
  text: "Orders ship within one business day.",
  userId: "account",
  workDir: "/nonexistent",
});

/** Polls until done, counting the polls (the worker sleeps between them; a test need not). */
async function pollToEnd(generator: VideoGenerator, jobId: string, req: GenerationRequest) {
  for (let polls = 1; polls <= 10; polls++) {
    const outcome = await generator.poll(jobId, req);
    if (outcome.done) return { result: outcome.result, polls };
  }
  throw new Error("the job never finished");
}

describe("HeyGen", () => {
  const adapter = () => createHeygen({ apiKey: HEYGEN_TEST_KEY, baseUrl: heygen.url });

  it("lists its avatars and the voices of the asked language", async () => {
    expect(await adapter().presenters("account")).toEqual([
      { id: "Daisy-inskirt-20220818", name: "Daisy", previewUrl: `${heygen.url}/results/daisy.png` },
      { id: "Tyler-incasualsuit-20220721", name: "Tyler", previewUrl: null },
    ]);
    expect(await adapter().voices("de")).toEqual([
      { id: "d2f4f24783d04e22ab49ee8fdc3715e0", name: "Klaus", language: "de" },
    ]);
  });

  it("generates with an avatar and a text voice, then polls the status until the video's link", async () => {
    heygen.nextJob = { pendingPolls: 2, outcome: "done" };
    const req = request("Daisy-inskirt-20220818", "2d5b0e6cf36f460aa7fc47e3eee4ba54");
    const { jobId } = await adapter().start(req);
    const sent = heygen.requests.at(-1);
    expect(sent?.path).toBe("/v2/video/generate");
    expect(sent?.headers["x-api-key"]).toBe(HEYGEN_TEST_KEY);
    expect(sent?.body).toMatchObject({
      video_inputs: [
        {
          character: { type: "avatar", avatar_id: "Daisy-inskirt-20220818" },
          voice: { type: "text", input_text: req.text, voice_id: "2d5b0e6cf36f460aa7fc47e3eee4ba54" },
        },
      ],
    });
    const { result, polls } = await pollToEnd(adapter(), jobId, req);
    expect(polls).toBe(3);
    expect(heygen.requests.at(-1)?.path).toBe(`/v1/video_status.get?video_id=${jobId}`);
    expect(result).toEqual({ kind: "url", url: `${heygen.url}/results/${jobId}.mp4`, words: null });
  });

  it("reports a failed video with HeyGen's reason, and a forgotten one as expired", async () => {
    heygen.nextJob = { pendingPolls: 0, outcome: "failed" };
    const req = request("Tyler-incasualsuit-20220721", "2d5b0e6cf36f460aa7fc47e3eee4ba54");
    const failed = await adapter().start(req);
    await expect(adapter().poll(failed.jobId, req)).rejects.toThrow(
      new GenerationFailed("The avatar could not be rendered"),
    );
    heygen.nextJob = { pendingPolls: 1, outcome: "forgotten" };
    const forgotten = await adapter().start(req);
    expect(await adapter().poll(forgotten.jobId, req)).toEqual({ done: false });
    await expect(adapter().poll(forgotten.jobId, req)).rejects.toBeInstanceOf(GenerationExpired);
  });

  it("turns a 429 into a rate limit with HeyGen's Retry-After, and a wrong key into a failure", async () => {
    heygen.rateLimit(1, "7");
    const limited = await adapter()
      .start(request("Daisy-inskirt-20220818", "2d5b0e6cf36f460aa7fc47e3eee4ba54"))
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(GenerationRateLimited);
    expect((limited as GenerationRateLimited).retryAfterMs).toBe(7_000);
    const wrongKey = createHeygen({ apiKey: "not-the-key", baseUrl: heygen.url });
    await expect(wrongKey.presenters("account")).rejects.toThrow(
      new GenerationFailed("HeyGen refused the API key (401)"),
    );
  });
});

describe("D-ID", () => {
  const adapter = () => createDid({ apiKey: DID_TEST_KEY, baseUrl: did.url });

  it("lists its presenters and the Microsoft voices of the asked language", async () => {
    expect(await adapter().presenters("account")).toEqual([
      { id: "amy-jcwCkr1grs", name: "Amy", previewUrl: `${did.url}/results/amy-thumb.png` },
    ]);
    expect(await adapter().voices("fr")).toEqual([
      { id: "fr-FR-DeniseNeural", name: "Denise", language: "fr" },
    ]);
  });

  it("creates a talk from the presenter's picture and a text script, and polls it until done", async () => {
    did.nextJob = { pendingPolls: 1, outcome: "done" };
    const req = request("amy-jcwCkr1grs", "en-US-JennyNeural");
    const { jobId } = await adapter().start(req);
    const sent = did.requests.at(-1);
    expect(sent?.path).toBe("/talks");
    expect(sent?.headers.authorization).toBe(`Basic ${DID_TEST_KEY}`);
    expect(sent?.body).toEqual({
      source_url: `${did.url}/results/amy.png`,
      script: {
        type: "text",
        input: req.text,
        provider: { type: "microsoft", voice_id: "en-US-JennyNeural" },
      },
    });
    const { result, polls } = await pollToEnd(adapter(), jobId, req);
    expect(polls).toBe(2);
    expect(did.requests.at(-1)?.path).toBe(`/talks/${jobId}`);
    expect(result).toEqual({ kind: "url", url: `${did.url}/results/${jobId}.mp4`, words: null });
  });

  it("reports an errored talk with D-ID's description, a forgotten one as expired, a 429 with its wait", async () => {
    const req = request("amy-jcwCkr1grs", "en-US-JennyNeural");
    did.nextJob = { pendingPolls: 0, outcome: "failed" };
    const failed = await adapter().start(req);
    await expect(adapter().poll(failed.jobId, req)).rejects.toThrow(
      new GenerationFailed("No face was found in the picture"),
    );
    did.nextJob = { pendingPolls: 0, outcome: "forgotten" };
    const forgotten = await adapter().start(req);
    await expect(adapter().poll(forgotten.jobId, req)).rejects.toBeInstanceOf(GenerationExpired);
    did.rateLimit(1, "12");
    const limited = await adapter()
      .poll(forgotten.jobId, req)
      .catch((error: unknown) => error);
    expect((limited as GenerationRateLimited).retryAfterMs).toBe(12_000);
  });

  it("refuses a presenter D-ID does not list before starting anything", async () => {
    const before = did.requests.length;
    await expect(adapter().start(request("nobody", "en-US-JennyNeural"))).rejects.toBeInstanceOf(
      GenerationFailed,
    );
    expect(did.requests.slice(before).map((sent) => sent.path)).toEqual(["/clips/presenters"]);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates, and waits 30 s when the header is missing or odd", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    expect(retryAfterMs("5", now)).toBe(5_000);
    expect(retryAfterMs("Tue, 01 Dec 2026 12:00:20 GMT", now)).toBe(20_000);
    expect(retryAfterMs(null, now)).toBe(30_000);
    expect(retryAfterMs("soon", now)).toBe(30_000);
  });
});
