import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { GeneratorList, generationMessages } from "#contracts/generation.ts";
import { Captions } from "#contracts/media.ts";
import { Media } from "#contracts/widget/index.ts";
import { widgetMedia } from "#server/db/schema.ts";
import { ESPEAK_INSTALL_HINT, speechAvailable, synthesize } from "#server/generation/espeak.ts";
import { runProgram } from "#server/media/run-program.ts";
import { appWithClipFolder } from "#server/test/clip-app.ts";
import { testConfig } from "#server/test/test-app.ts";
import { customer, processed } from "#server/test/widget.ts";

/**
 * Generated video answers through the API: the studio's offer, a clip generated from text that goes
 * through the clip pipeline to ready with captions timed by the synthesiser, the portrait presenter,
 * and every refusal with its message.
 */
if (!speechAvailable()) throw new Error(`The generation tests need libespeak-ng. ${ESPEAK_INSTALL_HINT}`);

const setup = appWithClipFolder();
const tools = testConfig().ffmpeg;

const ANSWER = "We open at nine every morning, Monday to Saturday. Parking is free, right behind the shop!";

type Account = Awaited<ReturnType<typeof customer>>;

/** Asks the studio for a clip: Mara saying ANSWER in English, but for what `change` names. */
function generate(account: Account, change: Record<string, unknown> = {}) {
  return account.send("POST", apiPaths.widgetGenerations, {
    provider: "studio",
    presenterId: "studio-mara",
    voiceId: "en-us+f3",
    language: "en",
    text: ANSWER,
    ...change,
  });
}

