import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { authCopy } from "#content/auth.ts";
import { authFieldLabels } from "#contracts/messages.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { expect, test } from "./support/test.ts";

/**
 * Privacy (docs/privacy.md) in a real browser against the real server, with the database read back: the
 * retention setting, the data export and the account's deletion.
 */

const password = "Privacy#By2Design";

async function signUp(page: Page): Promise<string> {
  const email = `grete.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/sign_up");
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill("Grete Datenschutz");
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(email);
  await page.getByLabel(authFieldLabels.phoneNumber, { exact: true }).pressSequentially("17025550123");
  await page.getByLabel(authFieldLabels.password, { exact: true }).fill(password);
  await page.getByLabel(authFieldLabels.confirmPassword, { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  return email;
}

async function addEntry(page: Page, title: string) {
  await page
    .getByRole("navigation", { name: "Portal" })
    .getByRole("link", { name: "Knowledge base" })
    .click();
  await page.getByRole("button", { name: "Add entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New entry" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Questions", { exact: true }).fill(`What about ${title.toLowerCase()}?`);
  await dialog.getByLabel("Answer", { exact: true }).fill(`All about ${title.toLowerCase()}.`);
  await dialog.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

test("A customer chooses how long visitors' conversations are kept, and the database holds it", async ({
  page,
}) => {
  const email = await signUp(page);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Widget" }).click();
  const retention = page.getByLabel("Keep conversations for");
  await expect(retention).toHaveValue("90");
  await retention.selectOption({ label: "30 days" });
  const notice = page.getByLabel("Your privacy notice (optional)");
  await notice.fill("http://grete.example/privacy");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Enter the address of your privacy notice, starting with https://."),
  ).toBeVisible();
  await notice.fill("https://grete.example/privacy");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Your widget settings have been saved.")).toBeVisible();
  await expectNoA11yViolations(page);
  const rows = await queryDatabase(
    "select s.retention_days, s.privacy_notice_url from widget_settings s join users u on u.id = s.user_id where u.email = $1",
    [email],
  );
  expect(rows).toEqual([{ retention_days: 30, privacy_notice_url: "https://grete.example/privacy" }]);
  await page.reload();
  await expect(page.getByLabel("Keep conversations for")).toHaveValue("30");
});

test("A customer exports their data and downloads a ZIP with the entries the portal shows", async ({
  page,
}) => {
  await signUp(page);
  await addEntry(page, "Opening hours");
  await addEntry(page, "Gift cards");
  const shown = await page.getByRole("heading", { level: 2 }).allTextContents();

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Dashboard" }).click();
  const card = page.getByRole("region", { name: "Your data" });
  await card.getByRole("button", { name: "Prepare my export" }).click();
  await expect(card.getByText(/^Your export is ready\. The download link works once/)).toBeVisible();
  await expectNoA11yViolations(page);
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download ZIP" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^avatalk-export-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
  const entries = JSON.parse(new TextDecoder().decode(files["entries.json"])) as { title: string }[];
  // What the knowledge base showed is what the archive holds.
  expect(shown).toEqual(expect.arrayContaining(entries.map((entry) => entry.title)));
  expect(entries.map((entry) => entry.title).sort()).toEqual(["Gift cards", "Opening hours"]);
  // No clip yet, so no captions, posters or originals: only the lists, each as JSON.
  expect(Object.keys(files).sort()).toEqual([
    "account.json",
    "captions.json",
    "clips.json",
    "conversations.json",
    "entries.json",
    "handoffs.json",
    "live-chat.json",
    "plan.json",
    "settings.json",
    "team.json",
  ]);
  await expect(
    card.getByText("You have downloaded this export. Prepare a new one for a fresh copy."),
  ).toBeVisible();
});

test("A customer deletes their account with the password, lands signed out and cannot sign in again", async ({
  page,
}) => {
  const email = await signUp(page);
  await addEntry(page, "Opening hours");
  const [{ id } = { id: "" }] = await queryDatabase<{ id: string }>("select id from users where email = $1", [
    email,
  ]);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Dashboard" }).click();

  await page.getByRole("button", { name: "Delete my account..." }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(
    dialog.getByText("your knowledge-base entries and every clip, wherever it is stored"),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Your password", { exact: true }).fill("Wrong#Password1");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(
    dialog.getByText("The password is not correct. Your account has not been deleted."),
  ).toBeVisible();
  await dialog.getByLabel("Your password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByText("Your account and all its data have been deleted.")).toBeVisible();
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(email);
  await page.getByLabel(authFieldLabels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: authCopy.signIn.submit, exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.goto("/portal/dashboard");
  await expect(page).toHaveURL(/\/sign_in/);

  for (const table of [
    "users",
    "sessions",
    "widget_entries",
    "widget_settings",
    "widget_media",
    "data_exports",
  ]) {
    const column = table === "users" ? "id" : "user_id";
    const rows = await queryDatabase(`select 1 from ${table} where ${column} = $1`, [id]);
    expect(rows, table).toEqual([]);
  }
});
