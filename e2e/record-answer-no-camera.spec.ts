import { clipRecorderCopy } from "#content/clip-recorder.ts";
import { browserWith, openRecorder } from "./support/recorder.ts";
import { expect, test } from "./support/test.ts";

/** No capture device at all (no fake one either), and a browser without MediaRecorder. */
browserWith("--use-fake-ui-for-media-stream");

test("A customer without a camera, or in a browser that cannot record, is told what to do", async ({
  page,
}) => {
  const { open, recorder } = await openRecorder(page);
  await expect(recorder.getByRole("alert")).toContainText("No camera or microphone found");
  await expect(recorder.getByRole("alert")).toContainText(clipRecorderCopy.problems.notFound.text);
  await page.keyboard.press("Escape");
  await expect(recorder).toBeHidden();

  // A browser without MediaRecorder: nothing to try again, the upload is the way.
  await page.evaluate(() => Object.defineProperty(window, "MediaRecorder", { value: undefined }));
  await open.click();
  await expect(recorder.getByRole("alert")).toContainText("Recording is not available in this browser");
  await expect(recorder.getByRole("alert")).toContainText(
    "Use a current version of Chrome, Edge, Firefox or Safari, or record on your phone and upload the file.",
  );
  await expect(recorder.getByRole("button", { name: "Try again" })).toHaveCount(0);
});
