import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { generationMessages } from "#contracts/generation.ts";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { makeTempFolder } from "#server/test/clips.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { askInPanel, customerSite, openChat } from "./support/customer-site.ts";
import { queryDatabase } from "./support/db.ts";
import { allowSite, goToPortalScreen, saveEntry, startEntry } from "./support/portal.ts";
import { signUpCustomer, signUpVerified, verifyAddress } from "./support/sign-up.ts";
import { expect, test } from "./support/test.ts";

/**
 * A video answer generated from text (docs/decisions/0042-generated-video-answers.md): a customer
 * has the local studio make a talking-head clip of an entry's answer in the portal, makes it again
 * after changing the answer, and a visitor on the customer's site watches it with captions whose
 * times are the synthesiser's own.
 */
test("A customer generates a video answer in the portal and a visitor watches it with exact captions", async ({
  page,
  context,
  baseURL,
}) => {
  // Two studio renders and their processing on two shared cores.
  test.setTimeout(180_000);
  const email = `gene.${randomUUID().slice(0, 8)}@example.com`;
  const key = await signUpVerified(page, email);
  await page.goto("/portal/dashboard");
  const site = await customerSite(baseURL as string, key);
  try {
    await goToPortalScreen(page, "Knowledge base");
    const dialog = await startEntry(page, {
      title: "Opening hours",
      questions: "When are you open?\nWhat are your opening hours?",
      answer: "We are open from nine to five on weekdays. On Saturdays we open at ten.",
    });

    const studio = dialog.getByRole("group", { name: "Or generate a video from the answer" });
    await expect(studio.getByText(/The studio's voice is synthetic/)).toBeVisible();
    await studio.getByLabel("Presenter").selectOption({ label: "Amara" });
    await studio.getByLabel("Voice").selectOption({ label: "Studio voice B (lower)" });
    await studio.getByRole("button", { name: "Generate video" }).click();
    await expect(dialog.getByText("Ready to play")).toBeVisible({ timeout: 90_000 });
    await expectNoA11yViolations(page);

    // The answer changes: the portal says so, and one click makes the clip match again.
    await dialog
      .getByLabel("Answer", { exact: true })
      .fill("We are open from nine to six on weekdays. On Saturdays we open at ten.");
    await expect(studio.getByText(/The answer changed since this video was made/)).toBeVisible();
    await studio.getByRole("button", { name: "Generate again" }).click();
    await expect(studio.getByText(/The answer changed/)).toBeHidden({ timeout: 30_000 });
    await expect(dialog.getByText("Ready to play")).toBeVisible({ timeout: 90_000 });
    await saveEntry(dialog);

    const [clip] = await queryDatabase<{
      words: { start: number; text: string }[];
      generation: { presenterId: string; voiceId: string; text: string };
    }>(
      "select m.words, m.generation from widget_entries e join widget_media m on m.id = e.media_id join users u on u.id = e.user_id where u.email = $1",
      [email],
    );
    expect(clip?.generation).toMatchObject({
      presenterId: "studio-amara",
      voiceId: "en-us+m3",
      text: "We are open from nine to six on weekdays. On Saturdays we open at ten.",
    });

    await allowSite(page, site.origin);

    // A visitor on the customer's site asks and watches the generated answer with its captions.
    const frame = await openChat(await context.newPage(), site.origin);
    await askInPanel(frame, "When are you open?");
    const video = frame.getByLabel("Video answer: Opening hours");
    await expect(video).toBeVisible();
    // The captions load hidden: the panel draws them itself, from the track's cues.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
      .toBe("hidden");
    const cuesShown = () =>
      video.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks[0]?.cues ?? []).map((cue) => ({
          start: cue.startTime,
          text: (cue as VTTCue).text,
        })),
      );
    await expect.poll(async () => (await cuesShown()).length).toBeGreaterThan(1);
    const cues = await cuesShown();
    expect(cues.map((cue) => cue.text)).toEqual([
      "We are open from nine to six on weekdays.",
      "On Saturdays we open at ten.",
    ]);
    // Each caption starts when the synthesiser started its first word (WebVTT keeps milliseconds).
    const words = clip?.words ?? [];
    const saturdays = words.find((word) => word.text === "On");
    expect(cues[0]?.start).toBeCloseTo(words[0]?.start ?? -1, 2);
    expect(cues[1]?.start).toBeCloseTo(saturdays?.start ?? -1, 2);
    // The visitor presses play (a page opened beside the portal is not allowed to autoplay).
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0.5))
      .toBe(true);
  } finally {
    await site.close();
  }
});

