import { widgetDemo } from "#content/home.ts";
import { howItWorksPage } from "#content/how-it-works.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/** docs/product.md §Routes, How it works: hero, walkthrough, accordion, integration tabs, copy button, FAQ, CTA. */

test.beforeEach(async ({ page }) => {
  await page.goto("/how-it-works");
});

test("The hero's 'Get Started Now' opens sign-up in a new tab, and the page speaks of over 30 languages", async ({
  page,
}) => {
  const getStarted = page.getByRole("link", { name: /^Get Started Now/ });
  await expect(getStarted).toHaveAttribute("href", "/sign_up");
  await expect(getStarted).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("main")).toContainText("over 30 languages");
  await expect(page.getByRole("main")).not.toContainText("22 languages");
});

test.describe("for visitors who have not asked for reduced motion", () => {
  // The walkthrough plays on its own only for them; the browser here prefers reduced motion.
  test.use({ reducedMotion: "no-preference" });

  test("'Watch Demo' plays the walkthrough in a dialog that can be paused, stepped and closed", async ({
    page,
  }) => {
    const watchDemo = page.getByRole("button", { name: "Watch Demo" });
    await watchDemo.click();

    const dialog = page.getByRole("dialog", { name: "Avatalk product walkthrough" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Paste one line of script" })).toBeVisible();
    await dialog.getByRole("button", { name: "Pause" }).click();
    await expect(dialog.getByRole("button", { name: "Play" })).toBeVisible();
    await dialog.getByRole("button", { name: "Next step" }).click();
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Connect your knowledge" })).toBeVisible();
    await dialog.getByRole("button", { name: "Previous step" }).click();
    await dialog.getByRole("button", { name: "Previous step" }).click();
    await expect(dialog.getByText("Step 4 of 4")).toBeVisible();
    // The dialog as it plays; the page around it, with every dialog open, is interactive-states.spec's.
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'] });

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(watchDemo).toBeFocused();
  });

  test("The walkthrough plays on its own, one step after another", async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await page.getByRole("button", { name: "Play the product walkthrough" }).click();
    const dialog = page.getByRole("dialog", { name: "Avatalk product walkthrough" });
    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();

    await page.clock.runFor(6000);

    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test("With reduced motion the walkthrough waits, paused, for the visitor to step through it", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.getByRole("button", { name: "Watch Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Avatalk product walkthrough" });

  await expect(dialog.getByRole("button", { name: "Play" })).toBeVisible();
  await dialog.getByRole("button", { name: "Learn what your visitors need" }).click();
  await expect(dialog.getByText("Step 4 of 4")).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`The walkthrough's conversation shows the widget's real panel, whole, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Watch Demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Avatalk product walkthrough" });
    await dialog.getByRole("button", { name: "Next step" }).click();
    await dialog.getByRole("button", { name: "Next step" }).click();
    await expect(dialog.getByText("Step 3 of 4")).toBeVisible();
    // The panel where the video leads (the home page's mock-up): the business in its header, the
    // answer's caption over the video, and its question box inside the player, not cut off.
    const scene = dialog.locator("[data-walkthrough]");
    await expect(scene.getByText(widgetDemo.businessName)).toBeVisible();
    await expect(scene.getByText(widgetDemo.caption, { exact: true })).toBeVisible();
    const stage = await scene.boundingBox();
    const questionBox = await scene.getByText(widgetDemo.questionPlaceholder).boundingBox();
    expect(stage && questionBox).toBeTruthy();
    if (stage && questionBox) {
      expect(questionBox.y + questionBox.height).toBeLessThanOrEqual(stage.y + stage.height);
      expect(questionBox.x + questionBox.width).toBeLessThanOrEqual(stage.x + stage.width);
    }
  });
}

test("The walkthrough's controls are all reached with Tab, in order, and Tab stays in the dialog", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Watch Demo" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Avatalk product walkthrough" });
  await expect(dialog).toBeVisible();
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
    });
  const names = [await focusedName()];
  for (let press = 0; press < 9; press++) {
    await page.keyboard.press("Tab");
    names.push(await focusedName());
  }
  // Round the dialog and back to where Tab started: the last control leads to the first.
  expect(names.slice(0, 8)).toEqual([
    "Previous step",
    "Play",
    "Next step",
    "Paste one line of script",
    "Connect your knowledge",
    "Your visitor asks, face to face",
    "Learn what your visitors need",
    "Close",
  ]);
  expect(names.slice(8)).toEqual(["Previous step", "Play"]);
});

test("The technology accordion opens one topic at a time, and the open one can be closed", async ({
  page,
}) => {
  // axe over the whole page, once per state: slow on a busy machine.
  test.slow();
  const topics = page.getByRole("region", { name: howItWorksPage.technology.title });
  const [knowledge, learning, , visual] = howItWorksPage.technology.topics;
  if (!knowledge || !learning || !visual) throw new Error("content/how-it-works.ts needs four topics");
  const knowledgeText = topics.getByText(knowledge.text);
  const learningText = topics.getByText(learning.text);
  await expect(knowledgeText).toBeVisible();
  await expect(learningText).toBeHidden();

  await topics.getByText(learning.title, { exact: true }).click();
  await expect(learningText).toBeVisible();
  await expect(knowledgeText).toBeHidden();
  await expect(topics.getByText(/a right one becomes a phrasing/)).toBeVisible();
  await expectNoA11yViolations(page);

  await topics.getByText(learning.title, { exact: true }).click();
  await expect(learningText).toBeHidden();
  await expect(knowledgeText).toBeHidden();

  // The keyboard works too: Tab on to the fourth topic (the closed ones hide their text), Enter opens it.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(topics.getByText(visual.text)).toBeVisible();
});

test("The ROI figures show docs/product.md's claims", async ({ page }) => {
  const roi = page.getByRole("region", { name: howItWorksPage.roi.title });
  for (const figure of ["68%", "93%", "47%", "94%", "1-2 hours", "Under 30 min"]) {
    await expect(roi.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(roi.getByText("Fewer support tickets")).toBeVisible();
  await expect(roi.getByText(/under 30 minutes/)).toBeVisible();
});

test("The integration tabs switch by mouse and by arrow keys", async ({ page }) => {
  // axe over the whole page, once per state: slow on a busy machine.
  test.slow();
  const integration = page.getByRole("region", { name: howItWorksPage.integration.title });
  const simpleCode = integration.getByRole("tab", { name: "Simple Code" });
  const api = integration.getByRole("tab", { name: "API Integration" });
  const cms = integration.getByRole("tab", { name: "CMS Plugins" });
  await expect(simpleCode).toHaveAttribute("aria-selected", "true");
  await expect(integration.getByRole("tabpanel", { name: "Simple Code" })).toContainText(
    'data-key="YOUR_API_KEY"',
  );

  await api.click();
  const apiPanel = integration.getByRole("tabpanel", { name: "API Integration" });
  for (const capability of ["Authentication", "Conversation management", "Analytics events", "Webhooks"]) {
    await expect(apiPanel.getByText(capability, { exact: true })).toBeVisible();
  }
  await expect(apiPanel.getByText(/Access is role-based/)).toBeVisible();
  await expect(apiPanel.getByRole("link", { name: "Read the API documentation" })).toHaveAttribute(
    "href",
    apiPaths.docs,
  );
  await expectNoA11yViolations(page);

  await page.keyboard.press("ArrowRight");
  await expect(cms).toBeFocused();
  await expect(cms).toHaveAttribute("aria-selected", "true");
  const cmsPanel = integration.getByRole("tabpanel", { name: "CMS Plugins" });
  await expect(cmsPanel.getByRole("listitem").filter({ hasText: "WordPress" })).toContainText("Available");
  for (const plugin of ["Shopify", "Wix", "Squarespace"]) {
    await expect(cmsPanel.getByRole("listitem").filter({ hasText: plugin })).toContainText("Coming Soon");
  }
  await expect(cmsPanel.getByRole("link", { name: "Download the WordPress plugin" })).toHaveAttribute(
    "href",
    apiPaths.wordpressPlugin,
  );
  await expectNoA11yViolations(page);

  await page.keyboard.press("ArrowRight");
  await expect(simpleCode).toBeFocused();
  await expect(simpleCode).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(cms).toHaveAttribute("aria-selected", "true");
});

test("Copying the embed code puts it on the clipboard and confirms it for 2 seconds", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await page.reload();
  const panel = page.getByRole("tabpanel", { name: "Simple Code" });
  const code = await panel.getByRole("code").textContent();
  expect(code).toMatch(
    /^<script src="https?:\/\/[^"]+\/widget\.js" data-key="YOUR_API_KEY" async><\/script>$/,
  );

  // Time stands still from here, so the test decides when the 2 seconds are over.
  await page.clock.pauseAt(Date.now() + 60_000);
  await panel.getByRole("button", { name: "Copy code" }).click();

  await expect(panel.getByRole("status")).toHaveText("Copied");
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await page.clock.runFor(1900);
  await expect(panel.getByRole("status")).toHaveText("Copied");
  await page.clock.runFor(100);
  await expect(panel.getByRole("status")).toHaveText("");
  await expect(panel.getByRole("button", { name: "Copy code" })).toBeVisible();
});

test("The FAQ opens one answer at a time", async ({ page }) => {
  const faq = page.getByRole("region", { name: howItWorksPage.faq.title });
  await faq.getByText("Do I need a developer to install it?", { exact: true }).click();
  await expect(faq.getByText(/If you can edit your website/)).toBeVisible();
  await faq.getByText("Which languages does the assistant speak?", { exact: true }).click();
  await expect(faq.getByText(/If you can edit your website/)).toBeHidden();
  await expect(faq.getByText(/Over 30 languages/)).toBeVisible();
});

test("The closing call to action offers a free trial and a demo", async ({ page }) => {
  const cta = page.getByRole("region", { name: howItWorksPage.cta.title });
  await expect(cta.getByText("No credit card required. 14-day free trial.")).toBeVisible();
  const trial = cta.getByRole("link", { name: /^Start Free Trial/ });
  await expect(trial).toHaveAttribute("href", "/sign_up");
  await expect(trial).toHaveAttribute("target", "_blank");

  const scheduleDemo = cta.getByRole("button", { name: "Schedule a Demo" });
  await scheduleDemo.click();
  const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(scheduleDemo).toBeFocused();
});
