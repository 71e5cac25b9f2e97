import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PANEL_TEXTS } from "#contracts/widget-texts.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { customerSite } from "./support/customer-site.ts";
import { queryDatabase } from "./support/db.ts";
import { signUpCustomer, verifyAddress } from "./support/sign-up.ts";
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
  await signUpCustomer(page, email);
  await verifyAddress(page, email);
  const [{ widget_key: key } = { widget_key: "" }] = await queryDatabase<{ widget_key: string }>(
    "select widget_key from users where email = $1",
    [email],
  );
  const site = await customerSite(baseURL as string, key);
  try {
    await page.goto("/portal/knowledge-base");
    await page.getByRole("button", { name: "Add entry" }).first().click();
    const newEntry = page.getByRole("dialog", { name: "New entry" });
    await newEntry.getByLabel("Title", { exact: true }).fill("Returns");
    await newEntry.getByLabel("Questions", { exact: true }).fill("How do I return an item?");
    await newEntry.getByLabel("Answer", { exact: true }).fill(ANSWER);
    await newEntry.getByLabel("Answer clip (optional)").setInputFiles({
      name: "answer.webm",
      mimeType: "video/webm",
      buffer: clip,
    });
    // The captions belong to the saved entry: until it is saved, the field says so.
    await expect(newEntry.getByText("Save the entry with this clip to edit its captions.")).toBeVisible({
      timeout: 60_000,
    });
    await newEntry.getByRole("button", { name: "Save entry" }).click();
    await expect(newEntry).toBeHidden();

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
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Widget" }).click();
    await page.getByLabel("Allowed domains").fill(site.origin);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Your widget settings have been saved.")).toBeVisible();
    const visitor = await context.newPage();
    await visitor.goto(site.origin);
    await visitor.getByRole("button", { name: "Open chat" }).click();
    const frame = visitor.getByTitle("Chat with our assistant").contentFrame();
    const question = frame.getByRole("textbox", { name: PANEL_TEXTS.en.questionLabel });
    await question.fill("How can I return an item?");
    await question.press("Enter");
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
