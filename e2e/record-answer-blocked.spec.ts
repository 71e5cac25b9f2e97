import { expectNoA11yViolations } from "./support/axe.ts";
import { browserWith, openRecorder } from "./support/recorder.ts";
import { expect, test } from "./support/test.ts";

/** Chromium's permission prompt refuses the camera, as a customer who clicks "Block" does. */
browserWith("--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream=deny");

test("A customer who blocked the camera is told how to allow it", async ({ page }) => {
  const { open, recorder } = await openRecorder(page);
  const alert = recorder.getByRole("alert");
  await expect(alert).toContainText("Camera and microphone blocked");
  await expect(alert).toContainText(
    "Allow both for this site (the camera or lock icon beside the address), then try again.",
  );
  await expect(recorder.getByRole("button", { name: "Try again" })).toBeFocused();
  await expectNoA11yViolations(page);
  await recorder.getByRole("button", { name: "Back to the entry" }).click();
  await expect(recorder).toBeHidden();
  await expect(open).toBeFocused();
});
