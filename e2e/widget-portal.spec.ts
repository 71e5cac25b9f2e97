import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { apiPaths } from "#contracts/api-paths.ts";
import { PANEL_TEXTS } from "#contracts/widget/texts.ts";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import { makeTempFolder, makeTestClip } from "#server/test/clips.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { askInPanel, customerSite, openChat } from "./support/customer-site.ts";
import { queryDatabase } from "./support/db.ts";
import { outboxMailsMentioning } from "./support/outbox.ts";
import { addEntry, goToPortalScreen, saveEntry, startEntry } from "./support/portal.ts";
import { skipRetryWaits } from "./support/retry-waits.ts";
import { signUpCustomer, signUpVerified } from "./support/sign-up.ts";
import { expect, test } from "./support/test.ts";

/**
 * What docs/widget.md promises, set up through the portal as a customer does it: sign up, write
 * the knowledge base (one entry with a clip), allow the site, and a visitor on that site gets the
 * answer; the question it could not answer comes back to the portal and to the customer's mail.
 */

const t = PANEL_TEXTS.en;
/** What an iPhone records: HEVC in a QuickTime .mov, generated with ffmpeg. */
const clipFolder = makeTempFolder("avatalk-e2e-clips-");
const clipFile = makeTestClip(ensureFfmpeg(), clipFolder, "hevc.mov");
test.afterAll(() => fs.rmSync(clipFolder, { recursive: true, force: true }));

