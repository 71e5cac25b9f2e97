import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { DataExportLink, DataExportStatus, privacyMessages } from "#contracts/privacy.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { dataExports, widgetMedia } from "#server/db/schema.ts";
import { deleteExpiredExports } from "#server/repositories/data-exports.ts";
import { latestMailJobState } from "#server/repositories/mail-jobs.ts";
import { countPendingByteDeletions } from "#server/repositories/pending-byte-deletions.ts";
import { call, freshAddress } from "#server/test/accounts.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { seededCustomer } from "#server/test/privacy-seed.ts";
import { buildTestApp, testConfig } from "#server/test/test-app.ts";
import { processed } from "#server/test/widget.ts";

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Customer = Awaited<ReturnType<typeof seededCustomer>>;

async function status(account: Customer) {
  const response = await account.send("GET", apiPaths.dataExport);
  expect(response.statusCode, response.body).toBe(200);
  return DataExportStatus.parse(response.json());
}

async function readyExport(account: Customer) {
  const requested = await account.send("POST", apiPaths.dataExport);
  expect(requested.statusCode, requested.body).toBe(202);
  expect(DataExportStatus.parse(requested.json()).status).toBe("pending");
  await app.dataExports.runOnce();
  return status(account);
}

async function linkFor(account: Customer) {
  const response = await account.send("POST", apiPaths.dataExportLink);
  expect(response.statusCode, response.body).toBe(200);
  return DataExportLink.parse(response.json()).url;
}

const download = (url: string) => app.inject({ method: "GET", url, remoteAddress: freshAddress() });

