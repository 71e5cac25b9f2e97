import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { Media } from "#contracts/widget/index.ts";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { createDatabase, ensurePostgres, type LocalPostgres } from "#scripts/postgres.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { findMedia } from "#server/repositories/widget-media.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { type Replica, signUpOn, startReplica } from "#server/test/replicas.ts";

/**
 * Clips shared by every replica. Two server processes on one PostgreSQL, which
 * holds the clips too (DATABASE_URL makes it the clip store): a clip uploaded through either is
 * converted once, by whichever worker claims it first, and both serve it, ranges included. Always on
 * PostgreSQL: TEST_DATABASE_URL's server in the PostgreSQL pass, a throwaway one otherwise.
 */
describe("two server processes sharing one PostgreSQL for clips", () => {
  let postgres: LocalPostgres;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let replicas: [Replica, Replica];
  let folder: string;

  beforeAll(async () => {
    postgres = await ensurePostgres();
    database = await createDatabase(postgres.url, "avatalk_clip_replicas");
    // Migrated once here, so the test is about the clips, not two replicas migrating at once.
    handle = await openDatabase({ databaseUrl: database.url });
    await handle.migrate();
    folder = makeTempFolder();
    // Replicas share the secret that signs sessions (docs/deployment.md), as the clips' database.
    const env = { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString("hex") };
    const [first, second] = await Promise.all([startReplica(env), startReplica(env)]);
    replicas = [first, second];
  }, 120_000);
  afterAll(async () => {
    // The PostgreSQL we may have started is stopped whatever failed before it.
    try {
      await Promise.all((replicas ?? []).map((replica) => replica.stop()));
      await handle?.close();
      await database?.drop();
    } finally {
      postgres?.stop();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  const statusOn = async (replica: Replica, headers: Record<string, string>, id: string) =>
    Media.parse(
      await (
        await fetch(`${replica.url}${fillPath(apiPaths.widgetMediaStatus, { id })}`, { headers })
      ).json(),
    );

  it("converts a clip uploaded through either once, and serves it from both with ranges", {
    timeout: 180_000,
  }, async () => {
    const [a, b] = replicas;
    const customer = await signUpOn(a);
    const clips = [
      makeTestClip(ensureFfmpeg(), folder, "h264.mov"),
      makeTestClip(ensureFfmpeg(), folder, "vp9.webm"),
    ];
    // One upload through each replica: each wakes its own worker, and both workers poll the queue.
    const ids = await Promise.all(
      clips.map(async (clip, index) => {
        const response = await fetch(`${replicas[index]?.url}${apiPaths.widgetMedia}`, {
          method: "POST",
          headers: { ...customer.headers, "content-type": "application/octet-stream" },
          body: fs.readFileSync(clip),
        });
        expect(response.status).toBe(202);
        return Media.parse(await response.json()).id;
      }),
    );

    for (const id of ids) {
      await expect
        .poll(async () => (await statusOn(b, customer.headers, id)).status, { timeout: 120_000 })
        .toBe("ready");
      // Claimed once: no second worker converted it again, on this replica or the other.
      expect((await findMedia(handle.db, customer.id, id))?.attempts).toBe(1);

      const url = fillPath(apiPaths.widgetMediaItem, { id });
      const whole = [a, b].map(async (replica) => {
        const response = await fetch(`${replica.url}${url}`, { headers: customer.headers });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("video/mp4");
        return createHash("sha256")
          .update(Buffer.from(await response.arrayBuffer()))
          .digest("hex");
      });
      const [fromA, fromB] = await Promise.all(whole);
      expect(fromB).toBe(fromA);

      const ranged = await fetch(`${b.url}${url}`, {
        headers: { ...customer.headers, range: "bytes=100-1099" },
      });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("content-range")).toMatch(/^bytes 100-1099\/\d+$/);
      expect((await ranged.arrayBuffer()).byteLength).toBe(1000);

      const poster = await fetch(`${b.url}${fillPath(apiPaths.widgetMediaPoster, { id })}`, {
        headers: customer.headers,
      });
      expect(poster.status).toBe(200);
      expect(poster.headers.get("content-type")).toBe("image/jpeg");
    }
  });
});
