import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { contactCopy } from "#content/contact.ts";
import { contactBand } from "#content/home.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { ContactMessageCreated } from "#contracts/contact.ts";
import { contactFieldLabels, messages } from "#contracts/messages.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { holdRequests } from "./support/hold.ts";
import { outboxMailsMentioning } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

/**
 * docs/product.md §Routes (Home: contact form), §Data (payload), §Behaviour (idle and sending; success clears all fields), §Validation
 * (all five required), §API (POST /api/feedbacks/add, 201) and §Errors (the toasts).
 */

type ContactValues = { firstName: string; lastName: string; email: string; company: string; message: string };

/** Values unique to one test, so its row can be found among the others' in the shared database. */
function contactValues(): ContactValues {
  const run = randomUUID().slice(0, 8);
  return {
    firstName: "Grace",
    lastName: `Hopper ${run}`,
    email: `grace.${run}@example.com`,
    company: "Compilers Inc",
    message: `Could the assistant answer questions about our compilers?\nThanks! (${run})`,
  };
}

/** docs/product.md's labels, typed out here so a changed constant fails the test. */
const LABELS = ["First name", "Last name", "Email", "Company", "Message"] as const;

function contactSection(page: Page): Locator {
  return page.getByRole("region", { name: contactBand.title });
}

function field(section: Locator, label: (typeof LABELS)[number]): Locator {
  return section.getByRole("textbox", { name: label, exact: true });
}

async function fillContactForm(section: Locator, values: ContactValues): Promise<void> {
  await field(section, "First name").fill(values.firstName);
  await field(section, "Last name").fill(values.lastName);
  await field(section, "Email").fill(values.email);
  await field(section, "Company").fill(values.company);
  await field(section, "Message").fill(values.message);
}

/** Every field of the form is empty (docs/product.md §Behaviour: success clears all fields). */
async function expectEmptyForm(section: Locator): Promise<void> {
  for (const label of LABELS) await expect(field(section, label)).toHaveValue("");
}

function submitButton(section: Locator): Locator {
  return section.getByRole("button", { name: "Send Message" });
}

test("A visitor sends a message from the home page and it is stored as typed", async ({ page }) => {
  await page.goto("/");
  const section = contactSection(page);
  for (const label of LABELS) {
    await expect(field(section, label)).toHaveAttribute("required", "");
  }
  await expect(field(section, "Email")).toHaveAttribute("type", "email");

  const values = contactValues();
  await fillContactForm(section, values);
  const request = await holdRequests(page, "**/api/feedbacks/add");
  const posted = page.waitForRequest(
    (sent) => sent.url().endsWith(apiPaths.feedbacks) && sent.method() === "POST",
  );
  const answered = page.waitForResponse((response) => response.url().endsWith(apiPaths.feedbacks));
  await submitButton(section).click();

  const sending = section.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  expect((await posted).postDataJSON()).toEqual({
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    company: values.company,
    message: values.message,
  });
  request.release();

  const response = await answered;
  expect(response.status()).toBe(201);
  const { id } = ContactMessageCreated.parse(await response.json());
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  await expectEmptyForm(section);
  await expect(submitButton(section)).toBeEnabled();

  const rows = await queryDatabase(
    "select id, name, email, company, message, ip_address, user_agent, created_at, handled_at from feedbacks where email = $1",
    [values.email],
  );
  expect(rows).toEqual([
    {
      id,
      name: `${values.firstName} ${values.lastName}`,
      email: values.email,
      company: values.company,
      message: values.message,
      ip_address: "127.0.0.1",
      user_agent: await page.evaluate(() => navigator.userAgent),
      created_at: expect.any(Date),
      handled_at: null,
    },
  ]);
  // The sales notification reaches the outbox folder a moment later (no SMTP_URL in the e2e run).
  await expect.poll(() => outboxMailsMentioning(`Message id: ${id}`)).toHaveLength(1);
});

test("A visitor sends the contact form with the keyboard alone", async ({ page }) => {
  await page.goto("/#contact");
  const section = contactSection(page);
  await expect(submitButton(section)).toBeEnabled();
  const values = contactValues();

  // From the section's last link before the form, Tab walks the fields in order.
  await section.getByRole("button", { name: "Schedule Demo" }).focus();
  for (const [label, text] of [
    ["First name", values.firstName],
    ["Last name", values.lastName],
    ["Email", values.email],
    ["Company", values.company],
    ["Message", values.message],
  ] as const) {
    await page.keyboard.press("Tab");
    await expect(field(section, label)).toBeFocused();
    await page.keyboard.type(text);
  }
  // The honeypot is out of the tab order: the next stop is the submit button.
  await page.keyboard.press("Tab");
  await expect(submitButton(section)).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  await expectEmptyForm(section);
  const rows = await queryDatabase("select name from feedbacks where email = $1", [values.email]);
  expect(rows).toEqual([{ name: `${values.firstName} ${values.lastName}` }]);
});