/** A head-and-shoulders picture drawn by ffmpeg: a face with a darker, redder band for the lips. */
function portraitPng(folder: string): Buffer {
  const file = path.join(folder, "portrait.png");
  const face = "lt(hypot(X-240,(Y-280)/1.25),120)";
  const lips = "between(Y,345,362)*lt(abs(X-240),38)";
  const channel = (skin: number, lip: number, shirt: number, wall: number) =>
    `if(${face},if(${lips},${lip},${skin}),if(gt(Y,470),${shirt},${wall}))`;
  execFileSync(ensureFfmpeg().ffmpeg, [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "color=c=black:s=480x640",
    "-vf",
    `geq=r='${channel(222, 150, 70, 59)}':g='${channel(170, 60, 90, 74)}':b='${channel(140, 70, 140, 92)}'`,
    "-frames:v",
    "1",
    "-y",
    file,
  ]);
  return fs.readFileSync(file);
}

test("A customer makes their own photo the presenter and generates a clip with it", async ({ page }) => {
  // One studio render of the portrait presenter and its processing on two shared cores.
  test.setTimeout(150_000);
  const folder = makeTempFolder("avatalk-e2e-portrait-");
  try {
    const email = `pia.${randomUUID().slice(0, 8)}@example.com`;
    await signUpCustomer(page, email);
    await verifyAddress(page, email);
    await page.goto("/portal/knowledge-base");
    const dialog = await startEntry(page, {
      title: "Parking",
      questions: "Where can I park?",
      answer: "Park behind the shop, it is free.",
    });

    const studio = dialog.getByRole("group", { name: "Or generate a video from the answer" });
    const presenter = studio.getByLabel("Presenter");
    await expect(presenter.getByRole("option", { name: "Your portrait" })).toHaveCount(0);
    const photo = studio.getByLabel("Your own photo (optional)");
    // Refused in the browser with what to do: another type, then a photo over the size limit.
    await photo.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(studio.getByRole("alert")).toHaveText(generationMessages.portraitNotImage);
    await photo.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(8 * 1024 * 1024 + 1),
    });
    await expect(studio.getByRole("alert")).toHaveText(generationMessages.portraitTooLarge);
    // A file named like a photo whose bytes are not one: the server's refusal, shown the same way.
    await photo.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a png") });
    await expect(studio.getByRole("alert")).toHaveText(generationMessages.portraitNotImage);

    await photo.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: portraitPng(folder) });
    await expect(studio.getByText("Your photo is uploaded and chosen as the presenter.")).toBeVisible();
    await expect(studio.getByRole("alert")).toHaveCount(0);
    const preview = studio.getByRole("img", { name: "Your portrait photo" });
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(480);
    await expect(studio.getByLabel("Replace your photo")).toBeVisible();
    await expect(presenter.locator("option:checked")).toHaveText("Your portrait");
    await expectNoA11yViolations(page);

    await studio.getByRole("button", { name: "Generate video" }).click();
    await expect(dialog.getByText("Ready to play")).toBeVisible({ timeout: 100_000 });
    await saveEntry(dialog);
    const [clip] = await queryDatabase<{ status: string; generation: { presenterId: string } }>(
      "select m.status, m.generation from widget_entries e join widget_media m on m.id = e.media_id join users u on u.id = e.user_id where u.email = $1",
      [email],
    );
    expect(clip).toMatchObject({ status: "ready", generation: { presenterId: "studio-portrait" } });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
