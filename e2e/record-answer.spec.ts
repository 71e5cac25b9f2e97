import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { browserWith, openRecorder } from "./support/recorder.ts";
import { expect, test } from "./support/test.ts";

/** Recording an answer with Chromium's fake camera and microphone, its permission prompt accepting. */
browserWith("--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream");

test("A customer records an answer, watches it back, records again and keeps it for the entry", async ({
  page,
}) => {
  // Two takes, each after its 3-second countdown, on top of signing up: past the default 30 s here.
  test.slow();
  const email = `rec-${randomUUID().slice(0, 8)}@example.com`;
  const { entry, recorder } = await openRecorder(page, email);
  // The teleprompter shows the answer as it stands in the form.
  await expect(recorder.getByRole("region", { name: "Script" })).toContainText(
    "Send anything back within 30 days",
  );
  const start = recorder.getByRole("button", { name: "Start recording" });
  await expect(start).toBeEnabled();
  await expect(start).toBeFocused();
  await expect(recorder.getByRole("status")).toHaveText("Camera ready. Start recording when you are.");
  await expectNoA11yViolations(page);

  // From the keyboard: 3-2-1, then a take of two seconds against the three-minute limit.
  await page.keyboard.press("Enter");
  const stop = recorder.getByRole("button", { name: "Stop recording" });
  await expect(stop).toBeFocused();
  await expect(recorder.getByRole("status")).toHaveText("Recording. It stops by itself at 3:00.");
  await expect(recorder.getByText("0:02 / 3:00")).toBeVisible();
  await page.keyboard.press("Enter");

  // Watched back: the take plays, with a picture.
  await expect(recorder.getByRole("region", { name: "Script" })).toBeHidden();
  const playback = recorder.getByLabel("Your take");
  await expect(playback).toBeFocused();
  await expect(recorder.getByRole("status")).toHaveText(
    /^Recorded 0:0[23]\. Watch it back, record again, or use this take\.$/,
  );
  await playback.evaluate((video: HTMLVideoElement) => video.play());
  await expect
    .poll(() => playback.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.5);
  expect(await playback.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await expectNoA11yViolations(page);

  // Another take, kept this time.
  await recorder.getByRole("button", { name: "Record again" }).click();
  await recorder.getByRole("button", { name: "Start recording" }).click();
  await expect(recorder.getByText("0:01 / 3:00")).toBeVisible();
  await recorder.getByRole("button", { name: "Stop recording" }).click();
  await recorder.getByRole("button", { name: "Use this take" }).click();
  await expect(recorder).toBeHidden();

  // Uploaded through the clip field's own call (then converted), and saved with the entry.
  await expect(
    entry.getByText(/Waiting to be converted|Converting for every browser|Ready to play/),
  ).toBeVisible();
  await entry.getByRole("button", { name: "Save entry" }).click();
  await expect(entry).toBeHidden();
  const stored = await queryDatabase<{ title: string; content_type: string; size_bytes: number }>(
    `select e.title, m.content_type, m.size_bytes from widget_entries e
       join widget_media m on m.id = e.media_id join users u on u.id = e.user_id where u.email = $1`,
    [email],
  );
  // The take as it was recorded, or already converted to MP4 by the clip job.
  expect(stored).toEqual([
    {
      title: "Returns",
      content_type: expect.stringMatching(/^video\/(webm|mp4)$/),
      size_bytes: expect.any(Number),
    },
  ]);
  expect(stored[0]?.size_bytes).toBeGreaterThan(10_000);
});

test("On a 320 px phone the recorder fits, and closing it turns the camera off, mid-take too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // Every stream the page is given, so the test can see whether its tracks were stopped.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { recorderStreams: streams });
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const liveTracks = () =>
    page.evaluate(
      () =>
        (window as unknown as { recorderStreams: MediaStream[] }).recorderStreams
          .flatMap((stream) => stream.getTracks())
          .filter((track) => track.readyState === "live").length,
    );
  const sidewaysScroll = (dialog: Locator) =>
    dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  const { entry, open, recorder } = await openRecorder(page);
  await expect(recorder.getByRole("button", { name: "Start recording" })).toBeEnabled();
  expect(await sidewaysScroll(recorder)).toBeLessThanOrEqual(0);
  expect(await liveTracks()).toBe(2);
  await page.keyboard.press("Escape");
  await expect(recorder).toBeHidden();
  await expect(open).toBeFocused();
  await expect.poll(liveTracks).toBe(0);
  // The entry's form with its new button fits too (hidden from the accessibility tree until now).
  expect(await sidewaysScroll(entry)).toBeLessThanOrEqual(0);

  await open.click();
  await recorder.getByRole("button", { name: "Start recording" }).click();
  await expect(recorder.getByRole("button", { name: "Stop recording" })).toBeVisible();
  await recorder.getByRole("button", { name: "Close" }).click();
  await expect(recorder).toBeHidden();
  await expect.poll(liveTracks).toBe(0);
});