test("An empty form names every missing field and sends nothing", async ({ page }) => {
  await page.goto("/#contact");
  const section = contactSection(page);
  let posts = 0;
  page.on("request", (request) => {
    if (request.url().endsWith(apiPaths.feedbacks)) posts += 1;
  });

  await submitButton(section).click();

  for (const label of ["First name", "Last name", "Email", "Company", "Message"] as const) {
    await expect(section.getByText(`${label} is required`, { exact: true })).toBeVisible();
    await expect(field(section, label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(field(section, "First name")).toBeFocused();
  await expectNoA11yViolations(page);
  expect(posts).toBe(0);
});

test.describe("When sending fails", () => {
  test("a server error shows the failure toast and keeps what the visitor typed", async ({ page }) => {
    await page.route("**/api/feedbacks/add", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "boom" }),
      }),
    );
    await page.goto("/#contact");
    const section = contactSection(page);
    const values = contactValues();
    await fillContactForm(section, values);

    await submitButton(section).click();

    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Failed to send message. Please try again later.", { exact: true }),
    ).toBeVisible();
    await expect(field(section, "Email")).toHaveValue(values.email);
    await expect(submitButton(section)).toBeEnabled();
  });

  test("a network error shows the general error toast", async ({ page }) => {
    await page.route("**/api/feedbacks/add", (route) => route.abort("internetdisconnected"));
    await page.goto("/#contact");
    const section = contactSection(page);
    await fillContactForm(section, contactValues());

    await submitButton(section).click();

    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("An error occurred. Please try again later.", { exact: true })).toBeVisible();
  });

  test("sending while offline answers at once with the general error toast, not an endless 'Sending...'", async ({
    page,
  }) => {
    await page.goto("/#contact");
    const section = contactSection(page);
    const values = contactValues();
    await fillContactForm(section, values);
    // A visitor types for seconds, and the toasts' code arrives meanwhile; the test types in
    // milliseconds, so it waits for their region before the network goes.
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
    await page.context().setOffline(true);

    await submitButton(section).click();

    await expect(page.getByText("An error occurred. Please try again later.", { exact: true })).toBeVisible();
    await expect(submitButton(section)).toBeEnabled();
    await expect(field(section, "Email")).toHaveValue(values.email);
  });

  test("the rate limit shows the failure toast too, as docs/product.md §Errors says of any answer but 201", async ({
    page,
  }) => {
    await page.route("**/api/feedbacks/add", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "600" },
        body: JSON.stringify({ message: messages.rateLimit.tooManyRequests(600) }),
      }),
    );
    await page.goto("/#contact");
    const section = contactSection(page);
    await fillContactForm(section, contactValues());

    await submitButton(section).click();

    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Failed to send message. Please try again later.", { exact: true }),
    ).toBeVisible();
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("The prerendered home page has the contact form in place, in its section", async ({ page }) => {
    // Decision 0013: no part of a page is written after it, to be moved in by a script.
    await page.goto("/");
    const section = contactSection(page);
    for (const label of LABELS) await expect(field(section, label)).toBeVisible();
    await expect(submitButton(section)).toBeVisible();
  });
});

test("The toast region is announced to screen readers", async ({ page }) => {
  await page.goto("/#contact");
  const section = contactSection(page);
  const region = page.getByRole("region", { name: /^Notifications/ });
  // Only a form that answers with toasts brings their region, once the visitor starts using it.
  await page.waitForLoadState("networkidle");
  await expect(region).toHaveCount(0);
  await field(section, "First name").focus();
  await expect(region).toHaveAttribute("aria-live", "polite");
  await fillContactForm(section, contactValues());
  await submitButton(section).click();

  const toast = page.getByText("Message sent successfully!", { exact: true });
  await expect(toast).toBeVisible();
  await expect(region).toContainText("Message sent successfully!");
});

test("'Contact Sales' on the Enterprise plan lands on the contact form", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Contact Sales" }).click();

  await expect(page).toHaveURL(/\/#contact$/);
  const section = contactSection(page);
  await expect(section).toBeInViewport();
  await expect(section.getByRole("heading", { name: contactCopy.formTitle })).toBeVisible();
  await expect(field(section, contactFieldLabels.firstName)).toBeVisible();
});
