import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { partnerDialogCopy } from "#content/partners.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { PartnerApplicationCreated, partnerFieldLabels } from "#contracts/partners.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { holdRequests } from "./support/hold.ts";
import { outboxMailsMentioning } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

/**
 * docs/product.md §Routes, Partner program: four 'Apply' buttons, one application dialog with its type preselected,
 * POST /api/partners/apply storing the application.
 */

const APPLY_BUTTONS = [
  ["Apply as Agency", "agency"],
  ["Apply for White Label", "white-label"],
  ["Apply as Hosting Partner", "hosting"],
  ["Apply to Partner Program", ""],
] as const;

function applicationDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: partnerDialogCopy.title });
}

/** Values unique to one test, so its row can be found among the others' in the shared database. */
function applicant() {
  const run = randomUUID().slice(0, 8);
  return {
    name: `Mira Kovač ${run}`,
    email: `mira.${run}@northwind-digital.example`,
    company: "Northwind Digital",
    website: "northwind-digital.example",
    message: `We build sites for 40 retailers and want to offer video support (${run}).`,
  };
}

async function fill(dialog: Locator, values: ReturnType<typeof applicant>) {
  await dialog.getByLabel(partnerFieldLabels.name).fill(values.name);
  await dialog.getByLabel(partnerFieldLabels.email).fill(values.email);
  await dialog.getByLabel(partnerFieldLabels.company).fill(values.company);
  await dialog.getByLabel(partnerFieldLabels.website).fill(values.website);
  await dialog.getByLabel(partnerFieldLabels.message).fill(values.message);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/partner-program");
});

test("The page explains the program: three types, benefits, commission and a link to pricing", async ({
  page,
}) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 3 })).toContainText([
    "Agency",
    "White Label",
    "Hosting Company",
    "Revenue sharing",
    "Technical support",
    "Resources",
  ]);
  await expect(main.getByRole("heading", { name: /Up to 20%\s*recurring commission/ })).toBeVisible();

  await main.getByRole("link", { name: "See our plans and pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

for (const [label, type] of APPLY_BUTTONS) {
  test(`'${label}' opens the application with ${type || "no"} type chosen, and closes back to its button`, async ({
    page,
  }) => {
    // axe over the whole page with the dialog open: slow on a busy machine.
    test.slow();
    const button = page.getByRole("button", { name: label });
    await button.click();

    const dialog = applicationDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(partnerFieldLabels.partnershipType)).toHaveValue(type);
    await expect(
      dialog.getByLabel(type ? partnerFieldLabels.name : partnerFieldLabels.partnershipType),
    ).toBeFocused();
    await expectNoA11yViolations(page);

    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test("A partner applies: the form validates, sends, thanks them and the application is stored", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Apply to Partner Program" }).click();
  const dialog = applicationDialog(page);
  const submit = dialog.getByRole("button", { name: partnerDialogCopy.submit });

  await submit.click();
  await expect(dialog.getByText(messages.partner.chooseType)).toBeVisible();
  await expect(dialog.getByText(messages.form.required(partnerFieldLabels.name))).toBeVisible();
  await expect(dialog.getByText(messages.form.required(partnerFieldLabels.message))).toBeVisible();
  await expect(dialog.getByLabel(partnerFieldLabels.partnershipType)).toHaveAttribute("aria-invalid", "true");

  const values = applicant();
  await dialog.getByLabel(partnerFieldLabels.partnershipType).selectOption({ label: "White Label" });
  await fill(dialog, { ...values, website: "not a website" });
  await expect(dialog.getByText(messages.partner.invalidWebsite)).toBeVisible();
  await dialog.getByLabel(partnerFieldLabels.website).fill(values.website);
  await expect(dialog.getByRole("alert")).toHaveCount(0);

  // Hold the request, to see the form while it sends.
  const request = await holdRequests(page, "**/api/partners/apply");
  const answer = page.waitForResponse((response) => response.url().endsWith(apiPaths.partnerApplications));
  await submit.click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(dialog.getByLabel(partnerFieldLabels.name)).toBeDisabled();
  request.release();

  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = PartnerApplicationCreated.parse(await response.json());
  await expect(dialog.getByRole("heading", { name: partnerDialogCopy.successTitle })).toBeVisible();
  await expect(dialog.getByText(messages.partner.success)).toBeVisible();

  const [row] = await queryDatabase(
    "SELECT partnership_type, name, email, company, website, message, ip, user_agent, handled_at FROM partner_applications WHERE id = $1",
    [id],
  );
  expect(row).toMatchObject({
    partnership_type: "white-label",
    name: values.name,
    email: values.email,
    company: values.company,
    website: "https://northwind-digital.example/",
    message: values.message,
    handled_at: null,
  });
  expect(row?.ip).toBeTruthy();
  expect(String(row?.user_agent)).toContain("Chrome");
  // The sales notification is queued with the row and delivered to the outbox folder by the sender.
  await expect.poll(() => outboxMailsMentioning(id)).toHaveLength(1);

  await dialog.getByRole("button", { name: partnerDialogCopy.close, exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test("The server's answers reach the visitor: field errors on their fields, and the rate limit", async ({
  page,
}) => {
  // The server's own checks match the form's, so its field errors and its limit are simulated here;
  // the API tests cover the real ones.
  const answers = [
    {
      status: 400,
      body: {
        message: messages.api.validationFailed,
        fieldErrors: { email: ["Please enter a valid email address"] },
      },
    },
    { status: 429, body: { message: messages.rateLimit.tooManyRequests(600) } },
  ];
  await page.route("**/api/partners/apply", (route) => {
    const answer = answers.shift() ?? { status: 500, body: { message: messages.api.internal } };
    return route.fulfill({ status: answer.status, json: answer.body });
  });
  await page.getByRole("button", { name: "Apply as Agency" }).click();
  const dialog = applicationDialog(page);
  await fill(dialog, applicant());
  const submit = dialog.getByRole("button", { name: partnerDialogCopy.submit });

  await submit.click();
  const email = dialog.getByLabel(partnerFieldLabels.email);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(email).toBeFocused();

  await email.fill("mira@northwind-digital.example");
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText(messages.rateLimit.tooManyRequests(600));
  await expect(submit).toBeEnabled();
});
