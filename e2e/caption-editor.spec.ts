import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expectNoA11yViolations } from "./support/axe.ts";
import { askInPanel, customerSite, openChat } from "./support/customer-site.ts";
import { allowSite, saveEntry, startEntry } from "./support/portal.ts";
import { signUpVerified } from "./support/sign-up.ts";
import { expect, test } from "./support/test.ts";

/**
 * The customer corrects a caption in the portal, the correction is kept, and a
 * visitor's player shows it.
 */

const clip = fs.readFileSync(path.resolve("server/widget/fixtures/answer-clip.webm"));
const ANSWER = "Send anything back within 30 days for a full refund.";
const CORRECTED = "Free returns within 30 days, no questions asked.";

test("A customer corrects a caption of their clip, it is kept, and a visitor's player shows it", async ({
  page,
  context,
  baseURL,
}) => {
  // The clip is converted on the server while the journey waits (two shared cores).
  test.setTimeout(120_000);
  const email = `captions.${randomUUID().slice(0, 8)}@example.com`;
  const site = await customerSite(baseURL as string, await signUpVerified(page, email));
  try {
    await page.goto("/portal/knowledge-base");
    const newEntry = await startEntry(page, {
      title: "Returns",
      questions: "How do I return an item?",
      answer: ANSWER,
    });
    await newEntry.getByLabel("Answer clip (optional)").setInputFiles({
      name: "answer.webm",
      mimeType: "video/webm",
      buffer: clip,
    });
    // The captions belong to the saved entry: until it is saved, the field says so.
    await expect(newEntry.getByText("Save the entry with this clip to edit its captions.")).toBeVisible({
      timeout: 60_000,
    });
    await saveEntry(newEntry);

    await page.getByRole("button", { name: "Edit Returns" }).click();
    const entry = page.getByRole("dialog", { name: "Edit entry" });
    const openCaptions = entry.getByRole("button", { name: "Edit captions" });
    await openCaptions.click();
    const editor = page.getByRole("dialog", { name: "Captions" });
    await expect(editor.getByText("Timed to your voice")).toBeVisible();
    const first = editor.getByRole("group", { name: "Caption 1" });
    await expect(first.getByLabel("Caption text")).toHaveValue(ANSWER);
    await expectNoA11yViolations(page);

    // A caption ending before it starts is named on its field; corrected, the captions are saved.
    const end = first.getByLabel("End");
    const endAsMade = await end.inputValue();
    await end.fill("0:00.00");
    await first.getByLabel("Caption text").fill(CORRECTED);
    await editor.getByRole("button", { name: "Save captions" }).click();
    await expect(first.getByText("The caption must end after it starts.")).toBeVisible();
    await expect(end).toBeFocused();
    await end.fill(endAsMade);
    await editor.getByRole("button", { name: "Save captions" }).click();
    await expect(editor).toBeHidden();
    await expect(
      entry.getByText("Captions saved. Visitors see them the next time the clip plays."),
    ).toBeVisible();
    await expect(openCaptions).toBeFocused();
    // Saving the captions saved nothing else: the entry's dialog is still open, unsaved.
    await expect(entry).toBeVisible();
    await entry.getByRole("button", { name: "Close" }).click();

    await page.reload();
    await page.getByRole("button", { name: "Edit Returns" }).click();
    await page
      .getByRole("dialog", { name: "Edit entry" })
      .getByRole("button", { name: "Edit captions" })
      .click();
    await expect(editor.getByText("Edited by you")).toBeVisible();
    await expect(editor.getByRole("group", { name: "Caption 1" }).getByLabel("Caption text")).toHaveValue(
      CORRECTED,
    );
    // Escape closes the captions, then the entry: one layer at a time.
    await page.keyboard.press("Escape");
    await expect(editor).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Edit entry" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // The visitor's player loads the corrected caption track.
    await allowSite(page, site.origin);
    const visitor = await context.newPage();
    const frame = await openChat(visitor, site.origin);
    await askInPanel(frame, "How can I return an item?");
    const video = frame.getByLabel("Video answer: Returns");
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => {
          const cue = element.textTracks[0]?.cues?.[0];
          return cue instanceof VTTCue ? cue.text : undefined;
        }),
      )
      .toBe(CORRECTED);
    await visitor.close();
  } finally {
    await site.close();
  }
});