describe("GET /api/widget/generators", () => {
  it("offers the studio's presenters and the voices of the asked language, marked synthetic", async () => {
    const account = await customer(setup.app);
    const response = await account.send("GET", `${apiPaths.widgetGenerators}?language=de`);
    expect(response.statusCode).toBe(200);
    const list = GeneratorList.parse(response.json());
    expect(list.unavailable).toEqual([]);
    const [studio] = list.generators;
    expect(list.generators).toHaveLength(1);
    expect(studio?.provider).toBe("studio");
    expect(studio?.synthetic).toBe(true);
    expect(studio?.presenters.map((presenter) => presenter.name)).toEqual(["Mara", "Jonas", "Amara"]);
    expect(studio?.voices.length).toBeGreaterThanOrEqual(3);
    expect(studio?.voices.every((voice) => voice.language === "de" && voice.id.startsWith("de+"))).toBe(true);
  });

  it("refuses a language the widget does not speak", async () => {
    const account = await customer(setup.app);
    const response = await account.send("GET", `${apiPaths.widgetGenerators}?language=ko`);
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /api/widget/generations", () => {
  it("generates a clip saying the text, processed like an upload, with captions from the speech", async () => {
    const account = await customer(setup.app);
    const started = await generate(account, { presenterId: "studio-jonas", voiceId: "en-us+m3" });
    expect(started.statusCode).toBe(202);
    const queued = Media.parse(started.json());
    expect(queued.status).toBe("generating");
    expect(queued.generatedFrom).toMatchObject({ presenterId: "studio-jonas", text: ANSWER });

    const ready = await processed(setup.app, account.headers, queued.id);
    expect(ready.failureMessage).toBeNull();
    expect(ready.status).toBe("ready");
    expect(ready.posterUrl).not.toBeNull();
    // Loudness set like an upload's: towards -16 LUFS, by a linear gain the true peak may hold back.
    expect(ready.loudness?.outputIntegrated).toBeGreaterThan(-20);
    expect(ready.loudness?.outputIntegrated).toBeLessThan(-15.5);
    expect(ready.loudness?.outputTruePeak).toBeLessThanOrEqual(-1);
    // The clip lasts as long as the speech and its short tail.
    const speech = synthesize(ANSWER, "en-us+m3");
    expect(ready.durationSeconds).toBeGreaterThan(speech.durationSeconds);
    expect(ready.durationSeconds).toBeLessThan(speech.durationSeconds + 1);

    const played = await account.send("GET", fillPath(apiPaths.widgetMediaItem, { id: queued.id }));
    expect(played.statusCode).toBe(200);
    const file = path.join(setup.folder, "generated.mp4");
    fs.writeFileSync(file, played.rawPayload);
    if (!tools) throw new Error("no ffmpeg");
    const probe = await runProgram(
      tools.ffprobe,
      ["-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv=p=0", file],
      { keepStdout: true },
    );
    expect(probe.stdout.trim().split("\n").sort()).toEqual(["aac", "h264,640,360"]);

    // Saved in an entry, its captions are the spoken words at the synthesiser's times.
    const entry = await account.addEntry({ title: "Opening hours", answer: ANSWER, mediaId: queued.id });
    const captions = Captions.parse(
      (await account.send("GET", fillPath(apiPaths.widgetEntryCaptions, { id: entry.id }))).json(),
    );
    expect(captions.edited).toBe(false);
    expect(captions.cues.map((cue) => cue.text).join(" ")).toBe(ANSWER);
    const [row] = await setup.app.database.db.select().from(widgetMedia).where(eq(widgetMedia.id, queued.id));
    const words = row?.words ?? [];
    expect(words.map((word) => word.text).join(" ")).toBe(ANSWER);
    expect(captions.cues[0]?.start).toBeCloseTo(words[0]?.start ?? -1, 3);
    const secondSentence = words.find((word) => word.text === "Parking");
    expect(captions.cues[1]?.start).toBeCloseTo(secondSentence?.start ?? -1, 3);
    // The stored times are the synthesiser's: speaking the text again puts the word within a few
    // milliseconds of them (espeak-ng's output varies by a sample block from run to run).
    const again = speech.words.find((word) => word.text === "Parking");
    expect(Math.abs((again?.start ?? 0) - (secondSentence?.start ?? 0))).toBeLessThan(0.02);
  });

  it.each([
    [{ presenterId: "studio-nobody" }, 400, generationMessages.unknownPresenter],
    [{ voiceId: "de+f3" }, 400, generationMessages.unknownVoice],
    [{ provider: "heygen" }, 400, generationMessages.providerNotConfigured],
    [{ presenterId: "studio-portrait" }, 400, generationMessages.unknownPresenter],
  ])("refuses %j with a message", async (change, status, message) => {
    const account = await customer(setup.app);
    const response = await generate(account, change);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it("refuses an empty text with the field named", async () => {
    const account = await customer(setup.app);
    const response = await generate(account, { text: "   " });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["text"]);
  });
});

describe("the portrait presenter", () => {
  it("refuses a file that is not a photo, then makes a presenter of an uploaded portrait", async () => {
    const account = await customer(setup.app);
    const put = (payload: Buffer) =>
      setup.app.inject({
        method: "PUT",
        url: apiPaths.widgetPortrait,
        headers: { ...account.headers, "content-type": "application/octet-stream" },
        payload,
      });
    const refused = await put(Buffer.from("not a photo at all"));
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: generationMessages.portraitNotImage });

    if (!tools) throw new Error("no ffmpeg");
    const photo = path.join(setup.folder, "portrait.png");
    await runProgram(
      tools.ffmpeg,
      ["-v", "error", "-f", "lavfi", "-i", "color=c=0xd8a888:s=480x640", "-frames:v", "1", "-y", photo],
      {},
    );
    expect((await account.send("GET", apiPaths.widgetPortrait)).json()).toEqual({ present: false });
    const none = await account.send("GET", apiPaths.widgetPortraitPhoto);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: generationMessages.noPortrait });
    expect((await put(fs.readFileSync(photo))).statusCode).toBe(204);
    expect((await account.send("GET", apiPaths.widgetPortrait)).json()).toEqual({ present: true });
    // The portal shows the photo back, as the PNG it is, to its own account only.
    const shown = await account.send("GET", apiPaths.widgetPortraitPhoto);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(shown.rawPayload.equals(fs.readFileSync(photo))).toBe(true);
    const other = await customer(setup.app);
    expect((await other.send("GET", apiPaths.widgetPortraitPhoto)).statusCode).toBe(404);
    expect((await setup.app.inject({ url: apiPaths.widgetPortraitPhoto })).statusCode).toBe(401);
    const list = GeneratorList.parse(
      (await account.send("GET", `${apiPaths.widgetGenerators}?language=en`)).json(),
    );
    expect(list.generators[0]?.presenters.map((presenter) => presenter.id)).toContain("studio-portrait");

    const started = await generate(account, {
      presenterId: "studio-portrait",
      text: "Hello from my own photo.",
    });
    expect(started.statusCode).toBe(202);
    const ready = await processed(setup.app, account.headers, Media.parse(started.json()).id);
    expect(ready.status).toBe("ready");
  });
});
