import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaMessages } from "#contracts/media.ts";
import { Media } from "#contracts/widget/index.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { findMedia } from "#server/repositories/widget-media.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { buildTestApp, testConfig } from "#server/test/test-app.ts";
import { customer, processed } from "#server/test/widget.ts";

/**
 * A clip whose processing really fails shows why and offers "Try again". Two real
 * failures: ffmpeg failing for a cause that goes away (here a wrapper that fails while a flag file
 * exists, as a full disk or a killed ffmpeg would), and a clip whose frames are noise, which ffprobe
 * accepts and ffmpeg cannot decode.
 */
let app: FastifyInstance & { database: DatabaseHandle };
let folder: string;
let failFlag: string;
const tools = testConfig().ffmpeg;

beforeAll(async () => {
  if (!tools) throw new Error("no ffmpeg");
  folder = makeTempFolder();
  failFlag = path.join(folder, "fail-ffmpeg");
  const wrapper = path.join(folder, "ffmpeg");
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nif [ -e '${failFlag}' ]; then echo 'No space left on device (forced by the test)' >&2; exit 1; fi\nexec '${tools.ffmpeg}' "$@"\n`,
    { mode: 0o755 },
  );
  app = await buildTestApp({ ffmpeg: { ffmpeg: wrapper, ffprobe: tools.ffprobe } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function upload(headers: Record<string, string>, file: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/widget/media",
    headers: { ...headers, "content-type": "application/octet-stream" },
    payload: fs.readFileSync(file),
  });
  expect(response.statusCode).toBe(202);
  return Media.parse(response.json());
}

const reasonOf = async (userId: string, id: string) =>
  (await findMedia(app.database.db, userId, id))?.failureReason;

describe("POST /api/widget/media/:id/retry after a real failure", () => {
  it("fails the clip with a plain reason while ffmpeg fails, and converts it at 'Try again' once the cause is gone", {
    timeout: 90_000,
  }, async () => {
    if (!tools) throw new Error("no ffmpeg");
    const ada = await customer(app);
    fs.writeFileSync(failFlag, "");
    const { id } = await upload(ada.headers, makeTestClip(tools, folder, "h264.mov"));
    const failed = await processed(app, ada.headers, id);
    expect(failed).toMatchObject({
      status: "failed",
      failureMessage: mediaMessages.damaged,
      posterUrl: null,
    });
    // What ffmpeg said stays in the row for support, not in the customer's message.
    expect(await reasonOf(ada.id, id)).toContain("No space left on device (forced by the test)");
    expect(failed.failureMessage).not.toContain("space");

    fs.rmSync(failFlag);
    const retried = await ada.send("POST", `/api/widget/media/${id}/retry`);
    expect(retried.statusCode).toBe(202);
    expect(Media.parse(retried.json())).toMatchObject({ status: "queued", failureMessage: null });
    const ready = await processed(app, ada.headers, id);
    expect(ready).toMatchObject({ status: "ready", failureMessage: null });
    expect(ready.posterUrl).not.toBeNull();
  });

  it("fails a clip whose frames cannot be decoded again at 'Try again', saying the same, and may be tried once more", {
    timeout: 90_000,
  }, async () => {
    if (!tools) throw new Error("no ffmpeg");
    const ada = await customer(app);
    const { id } = await upload(ada.headers, makeTestClip(tools, folder, "corrupt.mp4"));
    const first = await processed(app, ada.headers, id);
    expect(first).toMatchObject({ status: "failed", failureMessage: mediaMessages.damaged });

    const retried = await ada.send("POST", `/api/widget/media/${id}/retry`);
    expect(retried.statusCode).toBe(202);
    const again = await processed(app, ada.headers, id);
    expect(again).toMatchObject({ status: "failed", failureMessage: mediaMessages.damaged });
    expect(await reasonOf(ada.id, id)).toMatch(/\S/);
    // Still the customer's to try (or to replace): the button stays.
    expect((await ada.send("POST", `/api/widget/media/${id}/retry`)).statusCode).toBe(202);
  });
});
