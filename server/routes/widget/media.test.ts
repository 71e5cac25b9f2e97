import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { Captions, mediaMessages } from "#contracts/media.ts";
import { runProgram } from "#server/media/run-program.ts";
import { appWithClipFolder } from "#server/test/clip-app.ts";
import { type ClipKind, makeTestClip } from "#server/test/clips.ts";
import { buildTestApp, testConfig } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall, processed } from "#server/test/widget.ts";

/**
 * Clips, generated with ffmpeg and sent through the API: each ends ready as an H.264/AAC
 * MP4 with its index first and a poster, or is refused or failed with its message.
 */
const setup = appWithClipFolder();
const tools = testConfig().ffmpeg;

/** Uploads a clip of this kind, made with ffmpeg in the file's folder, as the portal sends it. */
function uploadClip(
  headers: Record<string, string>,
  kind: ClipKind,
  contentType = "application/octet-stream",
) {
  if (!tools) throw new Error("no ffmpeg");
  return setup.app.inject({
    method: "POST",
    url: apiPaths.widgetMedia,
    headers: { ...headers, "content-type": contentType },
    payload: fs.readFileSync(makeTestClip(tools, setup.folder, kind)),
  });
}

/** What ffprobe reads in a served clip: codecs, pixel format, size, and where the index is. */
async function inspect(bytes: Buffer) {
  if (!tools) throw new Error("no ffmpeg");
  const file = path.join(setup.folder, `served-${Date.now()}.mp4`);
  fs.writeFileSync(file, bytes);
  const probe = await runProgram(
    tools.ffprobe,
    ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", file],
    { keepStdout: true },
  );
  const json = JSON.parse(probe.stdout) as {
    streams: {
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      channels?: number;
    }[];
    format: { format_name: string };
  };
  const video = json.streams.find((stream) => stream.codec_type === "video");
  const audio = json.streams.find((stream) => stream.codec_type === "audio");
  return {
    video: {
      codec: video?.codec_name,
      pixelFormat: video?.pix_fmt,
      width: video?.width,
      height: video?.height,
    },
    audio: audio && { codec: audio.codec_name, channels: audio.channels },
    // +faststart: the index (moov) comes before the frames (mdat), so a browser starts at once.
    indexFirst: bytes.indexOf("moov") < bytes.indexOf("mdat"),
  };
}

describe("POST /api/widget/media with what people record", () => {
  it.each([
    ["hevc.mov", "video/quicktime", { width: 640, height: 360 }],
    ["h264.mov", "video/quicktime", { width: 640, height: 360 }],
    ["vp9.webm", "video/webm", { width: 640, height: 360 }],
    ["4k.mp4", "video/mp4", { width: 1280, height: 720 }],
  ] as const)(
    "turns %s into an H.264/AAC faststart MP4 with a poster",
    { timeout: 120_000 },
    async (kind, type, size) => {
      if (!tools) throw new Error("no ffmpeg");
      const ada = await customer(setup.app);
      await ada.allow([CUSTOMER_SITE]);
      const queued = await uploadClip(ada.headers, kind as ClipKind, type);
      expect(queued.statusCode).toBe(202);
      const { id } = queued.json() as { id: string };
      const media = await processed(setup.app, ada.headers, id);
      expect(media).toMatchObject({ status: "ready", progress: 1, failureMessage: null });
      expect(media.durationSeconds).toBeGreaterThan(0.9);
      expect(media.loudness?.outputIntegrated).toBeCloseTo(-16, 0);

      const served = await frameCall(
        setup.app,
        `${fillPath(apiPaths.widgetPublicMedia, { id })}?key=${ada.widgetKey}`,
      );
      expect(await inspect(served.rawPayload)).toEqual({
        video: { codec: "h264", pixelFormat: "yuv420p", ...size },
        audio: { codec: "aac", channels: 2 },
        indexFirst: true,
      });
      const poster = await frameCall(
        setup.app,
        `${fillPath(apiPaths.widgetPublicPoster, { id })}?key=${ada.widgetKey}`,
      );
      expect(poster.statusCode).toBe(200);
      expect(poster.headers["content-type"]).toBe("image/jpeg");
      expect(poster.rawPayload.subarray(0, 3).toString("hex")).toBe("ffd8ff");
    },
  );

  it.each([
    ["text.txt", 415, mediaMessages.notVideo],
    ["audio-only.m4a", 415, mediaMessages.noVideoStream],
    ["polyglot.mp4", 415, mediaMessages.trailingData],
    ["truncated.mp4", 422, mediaMessages.damaged],
    ["long.mp4", 422, mediaMessages.tooLong],
  ] as const)(
    "refuses %s with %i and its message, storing nothing",
    { timeout: 60_000 },
    async (kind, status, message) => {
      if (!tools) throw new Error("no ffmpeg");
      const ada = await customer(setup.app);
      const refused = await uploadClip(ada.headers, kind);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status, body: { message } });
      expect((await ada.send("GET", apiPaths.widgetMedia)).json().media).toHaveLength(0);
    },
  );

  it("answers 503 with what is wrong when the server has no ffmpeg", async () => {
    const bare = await buildTestApp({ ffmpeg: undefined });
    try {
      const ada = await customer(bare);
      const response = await bare.inject({
        method: "POST",
        url: apiPaths.widgetMedia,
        headers: { ...ada.headers, "content-type": "video/mp4" },
        payload: Buffer.from("bytes"),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message:
          "Video uploads are not available right now: this server cannot process video. Try again later.",
      });
    } finally {
      await bare.close();
    }
  });
});

