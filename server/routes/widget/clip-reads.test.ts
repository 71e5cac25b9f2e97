import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { Captions, CUE_TEXT_MAX, CUES_MAX, mediaMessages } from "#contracts/media.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { widgetMedia } from "#server/db/schema.ts";
import { HOST_ORIGIN_HEADER } from "#server/routes/widget/visitor-guard.ts";
import { freshAddress } from "#server/test/accounts.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { buildTestApp, testConfig } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall, processed } from "#server/test/widget.ts";

/**
 * Reads of a processed clip: HEAD answers what GET answers, and captions obey the editor's rules
 * whether typed or uploaded as WebVTT, and are read without failing whatever was stored before.
 */
let app: FastifyInstance & { database: DatabaseHandle };
let folder: string;
let ada: Awaited<ReturnType<typeof customer>>;
let clipId: string;
let entryId: string;

beforeAll(async () => {
  app = await buildTestApp();
  folder = makeTempFolder();
});

/** One processed clip and its entry, made by the first test that needs them (a poll: inside a test). */
let prepared: Promise<void> | undefined;
function prepare(): Promise<void> {
  prepared ??= (async () => {
    const tools = testConfig().ffmpeg;
    if (!tools) throw new Error("ffmpeg and ffprobe are missing: install the ffmpeg package");
    ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const uploaded = await app.inject({
      method: "POST",
      url: apiPaths.widgetMedia,
      headers: { ...ada.headers, "content-type": "video/quicktime" },
      payload: fs.readFileSync(makeTestClip(tools, folder, "h264.mov")),
    });
    clipId = (uploaded.json() as { id: string }).id;
    expect((await processed(app, ada.headers, clipId)).status).toBe("ready");
    entryId = (await ada.addEntry({ title: "Opening hours", answer: "From nine to five.", mediaId: clipId }))
      .id;
  })();
  return prepared;
}
afterAll(async () => {
  await app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const SAME_HEADERS = ["content-length", "content-type", "accept-ranges", "content-range", "cache-control"];
const headersOf = (response: { headers: Record<string, unknown> }) =>
  Object.fromEntries(SAME_HEADERS.map((name) => [name, response.headers[name]]));

describe("HEAD on a clip", { timeout: 120_000 }, () => {
  it.each([
    ["the portal's clip", () => fillPath(apiPaths.widgetMediaItem, { id: clipId }), {}],
    [
      "the portal's clip, a range",
      () => fillPath(apiPaths.widgetMediaItem, { id: clipId }),
      { range: "bytes=100-1099" },
    ],
    ["the portal's poster", () => fillPath(apiPaths.widgetMediaPoster, { id: clipId }), {}],
  ] as const)("answers the same headers as GET for %s", async (_name, url, extra) => {
    await prepare();
    const get = await app.inject({ method: "GET", url: url(), headers: { ...ada.headers, ...extra } });
    const head = await app.inject({ method: "HEAD", url: url(), headers: { ...ada.headers, ...extra } });
    expect(get.statusCode).toBeLessThan(300);
    expect(head.statusCode).toBe(get.statusCode);
    expect(Number(get.headers["content-length"])).toBe(get.rawPayload.length);
    expect(Number(get.headers["content-length"])).toBeGreaterThan(0);
    expect(headersOf(head)).toEqual(headersOf(get));
    expect(head.rawPayload.length).toBe(0);
  });

  it.each([
    ["the widget's clip", () => fillPath(apiPaths.widgetPublicMedia, { id: clipId })],
    ["the widget's poster", () => fillPath(apiPaths.widgetPublicPoster, { id: clipId })],
  ] as const)("answers the same headers as GET for %s", async (_name, path) => {
    await prepare();
    const call = (method: "GET" | "HEAD") =>
      app.inject({
        method,
        url: `${path()}?key=${ada.widgetKey}`,
        remoteAddress: freshAddress(),
        headers: {
          [HOST_ORIGIN_HEADER]: CUSTOMER_SITE,
          "sec-fetch-site": "same-origin",
          range: "bytes=0-99",
        },
      });
    const get = await call("GET");
    const head = await call("HEAD");
    expect(get.statusCode).toBeLessThan(300);
    expect(head.statusCode).toBe(get.statusCode);
    expect(Number(get.headers["content-length"])).toBe(get.rawPayload.length);
    expect(headersOf(head)).toEqual(headersOf(get));
  });
});

describe("captions from a WebVTT file", { timeout: 120_000 }, () => {
  const url = () => fillPath(apiPaths.widgetEntryCaptions, { id: entryId });
  const vttOf = (cues: { start: number; text: string }[]) =>
    `WEBVTT\n\n${cues
      .map(({ start, text }) => {
        const stamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, "0")}`;
        return `${stamp(start)} --> ${stamp(start + 0.001)}\n${text}`;
      })
      .join("\n\n")}\n`;

  it("refuses more cues than the editor allows", async () => {
    await prepare();
    const cues = Array.from({ length: CUES_MAX + 1 }, (_, index) => ({ start: index * 0.002, text: "Hi" }));
    const response = await ada.send("PUT", url(), { vtt: vttOf(cues) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: mediaMessages.tooManyCues(CUES_MAX) });
  });

  it("refuses a cue longer than the editor allows", async () => {
    await prepare();
    const response = await ada.send("PUT", url(), {
      vtt: vttOf([{ start: 0.1, text: "a".repeat(CUE_TEXT_MAX + 1) }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: mediaMessages.cueTooLong(CUE_TEXT_MAX) });
  });

  it("reads captions stored before the rule (2,000 cues, one of 60,000 characters) without failing", async () => {
    await prepare();
    const stored = Array.from({ length: 2_000 }, (_, index) => ({
      start: index * 0.001,
      end: index * 0.001 + 0.0005,
      text: index === 0 ? "x".repeat(60_000) : `Cue ${index}`,
    }));
    await app.database.db.update(widgetMedia).set({ cues: stored }).where(eq(widgetMedia.id, clipId));
    const read = await ada.send("GET", url());
    expect(read.statusCode, read.body).toBe(200);
    const captions = Captions.parse(read.json());
    expect(captions.edited).toBe(true);
    expect(captions.cues).toHaveLength(CUES_MAX);
    expect(captions.cues[0]?.text).toHaveLength(CUE_TEXT_MAX);
    const publicRead = await frameCall(
      app,
      `${fillPath(apiPaths.widgetCaptions, { id: entryId })}?key=${ada.widgetKey}`,
    );
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.body.startsWith("WEBVTT")).toBe(true);
  });
});
