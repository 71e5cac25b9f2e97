import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { MEDIA_LIMITS, mediaMessages } from "#contracts/media.ts";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mediaUploads, users, widgetMedia } from "#server/db/schema.ts";
import { markUploadRefused, reserveUpload } from "#server/repositories/media-uploads.ts";
import { ORPHAN_GRACE_MS, RECEIVING_MAX_MS, sweepUploads } from "#server/services/upload-sweep.ts";
import { call } from "#server/test/accounts.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { createTestDatabase, testConfig } from "#server/test/test-app.ts";
import { customer } from "#server/test/widget.ts";

/**
 * Uploads under attack (docs/decisions/0038-uploads-under-attack.md): the hour's count, the clip cap
 * and the quota hold under concurrency, a refused probe keeps its place, bytes never outlive their
 * record, and a client's abort is the client's. A listening server (real sockets: an upload cut
 * off, an account deleted while one arrives) with no clip worker: processing is not under test.
 */
let app: FastifyInstance & { database: DatabaseHandle };
let database: DatabaseHandle;
let port: number;
let dataDir: string;
let folder: string;
const logLines: string[] = [];
const tools = testConfig().ffmpeg;

beforeAll(async () => {
  database = await createTestDatabase();
  // Info: a client's abort is logged at info, and this test reads what was logged.
  const config = testConfig({ logLevel: "info" });
  dataDir = config.dataDir;
  app = (await buildApp(config, {
    database,
    serveWeb: false,
    mailSender: { enabled: false },
    siteAssistant: false,
    clipWorker: { enabled: false },
    logStream: { write: (line) => logLines.push(line) },
  })) as typeof app;
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
  folder = makeTempFolder();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Opens the pool's connections before a burst: on a loaded machine, opening ten PostgreSQL
 * connections at once under 70 probes can take longer than the connect timeout (a 503 that says
 * nothing about the limits under test). On PGlite it is one connection either way.
 */
async function warmPool() {
  await Promise.all(Array.from({ length: 10 }, () => app.database.db.$count(users)));
}

function upload(headers: Record<string, string>, bytes: Buffer) {
  return app.inject({
    method: "POST",
    url: apiPaths.widgetMedia,
    headers: { ...headers, "content-type": "video/mp4" },
    payload: bytes,
  });
}

const clip = () => {
  if (!tools) throw new Error("ffmpeg and ffprobe are missing: install the ffmpeg package");
  return fs.readFileSync(makeTestClip(tools, folder, "h264.mov"));
};

const uploadsOf = (userId: string) =>
  app.database.db.select().from(mediaUploads).where(eq(mediaUploads.userId, userId));

/** Files under the account's folder of the media store ($DATA_DIR/media/<account id>/). */
const storedFilesOf = (userId: string) => {
  const own = path.join(dataDir, "media", userId);
  return fs.existsSync(own) ? fs.readdirSync(own) : [];
};

/** Opens a raw upload: the head and the first part of a body of `length` bytes. */
function openUpload(headers: Record<string, string>, length: number, first: Buffer) {
  const socket = net.connect(port, "127.0.0.1");
  const head = [
    `POST ${apiPaths.widgetMedia} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Type: video/mp4",
    `Content-Length: ${length}`,
    // The server closes the socket once it has answered: the answer is all that arrives.
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
  let received = "";
  const answered = new Promise<string>((resolve) => {
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(received));
    socket.on("error", () => {});
  });
  socket.write(head);
  socket.write(first);
  return { socket, answered };
}

describe("the upload limits under concurrency", () => {
  it("accepts exactly 60 of 70 uploads sent at once by one account, and refuses the rest 429", {
    timeout: 180_000,
  }, async () => {
    const ada = await customer(app);
    const bytes = clip();
    await warmPool();
    const answers = await Promise.all(Array.from({ length: 70 }, () => upload(ada.headers, bytes)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(MEDIA_LIMITS.uploadsPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(70 - MEDIA_LIMITS.uploadsPerHour);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({ message: mediaMessages.tooManyUploads });
    expect(await app.database.db.$count(widgetMedia, eq(widgetMedia.userId, ada.id))).toBe(60);
  });

  it("counts a file the probe refused against the hour: 60 refused probes, then a clip is 429", {
    timeout: 180_000,
  }, async () => {
    const bo = await customer(app);
    const notVideo = Buffer.from("Not a video at all, only text pretending.\n");
    await warmPool();
    const answers = await Promise.all(Array.from({ length: 60 }, () => upload(bo.headers, notVideo)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([415]));
    const after = await upload(bo.headers, clip());
    expect(after.statusCode).toBe(429);
    // The refused files' bytes are gone; their places in the hour remain, holding no quota.
    expect(storedFilesOf(bo.id)).toEqual([]);
    const rows = await uploadsOf(bo.id);
    expect(rows.map((row) => [row.state, row.reservedBytes])).toEqual(
      Array.from({ length: 60 }, () => ["refused", 0]),
    );
  });

  it("remembers an account's full hour: refused again without asking the database, while exact", async () => {
    const cy = await customer(app);
    for (let count = 0; count < MEDIA_LIMITS.uploadsPerHour; count += 1) {
      const reserved = await reserveUpload(app.database.db, {
        userId: cy.id,
        storageKey: `${cy.id}/refused-${count}`,
        wantedBytes: 1_000,
      });
      if (!reserved.ok) throw new Error(`reservation ${count} refused: ${reserved.reason}`);
      await markUploadRefused(app.database.db, reserved.id);
    }
    const full = await reserveUpload(app.database.db, { userId: cy.id, storageKey: "x", wantedBytes: 1 });
    // Nothing still arriving: the hour stays full until its oldest upload is an hour old.
    expect(full).toMatchObject({ ok: false, reason: "uploads" });
    const seconds = full.ok ? 0 : (full.fullForSeconds ?? 0);
    expect(seconds).toBeGreaterThan(3_500);
    expect(seconds).toBeLessThanOrEqual(3_600);
    expect((await upload(cy.headers, clip())).statusCode).toBe(429);
    // The rows removed behind the server's back: the refusal now comes from what the route remembered.
    await app.database.db.delete(mediaUploads).where(eq(mediaUploads.userId, cy.id));
    const again = await upload(cy.headers, clip());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: mediaMessages.tooManyUploads });
    expect(await uploadsOf(cy.id)).toEqual([]);

    // Uploads still arriving may fail and give their places back: then nothing is remembered.
    const dee = await customer(app);
    for (let count = 0; count < MEDIA_LIMITS.uploadsPerHour; count += 1) {
      await reserveUpload(app.database.db, {
        userId: dee.id,
        storageKey: `${dee.id}/${count}`,
        wantedBytes: 1,
      });
    }
    const busy = await reserveUpload(app.database.db, { userId: dee.id, storageKey: "y", wantedBytes: 1 });
    expect(busy).toEqual({ ok: false, reason: "uploads", fullForSeconds: undefined });
  });

  it("reserves the quota in one step: five 500 MB uploads at once into 2 GB, four fit", async () => {
    const cy = await customer(app);
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        reserveUpload(app.database.db, {
          userId: cy.id,
          storageKey: `${cy.id}/quota-${index}`,
          wantedBytes: MEDIA_LIMITS.uploadMaxBytes,
        }),
      ),
    );
    expect(tries.filter((attempt) => attempt.ok)).toHaveLength(4);
    expect(tries.filter((attempt) => !attempt.ok)).toEqual([{ ok: false, reason: "quota" }]);
    // A chunked body (no Content-Length) reserves what the quota leaves (48 MB); then nothing is.
    const chunked = (name: string) =>
      reserveUpload(app.database.db, {
        userId: cy.id,
        storageKey: `${cy.id}/${name}`,
        wantedBytes: undefined,
      });
    expect(await chunked("rest")).toMatchObject({
      ok: true,
      reservedBytes: MEDIA_LIMITS.storageQuotaBytes - 4 * MEDIA_LIMITS.uploadMaxBytes,
    });
    expect(await chunked("more")).toEqual({ ok: false, reason: "quota" });
  });
});

describe("an upload that fails", () => {
  it("gives its place back and logs a client's abort as the client's, answering nothing", async () => {
    const dee = await customer(app);
    const logged = logLines.length;
    const { socket, answered } = openUpload(dee.headers, 4 * 1024 * 1024, Buffer.alloc(256 * 1024, 1));
    // The reservation is written before the body is read: once it exists, the client walks away.
    await expect.poll(async () => (await uploadsOf(dee.id)).length, { timeout: 20_000 }).toBe(1);
    socket.destroy();
    expect(await answered).toBe("");
    await expect.poll(async () => (await uploadsOf(dee.id)).length, { timeout: 20_000 }).toBe(0);
    const lines = logLines.slice(logged).map((line) => JSON.parse(line) as { msg?: string; level?: number });
    expect(lines.some((line) => line.msg === "the client aborted its clip upload")).toBe(true);
    expect(lines.filter((line) => /database unavailable/.test(line.msg ?? ""))).toEqual([]);
    expect(storedFilesOf(dee.id)).toEqual([]);
  });

  it("answers 410 and keeps no byte when the account is deleted while its upload arrives", {
    timeout: 60_000,
  }, async () => {
    const eve = await customer(app);
    const bytes = clip();
    const half = Math.floor(bytes.length / 2);
    const { socket, answered } = openUpload(eve.headers, bytes.length, bytes.subarray(0, half));
    await expect.poll(async () => (await uploadsOf(eve.id)).length, { timeout: 20_000 }).toBe(1);
    const deleted = await call(app, apiPaths.deleteAccount, {
      payload: { password: eve.password },
      headers: eve.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    socket.write(bytes.subarray(half));
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 410 /);
    expect(answer).toContain(JSON.stringify({ message: mediaMessages.accountGone }));
    // The answer goes out first; the bytes are deleted as the request ends.
    await expect
      .poll(() => fs.existsSync(path.join(dataDir, "media", eve.id)), { timeout: 10_000 })
      .toBe(false);
    expect(await app.database.db.$count(users, eq(users.id, eve.id))).toBe(0);
  });
});

describe("the upload sweep", () => {
  it("deletes bytes no row names, and uploads left receiving by a crash, and nothing else", async () => {
    const fay = await customer(app);
    const kept = await upload(fay.headers, clip());
    expect(kept.statusCode).toBe(202);
    const [clipRow] = await app.database.db.select().from(widgetMedia).where(eq(widgetMedia.userId, fay.id));
    const store = app.widget.media;
    // Bytes a crash left: one with no row at all, one of an upload whose request died.
    await store.put(`${fay.id}/orphan`, Readable.from([clip()]));
    const abandoned = await reserveUpload(app.database.db, {
      userId: fay.id,
      storageKey: `${fay.id}/abandoned`,
      wantedBytes: 10,
    });
    expect(abandoned.ok).toBe(true);
    await store.put(`${fay.id}/abandoned`, Readable.from([clip()]));

    const log = app.log;
    // Soon after: the orphan is too young to judge, the upload may still be arriving.
    const early = await sweepUploads(null, { db: app.database.db, store, log });
    expect(early).toMatchObject({ abandonedUploads: 0, orphanedObjects: 0 });
    const later = new Date(Date.now() + Math.max(ORPHAN_GRACE_MS, RECEIVING_MAX_MS) + 60_000);
    const swept = await sweepUploads(null, { db: app.database.db, store, log, now: later });
    expect(swept.abandonedUploads).toBeGreaterThanOrEqual(1);
    expect(await store.size(`${fay.id}/orphan`)).toBeUndefined();
    expect(await store.size(`${fay.id}/abandoned`)).toBeUndefined();
    // The clip's own bytes stay, and so does every row that names bytes.
    expect(await store.size(clipRow?.storageKey ?? "")).toBeGreaterThan(0);
    expect((await uploadsOf(fay.id)).map((row) => row.storageKey)).not.toContain(`${fay.id}/abandoned`);
  });
});