describe("PUT /api/widget/entries/:id/captions", () => {
  it("lets the customer correct a cue, upload WebVTT, and go back to the timed answer", {
    timeout: 60_000,
  }, async () => {
    if (!tools) throw new Error("no ffmpeg");
    const ada = await customer(setup.app);
    await ada.allow([CUSTOMER_SITE]);
    const { id: mediaId } = (await uploadClip(ada.headers, "h264.mov")).json() as {
      id: string;
    };
    const entry = await ada.addEntry({ title: "Returns", answer: "Send it back within 30 days.", mediaId });
    const url = fillPath(apiPaths.widgetEntryCaptions, { id: entry.id });
    expect((await ada.send("GET", url)).json()).toEqual({ message: mediaMessages.captionsNotReady });
    await processed(setup.app, ada.headers, mediaId);

    const made = Captions.parse((await ada.send("GET", url)).json());
    expect(made).toMatchObject({ edited: false, cues: [{ text: "Send it back within 30 days." }] });

    const corrected = await ada.send("PUT", url, {
      cues: [{ start: 0.5, end: 2.5, text: "Send it back within 60 days." }],
    });
    expect(corrected.json()).toEqual({
      edited: true,
      cues: [{ start: 0.5, end: 2.5, text: "Send it back within 60 days." }],
    });
    const publicVtt = `${fillPath(apiPaths.widgetCaptions, { id: entry.id })}?key=${ada.widgetKey}`;
    expect((await frameCall(setup.app, publicVtt)).body).toBe(
      "WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.500\nSend it back within 60 days.\n",
    );

    const own = await ada.send("PUT", url, {
      vtt: "WEBVTT\n\nintro\n00:00:00.000 --> 00:00:01.200 align:center\n<b>Send it back</b>\n\n00:01.200 --> 00:02.900\nwithin 30 days.\n",
    });
    expect(own.json()).toEqual({
      edited: true,
      cues: [
        { start: 0, end: 1.2, text: "Send it back" },
        { start: 1.2, end: 2.9, text: "within 30 days." },
      ],
    });

    const notVtt = await ada.send("PUT", url, { vtt: "1\n00:00:00,000 --> 00:00:01,000\nSRT, not WebVTT" });
    expect({ status: notVtt.statusCode, body: notVtt.json() }).toEqual({
      status: 400,
      body: { message: mediaMessages.captionsInvalid },
    });
    const pastTheEnd = await ada.send("PUT", url, { cues: [{ start: 1, end: 60, text: "Too long." }] });
    expect(pastTheEnd.json()).toEqual({ message: mediaMessages.cueTimesInvalid });

    expect((await ada.send("PUT", url, { cues: null })).json()).toEqual(made);
  });
});

describe("POST /api/widget/media/:id/retry", () => {
  it("queues a failed clip again and refuses any other", { timeout: 60_000 }, async () => {
    if (!tools) throw new Error("no ffmpeg");
    const ada = await customer(setup.app);
    const { id } = (await uploadClip(ada.headers, "h264.mov")).json() as {
      id: string;
    };
    await processed(setup.app, ada.headers, id);
    const notFailed = await ada.send("POST", fillPath(apiPaths.widgetMediaRetry, { id }));
    expect({ status: notFailed.statusCode, body: notFailed.json() }).toEqual({
      status: 409,
      body: { message: mediaMessages.notRetryable },
    });
  });
});