test("A customer sets the widget up in the portal and a visitor on their site gets answers", async ({
  page,
  context,
  baseURL,
}) => {
  // The HEVC clip is converted on the server while the journey waits (on two shared cores: ~20 s).
  test.setTimeout(120_000);
  const email = `tess.${randomUUID().slice(0, 8)}@example.com`;
  const key = await signUpVerified(page, email);
  await page.goto("/portal/dashboard");
  const site = await customerSite(baseURL as string, key);
  try {
    // The knowledge base: empty, then two entries, one with a clip uploaded from the form.
    await goToPortalScreen(page, "Knowledge base");
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge base" })).toBeVisible();
    await expect(page.getByText(/No entries yet/)).toBeVisible();

    const dialog = await startEntry(page, {
      title: "Returns",
      questions: "How do I return an item?\nCan I send something back?",
      answer: "Send anything back within 30 days for a full refund. The return label is free.",
    });
    // A file that only pretends to be a video is refused: ffprobe cannot read it.
    await dialog.getByLabel("Answer clip (optional)").setInputFiles({
      name: "answer.webm",
      mimeType: "video/webm",
      buffer: Buffer.from("MZ this is a renamed program"),
    });
    await expect(
      dialog.getByText("This file is not a video we can read. Upload an MP4, MOV, WebM or MKV recording."),
    ).toBeVisible();
    // An iPhone's HEVC .mov is taken, converted for every browser, and its status followed.
    await dialog.getByLabel("Answer clip (optional)").setInputFiles({
      name: "answer-clip.mov",
      mimeType: "video/quicktime",
      buffer: fs.readFileSync(clipFile),
    });
    await expect(dialog.getByText("Ready to play")).toBeVisible({ timeout: 60_000 });
    await expectNoA11yViolations(page);
    await saveEntry(dialog);

    await page.getByRole("button", { name: "Add entry" }).click();
    await dialog.getByRole("button", { name: "Save entry" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await dialog.getByLabel("Title", { exact: true }).fill("Delivery times");
    await dialog
      .getByLabel("Questions", { exact: true })
      .fill("How long does shipping take?\nWhen will my order arrive?");
    await dialog
      .getByLabel("Answer", { exact: true })
      .fill("Orders ship within one business day and arrive in 2 to 4 business days.");
    await saveEntry(dialog);
    await expect(page.getByRole("heading", { level: 2, name: "Returns" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Delivery times" })).toBeVisible();
    const stored = await queryDatabase<{ title: string; has_clip: boolean }>(
      "select e.title, e.media_id is not null as has_clip from widget_entries e join users u on u.id = e.user_id where u.email = $1 order by e.title",
      [email],
    );
    expect(stored).toEqual([
      { title: "Delivery times", has_clip: false },
      { title: "Returns", has_clip: true },
    ]);

    // The widget: allow the site; a bad address is refused on its field.
    await goToPortalScreen(page, "Widget");
    const domains = page.getByLabel("Allowed domains");
    await domains.fill("not a site");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText(/Enter a site address such as https:\/\/www.example.com/)).toBeVisible();
    // Checked in the browser too, whose URL parser writes a wildcard's `*` as `%2A`.
    await domains.fill("https://*.example.com");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(
      page.getByText(
        "Add each site on a line of its own: wildcards such as https://*.example.com are not supported.",
      ),
    ).toBeVisible();
    await domains.fill(site.origin);
    // The business the visitor talks to: the account holder until the customer names it.
    const business = page.getByLabel("Business name");
    await expect(business).toHaveValue("Tess Trailhead");
    await business.fill("Trailhead\u0007Outfitters");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Business name contains characters that are not allowed")).toBeVisible();
    await business.fill("Trailhead Outfitters");
    await page.getByLabel("Greeting").fill("Hi! I'm the Trailhead assistant. How can I help?");
    await page.getByLabel("Suggested questions").fill("When will my order arrive?");
    // The preview stays readable on a light colour, as the widget itself does.
    const colour = page.getByLabel("Colour", { exact: true });
    const chosen = await colour.inputValue();
    await colour.fill("#ffee00");
    await expect(page.getByRole("figure").getByText("When will my order arrive?")).toBeVisible();
    await expectNoA11yViolations(page);
    await colour.fill(chosen);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Your widget settings have been saved.")).toBeVisible();
    await expect(
      page.getByRole("figure").getByText("Hi! I'm the Trailhead assistant. How can I help?"),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // A visitor on the customer's site.
    const visitor = await context.newPage();
    const frame = await openChat(visitor, site.origin);
    await expect(frame.getByText("Hi! I'm the Trailhead assistant. How can I help?")).toBeVisible();
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Trailhead Outfitters");
    const question = await askInPanel(frame, "I want to send something back");
    const log = frame.getByRole("log");
    await expect(log.getByText("Send anything back within 30 days for a full refund.")).toBeVisible();
    const video = frame.getByLabel("Video answer: Returns");
    await expect(video).toHaveAttribute("poster", /\/poster\.jpg\?key=/);
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
      .toBe("hidden");
    // The converted clip decodes in Chromium, which plays no HEVC: it has a picture.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
      .toBeGreaterThan(0);
    // This visitor prefers reduced motion (playwright.config.ts): the clip waits, with its controls,
    // rather than starting by itself (why its time once stayed at 0 here), and plays, with sound (the
    // key press that asked turned it on), at "Replay". Its time advances: the converted H.264/AAC file
    // plays in Chromium.
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused && element.controls)).toBe(
      true,
    );
    await frame.getByRole("button", { name: t.replay }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    const unknown = `Do you rent kayaks? (${randomUUID().slice(0, 6)})`;
    await question.fill(unknown);
    await question.press("Enter");
    await expect(log.getByText(t.unsure)).toBeVisible();
    await log.getByRole("button", { name: t.handoffButton }).click();
    await frame.getByLabel(t.emailLabel).fill("hiker@example.org");
    await frame.getByRole("button", { name: t.handoffSend }).click();
    await expect(frame.getByText("Thanks! The Trailhead Outfitters team has your question")).toBeVisible();
    await visitor.close();

    // Back in the portal: the figures, the gap, the handoff, and the mail to the customer.
    await goToPortalScreen(page, "Conversations");
    await expect(page.getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();
    const handoffs = page.getByRole("region", { name: "Handoffs" });
    await expect(handoffs.getByText(unknown)).toBeVisible();
    await expect(handoffs.getByRole("link", { name: "hiker@example.org" })).toBeVisible();
    const gaps = page.getByRole("region", { name: "Top unanswered questions" });
    await expect(gaps.getByText(unknown)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Recent conversations" }).getByText("Answered with “Returns”"),
    ).toBeVisible();
    await expect.poll(() => outboxMailsMentioning(`To: ${email}`, unknown)).toHaveLength(1);
    await expectNoA11yViolations(page);

    // Answered by mail: the customer marks the question handled, and the database keeps it so.
    const handoff = handoffs.getByRole("listitem", { name: "hiker@example.org" });
    await expect(handoff.getByText("Open", { exact: true })).toBeVisible();
    await handoff.getByRole("button", { name: "Mark handled" }).click();
    await expect(handoff.getByText("Handled", { exact: true })).toBeVisible();
    await expect(handoff.getByRole("button", { name: "Reopen" })).toBeFocused();
    await expectNoA11yViolations(page);
    const [storedHandoff] = await queryDatabase<{ handled_at: Date | null }>(
      "select h.handled_at from widget_handoffs h join users u on u.id = h.user_id where u.email = $1",
      [email],
    );
    expect(storedHandoff?.handled_at).toBeInstanceOf(Date);
    await page.reload();
    await expect(handoff.getByText("Handled", { exact: true })).toBeVisible();

    await gaps.getByRole("link", { name: "Add to knowledge base" }).click();
    await expect(page).toHaveURL(/\/portal\/knowledge-base\?question=/);
    await expect(page.getByRole("dialog", { name: "New entry" }).getByLabel("Questions")).toHaveValue(
      unknown,
    );
  } finally {
    await site.close();
  }
});

test("Focus comes back where the customer was after saving, editing and deleting an entry", async ({
  page,
}) => {
  const email = `focus-${randomUUID().slice(0, 8)}@example.com`;
  await signUpCustomer(page, email);
  await page.goto("/portal/knowledge-base");
  await addEntry(page, {
    title: "Opening hours",
    questions: "When are you open?",
    answer: "Monday to Saturday, 9 to 6.",
  });
  await expect(page.getByRole("button", { name: "Add entry" })).toBeFocused();

  const edit = page.getByRole("button", { name: "Edit Opening hours" });
  await edit.click();
  await page.getByRole("dialog", { name: "Edit entry" }).getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(edit).toBeFocused();

  await page.getByRole("button", { name: "Delete Opening hours" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete “Opening hours”?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  // The button that opened it went with the entry: the page's heading takes focus, not <body>.
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge base" })).toBeFocused();
  expect(
    await queryDatabase(
      "select e.id from widget_entries e join users u on u.id = e.user_id where u.email = $1",
      [email],
    ),
  ).toEqual([]);
});

test("The portal's screens, each titled for itself, and the entry dialog fit a 320 px phone without sideways scrolling", async ({
  page,
}) => {
  await signUpCustomer(page, `narrow-${randomUUID()}@example.com`);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = () =>
    page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
  for (const [path, heading, title] of [
    ["/portal/dashboard", /Welcome/, "Dashboard | Avatalk"],
    ["/portal/knowledge-base", "Knowledge base", "Knowledge base | Avatalk"],
    ["/portal/widget", "Widget", "Widget | Avatalk"],
    ["/portal/conversations", "Conversations", "Conversations | Avatalk"],
    ["/portal/no-such-screen", "This page does not exist", "This page does not exist | Avatalk"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    expect(await overflow(), `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  }
  // A new account has had no visitor yet: nothing to claim about its knowledge base.
  await page.goto("/portal/conversations");
  await expect(
    page.getByText(
      "No questions yet. Once visitors talk to your assistant, the ones it could not answer appear here.",
    ),
  ).toBeVisible();
  await page.goto("/portal/knowledge-base");
  await page.getByRole("button", { name: "Add entry" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
});

test("A question line over the limit is named under the field, and nothing is sent", async ({ page }) => {
  await signUpCustomer(page, `long-${randomUUID().slice(0, 8)}@example.com`);
  await page.goto("/portal/knowledge-base");
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(apiPaths.widgetEntries)) posts += 1;
  });
  const dialog = await startEntry(page, {
    title: "Returns",
    questions: `Can I return it?\n${"a".repeat(301)}`,
    answer: "Within 30 days.",
  });
  const questions = dialog.getByLabel("Questions", { exact: true });
  await dialog.getByRole("button", { name: "Save entry" }).click();
  await expect(questions).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Question must be at most 300 characters")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(posts).toBe(0);
});

test("A knowledge base that could not load says why and loads again at 'Try again'", async ({ page }) => {
  await signUpCustomer(page, `tess.${randomUUID().slice(0, 8)}@example.com`);
  const entries = "**/api/widget/entries";
  await page.route(entries, (route) =>
    route.fulfill({
      status: 500,
      json: { message: "Something went wrong on our side. Please try again later." },
    }),
  );
  await page.clock.install();
  await page.goto("/portal/knowledge-base");
  const failed = page.getByRole("alert").filter({ hasText: "Something went wrong on our side." });
  await skipRetryWaits(page, failed);

  await page.unroute(entries);
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText(/No entries yet/)).toBeVisible();
  await expect(failed).toBeHidden();
});
