import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { demoCopy } from "#content/demo.ts";
import { homeHero } from "#content/home.ts";
import { pricingCopy } from "#content/pricing.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { DemoRequestCreated, demoFieldLabels } from "#contracts/demo.ts";
import { messages } from "#contracts/messages.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { holdRequests } from "./support/hold.ts";
import { expect, test } from "./support/test.ts";

/**
 * docs/product.md §Routes (Hero 'Schedule Demo', pricing 'Schedule a Demo', Modals: close with the X button) and §Behaviour
 * (Demo modal open/closed). The e2e build has no SCHEDULER_URL, so the dialog holds the request form
 * that POSTs /api/demo-requests.
 */

type DemoValues = { name: string; email: string; company: string; preferredTime: string; message: string };

/** Values unique to one test, so its row can be found among the others' in the shared database. */
function demoValues(): DemoValues {
  const run = randomUUID().slice(0, 8);
  return {
    name: `Ada Lovelace ${run}`,
    email: `ada.${run}@example.com`,
    company: "Analytical Engines Ltd",
    preferredTime: "Tuesday afternoon CET",
    message: `Could Avatalk answer questions about our engines? (${run})`,
  };
}

async function openDemoDialog(page: Page, trigger: Locator): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
  await trigger.click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The hero's button: the home page's first 'Schedule Demo' (the contact section has another). */
function heroScheduleDemo(page: Page): Locator {
  return page.getByRole("main").getByRole("button", { name: homeHero.secondaryCta, exact: true }).first();
}

async function fillDemoForm(dialog: Locator, values: DemoValues): Promise<void> {
  await dialog.getByLabel(demoFieldLabels.name).fill(values.name);
  await dialog.getByLabel(demoFieldLabels.email).fill(values.email);
  await dialog.getByLabel(demoFieldLabels.company).fill(values.company);
  await dialog.getByLabel(demoFieldLabels.preferredTime).fill(values.preferredTime);
  await dialog.getByLabel(demoFieldLabels.message).fill(values.message);
}

test("A visitor books a demo from the home page", async ({ page }) => {
  // A long journey on the heaviest page: over 30 s when every core is busy.
  test.slow();
  await page.goto("/");
  const dialog = await openDemoDialog(page, heroScheduleDemo(page));
  await expect(dialog.getByText(demoCopy.description)).toBeVisible();

  const submit = dialog.getByRole("button", { name: demoCopy.submit });
  await submit.click();
  await expect(dialog.getByText(messages.form.required(demoFieldLabels.name))).toBeVisible();
  await expect(dialog.getByText(messages.form.required(demoFieldLabels.email))).toBeVisible();
  await expect(dialog.getByLabel(demoFieldLabels.name)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel(demoFieldLabels.email)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toHaveCount(2);

  await dialog.getByLabel(demoFieldLabels.email).fill("not-an-email");
  await submit.click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

  const values = demoValues();
  await fillDemoForm(dialog, values);
  await expect(dialog.getByRole("alert")).toHaveCount(0);

  const request = await holdRequests(page, "**/api/demo-requests");
  const posted = page.waitForRequest(
    (sent) => sent.url().endsWith(apiPaths.demoRequests) && sent.method() === "POST",
  );
  await submit.click();
  const sending = dialog.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(dialog.getByLabel(demoFieldLabels.name)).toBeDisabled();
  expect((await posted).postDataJSON()).toMatchObject(values);
  request.release();

  await expect(dialog.getByText(messages.demo.success)).toBeVisible();
  await expect(dialog.getByRole("heading", { name: demoCopy.successTitle })).toBeVisible();
  await dialog.getByRole("button", { name: demoCopy.close, exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test("A demo request booked from the home page is stored with what the visitor typed", async ({ page }) => {
  await page.goto("/");
  const dialog = await openDemoDialog(page, heroScheduleDemo(page));
  const values = demoValues();
  await fillDemoForm(dialog, values);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith(apiPaths.demoRequests) && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: demoCopy.submit }).click();
  expect((await answer).status()).toBe(201);
  const { id } = DemoRequestCreated.parse(await (await answer).json());
  await expect(dialog.getByText(messages.demo.success)).toBeVisible();

  const rows = await queryDatabase(
    "select id, name, email, company, preferred_time, message from demo_requests where email = $1",
    [values.email],
  );
  expect(rows).toEqual([
    {
      id,
      name: values.name,
      email: values.email,
      company: values.company,
      preferred_time: values.preferredTime,
      message: values.message,
    },
  ]);
});

test.describe("The demo dialog opened from /pricing", () => {
  async function openFromPricing(page: Page): Promise<{ trigger: Locator; dialog: Locator }> {
    await page.goto("/pricing");
    const trigger = page.getByRole("button", { name: "Schedule a Demo" });
    const dialog = await openDemoDialog(page, trigger);
    await expect(dialog.getByRole("button", { name: demoCopy.submit })).toBeVisible();
    return { trigger, dialog };
  }

  test("A visitor opens the demo dialog from /pricing and closes it with Escape", async ({ page }) => {
    const { trigger, dialog } = await openFromPricing(page);
    // Radix moves focus into the dialog (the form loads lazily, so it may land on the X button).
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("A visitor opens the demo dialog from /pricing and closes it with the X button", async ({ page }) => {
    const { trigger, dialog } = await openFromPricing(page);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.getByRole("heading", { level: 1, name: pricingCopy.title })).toBeVisible();
  });
});

test("The open demo dialog, with its field errors showing, has no WCAG 2.1 AA violations", async ({
  page,
}) => {
  // Two axe runs over the whole home page, all of its sections included.
  test.slow();
  await page.goto("/");
  const dialog = await openDemoDialog(page, heroScheduleDemo(page));
  await expectNoA11yViolations(page);

  await dialog.getByRole("button", { name: demoCopy.submit }).click();
  await expect(dialog.getByText(messages.form.required(demoFieldLabels.name))).toBeVisible();
  await expectNoA11yViolations(page);
});

test("The demo dialog keeps its place while its form loads, so its Close button stays under the pointer", async ({
  page,
}) => {
  // Astro names its chunks `name.hash.js` (the home page's), React Router's build `name-hash.js`.
  const form = await holdRequests(page, "**/assets/demo-request-form{-,.}*.js");
  await page.goto("/");
  const dialog = await openDemoDialog(page, heroScheduleDemo(page));
  const close = dialog.getByRole("button", { name: demoCopy.close, exact: true });
  const submit = dialog.getByRole("button", { name: demoCopy.submit });
  await expect(submit).toHaveCount(0);
  // The open animation settles before the place is read.
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
  const loading = await close.boundingBox();

  form.release();
  await expect(submit).toBeVisible();
  expect(await close.boundingBox()).toEqual(loading);
  await close.click();
  await expect(dialog).toBeHidden();
});
