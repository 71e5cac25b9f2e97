import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { Media } from "#contracts/widget/index.ts";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { createDatabase, ensurePostgres, type LocalPostgres } from "#scripts/postgres.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { findMedia } from "#server/repositories/widget-media.ts";
import { makeTempFolder } from "#server/test/clips.ts";
import { type Replica, signUpOn, startReplica } from "#server/test/replicas.ts";
import { runProgram } from "./run-program.ts";

/**
 * The pipeline's promise that "kill -9 during processing loses no clip": a server process is killed while ffmpeg
 * converts a clip. Its claim expires, the next process converts the clip again from its original,
 * which stays stored until the converted clip is, and sweeps the work folder the dead one left.
 */
describe("kill -9 while a clip is converted", () => {
  const tools = ensureFfmpeg();
  let postgres: LocalPostgres;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let folder: string;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    postgres = await ensurePostgres();
    database = await createDatabase(postgres.url, "avatalk_clip_crash");
    handle = await openDatabase({ databaseUrl: database.url });
    await handle.migrate();
    folder = makeTempFolder();
  }, 120_000);
  afterAll(async () => {
    // The PostgreSQL we may have started is stopped whatever failed before it.
    try {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await handle?.close();
      await database?.drop();
    } finally {
      postgres?.stop();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("loses no clip: another process converts it once the claim expires, and no work folder is left", {
    timeout: 240_000,
  }, async () => {
    // Long enough to be caught converting: half a minute of video whose keyframes are too far apart to copy.
    const clip = path.join(folder, "half-minute.mp4");
    execFileSync(tools.ffmpeg, [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=640x360:rate=25:duration=30",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=330:sample_rate=48000:duration=30",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-g",
      "250",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      clip,
    ]);
    const tmp = path.join(folder, "tmp");
    fs.mkdirSync(tmp);
    const workRoot = path.join(tmp, "avatalk-clip-work");
    const env = { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString("hex"), TMPDIR: tmp };
    // A short lease, renewed every second while ffmpeg works, so the test waits seconds, not a minute.
    const timings = { leaseMs: 3_000, pollIntervalMs: 250 };

    const first = await startReplica(env, timings);
    replicas.push(first);
    const account = await signUpOn(first);
    const { headers } = account;
    const uploaded = await fetch(`${first.url}${apiPaths.widgetMedia}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream" },
      body: fs.readFileSync(clip),
    });
    expect(uploaded.status).toBe(202);
    const { id } = Media.parse(await uploaded.json());
    const status = async (replica: Replica) =>
      Media.parse(
        await (
          await fetch(`${replica.url}${fillPath(apiPaths.widgetMediaStatus, { id })}`, { headers })
        ).json(),
      );

    // Mid-conversion: ffmpeg has reported progress, and the work folder holds the original.
    await expect
      .poll(
        async () => {
          const media = await status(first);
          return media.status === "processing" && media.progress > 0;
        },
        { timeout: 120_000, interval: 100 },
      )
      .toBe(true);
    expect(fs.readdirSync(workRoot)).toHaveLength(1);
    await first.kill();
    // kill -9 runs no clean-up: the folder stays until a process starts and sweeps it.
    expect(fs.readdirSync(workRoot)).toHaveLength(1);

    const second = await startReplica(env, timings);
    replicas.push(second);
    await expect
      .poll(async () => (await status(second)).status, { timeout: 180_000, interval: 250 })
      .toBe("ready");
    // Claimed twice: by the killed process, then by the new one once the first claim expired.
    expect((await findMedia(handle.db, account.id, id))?.attempts).toBe(2);
    expect(fs.readdirSync(workRoot)).toEqual([]);

    const served = await fetch(`${second.url}${fillPath(apiPaths.widgetMediaItem, { id })}`, { headers });
    expect(served.status).toBe(200);
    const file = path.join(folder, "served.mp4");
    fs.writeFileSync(file, Buffer.from(await served.arrayBuffer()));
    const probe = await runProgram(
      tools.ffprobe,
      ["-v", "error", "-show_entries", "stream=codec_name:format=duration", "-of", "json", file],
      { keepStdout: true },
    );
    const probed = JSON.parse(probe.stdout) as {
      streams: { codec_name: string }[];
      format: { duration: string };
    };
    expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(["aac", "h264"]);
    expect(Number(probed.format.duration)).toBeGreaterThan(29);
  });
});