describe("Export my data", () => {
  it("builds a ZIP in the background that holds what the portal shows, with the clips' bytes", async () => {
    const ada = await seededCustomer(app);
    await ada.addEntry({ title: "Returns", questions: ["Can I return a gift?"], language: "de" });
    expect((await status(ada)).status).toBe("none");
    const ready = await readyExport(ada);
    expect(ready).toMatchObject({ status: "ready", downloaded: false });
    const hours = (Date.parse(ready.expiresAt ?? "") - Date.parse(ready.readyAt ?? "")) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    const mail = await latestMailJobState(app.database.db, "data-export-ready");
    expect(mail?.message?.to).toBe(ada.email);

    const response = await download(await linkFor(ada));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="avatalk-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const jsonOf = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));

    const shown = async (url: string) => (await ada.send("GET", url)).json();
    expect(jsonOf("entries.json")).toEqual((await shown(apiPaths.widgetEntries)).entries);
    expect(jsonOf("settings.json")).toEqual(await shown(apiPaths.widgetSettings));
    expect(jsonOf("conversations.json")).toEqual((await shown(apiPaths.widgetConversations)).conversations);
    expect(jsonOf("handoffs.json")).toMatchObject((await shown(apiPaths.widgetHandoffs)).handoffs);
    const live = await shown(fillPath(apiPaths.liveConversation, { id: ada.conversationId }));
    expect(live.events.map((event: { kind: string }) => event.kind)).toEqual(["waiting", "claimed", "agent"]);
    expect(jsonOf("live-chat.json")).toEqual(live.events);
    expect(jsonOf("account.json")).toMatchObject({ id: ada.id, email: ada.email, widgetKey: ada.widgetKey });
    // The seed's plan (server/test/privacy-seed.ts): Pro, monthly, switched to from the trial.
    expect(jsonOf("plan.json")).toMatchObject({
      plan: { plan: "pro", billingPeriod: "monthly", priceCents: 20_600 },
      changes: [{ fromPlan: "trial", toPlan: "pro", amountCents: 20_600 }],
    });
    expect(jsonOf("clips.json")).toEqual([
      expect.objectContaining({ id: ada.clipId, file: `clips/${ada.clipId}.mp4` }),
    ]);
    // The clip as the customer's visitors get it: the processed MP4.
    const [clip] = await app.database.db
      .select({ key: widgetMedia.storageKey })
      .from(widgetMedia)
      .where(eq(widgetMedia.id, ada.clipId));
    const stored = Buffer.concat(await (await app.widget.media.read(clip?.key ?? "")).toArray());
    expect(Buffer.from(files[`clips/${ada.clipId}.mp4`] ?? [])).toEqual(stored);
  });

  it("lets a link be used once, and refuses a used or unknown one with 410 and what to do", async () => {
    const ada = await seededCustomer(app);
    await readyExport(ada);
    const url = await linkFor(ada);
    expect((await download(url)).statusCode).toBe(200);
    const again = await download(url);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(privacyMessages.exportLinkInvalid);
    expect((await status(ada)).downloaded).toBe(true);
    const noMore = await ada.send("POST", apiPaths.dataExportLink);
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json().message).toBe(privacyMessages.exportNotReady);
    expect((await download(`${apiPaths.dataExportDownload}?token=made-up`)).statusCode).toBe(410);
    expect((await download(apiPaths.dataExportDownload)).statusCode).toBe(400);
  });

  it("expires after a day: the link stops working and the purge deletes the archive", async () => {
    const ada = await seededCustomer(app);
    await readyExport(ada);
    const url = await linkFor(ada);
    const [row] = await app.database.db.select().from(dataExports).where(eq(dataExports.userId, ada.id));
    await app.database.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.userId, ada.id));
    expect((await download(url)).statusCode).toBe(410);
    expect((await status(ada)).status).toBe("none");

    expect(await deleteExpiredExports(app.database.db, 500)).toBeGreaterThanOrEqual(1);
    expect(await app.database.db.$count(dataExports, eq(dataExports.userId, ada.id))).toBe(0);
    expect(await countPendingByteDeletions(app.database.db)).toBeGreaterThanOrEqual(1);
    expect(row?.storageKey).toBeTruthy();
  });

  it("builds nothing for an account deleted before its export ran, and needs a session", async () => {
    const ada = await seededCustomer(app);
    expect((await ada.send("POST", apiPaths.dataExport)).statusCode).toBe(202);
    const deleted = await call(app, apiPaths.deleteAccount, {
      payload: { password: ada.password },
      headers: ada.headers,
    });
    expect(deleted.statusCode).toBe(200);
    await app.dataExports.runOnce();
    expect(await app.database.db.$count(dataExports, eq(dataExports.userId, ada.id))).toBe(0);
    expect((await call(app, apiPaths.dataExport, { method: "GET" })).statusCode).toBe(401);
  });

  it("holds the captions with the customer's edits, the posters, and the uploads still stored", {
    timeout: 120_000,
  }, async () => {
    const tools = testConfig().ffmpeg;
    if (!tools) throw new Error("ffmpeg and ffprobe are missing: install the ffmpeg package");
    const ada = await seededCustomer(app);
    const edited = [{ start: 0.2, end: 1.5, text: "Nine to five, corrected by hand." }];
    const saved = await ada.send("PUT", fillPath(apiPaths.widgetEntryCaptions, { id: ada.entryId }), {
      cues: edited,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A clip that failed to convert: its upload, kept for "Try again", is the account's too.
    const folder = makeTempFolder();
    const corrupt = fs.readFileSync(makeTestClip(tools, folder, "corrupt.mp4"));
    fs.rmSync(folder, { recursive: true, force: true });
    const uploaded = await app.inject({
      method: "POST",
      url: apiPaths.widgetMedia,
      headers: { ...ada.headers, "content-type": "video/mp4" },
      payload: corrupt,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const failedId = (uploaded.json() as { id: string }).id;
    expect((await processed(app, ada.headers, failedId)).status).toBe("failed");

    await readyExport(ada);
    const files = unzipSync(new Uint8Array((await download(await linkFor(ada))).rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);

    expect(JSON.parse(text("captions.json"))).toEqual([
      { entryId: ada.entryId, mediaId: ada.clipId, edited: true, file: `captions/${ada.entryId}.vtt` },
    ]);
    const vtt = text(`captions/${ada.entryId}.vtt`);
    expect(vtt.startsWith("WEBVTT")).toBe(true);
    expect(vtt).toContain("00:00:00.200 --> 00:00:01.500\nNine to five, corrected by hand.");

    const [clip] = await app.database.db.select().from(widgetMedia).where(eq(widgetMedia.id, ada.clipId));
    const poster = Buffer.concat(await (await app.widget.media.read(clip?.posterKey ?? "")).toArray());
    expect(
      Buffer.from(files[`posters/${ada.clipId}.jpg`] ?? [])
        .subarray(0, 3)
        .toString("hex"),
    ).toBe("ffd8ff");
    expect(Buffer.from(files[`posters/${ada.clipId}.jpg`] ?? [])).toEqual(poster);
    expect(Buffer.from(files[`originals/${failedId}.mp4`] ?? [])).toEqual(corrupt);

    const clips = JSON.parse(text("clips.json")) as {
      id: string;
      file: string | null;
      poster: string | null;
      original: string | null;
      status: string;
    }[];
    expect(clips.find((listed) => listed.id === ada.clipId)).toMatchObject({
      status: "ready",
      file: `clips/${ada.clipId}.mp4`,
      poster: `posters/${ada.clipId}.jpg`,
      original: null,
    });
    expect(clips.find((listed) => listed.id === failedId)).toMatchObject({
      status: "failed",
      file: null,
      poster: null,
      original: `originals/${failedId}.mp4`,
    });
  });
});
