import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { authCopy } from "#content/auth.ts";
import { site } from "#content/site.ts";
import { adminApiPath } from "#contracts/admin.ts";
import { authFieldLabels } from "#contracts/messages.ts";
import { hosts } from "#web/lib/hosts.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { holdRequests } from "./support/hold.ts";
import { expect, test } from "./support/test.ts";

/**
 * The portal: the customer dashboard (trial, snippet, key, account, sessions) and the admin
 * inbox, in a real browser against the real server, with the database read back.
 */

const run = promisify(execFile);

type Account = { fullName: string; email: string; password: string };

function newAccount(): Account {
  return {
    fullName: "Marie Curie",
    email: `marie.${randomUUID().slice(0, 8)}@example.com`,
    password: "Radium#Polonium1898",
  };
}

async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto("/sign_up");
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill(account.fullName);
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(account.email);
  // The phone input formats as it is typed, like a person would type it.
  await page.getByLabel(authFieldLabels.phoneNumber, { exact: true }).pressSequentially("17025550123");
  await page.getByLabel(authFieldLabels.password, { exact: true }).fill(account.password);
  await page.getByLabel(authFieldLabels.confirmPassword, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(email);
  await page.getByLabel(authFieldLabels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: authCopy.signIn.submit, exact: true }).click();
}

/**
 * A new account signed up on `page`, and signed in on another device too (a browser context of its
 * own), where the portal is open.
 */
async function signedUpOnTwoDevices(page: Page, browser: Browser, baseURL: string | undefined) {
  const account = newAccount();
  await signUp(page, account);
  const otherDevice = await browser.newContext({ baseURL });
  const other = await otherDevice.newPage();
  await other.goto("/sign_in");
  await signIn(other, account.email, account.password);
  await expect(other).toHaveURL(/\/portal\/dashboard$/);
  // The portal is a document of its own (decision 0019): open once it greets the customer.
  await expect(other.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  return { account, otherDevice, other };
}

async function storedKey(email: string): Promise<string> {
  const [row] = await queryDatabase<{ widget_key: string }>("select widget_key from users where email = $1", [
    email,
  ]);
  if (!row) throw new Error(`no account ${email}`);
  return row.widget_key;
}

test("The portal's shell shows a loading ring until the app's code has run, then hydrates as written", async ({
  page,
  request,
}) => {
  // The ring is the root's HydrateFallback (decision 0002): with it React Router writes no
  // developer hint of its own into the shell.
  const shell = await (await request.get("/portal/dashboard")).text();
  expect(shell).toContain("data-loading-ring");
  expect(shell).not.toContain("Hey developer");

  // A shell that does not hydrate as written throws (React error 418) and is rendered again.
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const consoleMessages: string[] = [];
  page.on("console", (message) => consoleMessages.push(message.text()));
  // The shell shows its fallback until React renders the portal: hold its entry back.
  const entry = await holdRequests(page, "**/assets/entry.client-*.js");
  const loaded = page.goto("/portal/dashboard");
  await page.waitForURL("**/portal/dashboard", { waitUntil: "commit" });
  const ring = page.getByRole("status", { name: site.loading });
  await expect(ring).toBeVisible();

  entry.release();
  await loaded;
  await expect(page).toHaveURL(/\/sign_in\?returnTo=/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(ring).toHaveCount(0);
  expect(pageErrors).toEqual([]);
  expect(consoleMessages.filter((text) => /Hey developer|Minified React error/.test(text))).toEqual([]);
});

test("A new customer sees the trial, installs the snippet with their key, replaces the key and logs out", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const account = newAccount();
  await signUp(page, account);

  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.fullName}` })).toBeVisible();
  await expect(page.getByText("14 days left of your 14-day free trial.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/pricing");

  const key = await storedKey(account.email);
  const install = page.getByRole("region", { name: "Install on your website" });
  // The widget's address is the site's public one (PUBLIC_URL, fixed at build time).
  const snippet = `<script src="${hosts.widgetScriptUrl}" data-key="${key}" async></script>`;
  await expect(install.getByText(snippet, { exact: true })).toBeVisible();
  await expect(install.getByText(/WordPress/)).toBeVisible();
  // The WordPress plugin is a real download: the zip WordPress's Upload Plugin takes.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    install.getByRole("link", { name: `Install the ${site.name} plugin` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("avatalk-wordpress.zip");
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 4)
      .toString("latin1"),
  ).toBe("PK\u0003\u0004");
  await expect(install.getByRole("link", { name: "Widget settings" })).toHaveAttribute(
    "href",
    "/portal/widget",
  );
  await install.getByRole("button", { name: "Copy code" }).click();
  await expect(install.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  // The checkmark goes after its 2 seconds: the assertion waits for it (within its 10 s), no sleep.
  await expect(install.getByRole("button", { name: "Copy code" })).toBeVisible();

  // Replacing the key asks first; cancelling keeps it.
  await install.getByRole("button", { name: "Replace key" }).click();
  const dialog = page.getByRole("dialog", { name: "Replace your widget key?" });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await storedKey(account.email)).toBe(key);
  // Focus goes back to the button that opened the dialog, after either answer.
  await expect(install.getByRole("button", { name: "Replace key" })).toBeFocused();

  await install.getByRole("button", { name: "Replace key" }).click();
  await dialog.getByRole("button", { name: "Replace key" }).click();
  await expect(
    page.getByText("Your widget key has been replaced. Update the snippet on your website."),
  ).toBeVisible();
  await expect(install.getByRole("button", { name: "Replace key" })).toBeFocused();
  const newKey = await storedKey(account.email);
  expect(newKey).not.toBe(key);
  await expect(install.getByText(`data-key="${newKey}"`)).toBeVisible();
  expect(await queryDatabase("select id from users where widget_key = $1", [key])).toEqual([]);

  await page.getByRole("button", { name: authCopy.portal.logOut }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByText("You have been signed out.", { exact: true })).toBeVisible();
  await page.goto("/portal/dashboard");
  await expect(page).toHaveURL(/\/sign_in\?returnTo=%2Fportal%2Fdashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${account.fullName}` })).toBeHidden();
});

test("A customer edits their details and changes the password, which signs their other devices out", async ({
  page,
  browser,
  baseURL,
}) => {
  const { account, otherDevice, other } = await signedUpOnTwoDevices(page, browser, baseURL);

  const details = page.getByRole("region", { name: "Account" });
  await details.getByLabel(authFieldLabels.fullName, { exact: true }).fill("Marie Skłodowska-Curie");
  await details.getByLabel(authFieldLabels.phoneNumber, { exact: true }).fill("12");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(details.getByText("Please enter a valid phone number")).toBeVisible();
  await details.getByLabel(authFieldLabels.phoneNumber, { exact: true }).fill("+48 22 123 45 67");
  // Offered the browser's zone; the mails to the customer write their times in the one saved.
  const timeZone = details.getByLabel("Time zone", { exact: true });
  await expect(timeZone).toHaveValue(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  await timeZone.selectOption("Europe/Warsaw");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(details.getByText("Your details have been saved.")).toBeVisible();
  // Disabled while it saved, the button gets its focus back.
  await expect(details.getByRole("button", { name: "Save changes" })).toBeFocused();
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Marie Skłodowska-Curie" }),
  ).toBeVisible();
  expect(
    await queryDatabase("select full_name, phone, time_zone from users where email = $1", [account.email]),
  ).toEqual([{ full_name: "Marie Skłodowska-Curie", phone: "+48221234567", time_zone: "Europe/Warsaw" }]);

  const password = page.getByRole("region", { name: "Password" });
  const newPassword = "Nobel#Prize1911";
  await password.getByLabel("Current Password", { exact: true }).fill("Wrong#Password1");
  await password.getByLabel(authFieldLabels.newPassword, { exact: true }).fill(newPassword);
  await password.getByLabel(authFieldLabels.confirmNewPassword, { exact: true }).fill(newPassword);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Your current password is not correct.")).toBeVisible();
  await password.getByLabel("Current Password", { exact: true }).fill(account.password);
  await password.getByRole("button", { name: "Change password" }).click();
  const changed = password.getByText("Your password has been changed. Other devices have been signed out.");
  await expect(changed).toBeVisible();
  await expect(password.getByRole("button", { name: "Change password" })).toBeFocused();
  // The banner speaks of the change that was saved: starting another one puts it away.
  await password.getByLabel("Current Password", { exact: true }).fill(newPassword);
  await expect(changed).toBeHidden();

  // This browser stays in; the other device is out at its next step.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL(/\/sign_in\?returnTo=/);
  await signIn(other, account.email, newPassword);
  await expect(other).toHaveURL(/\/portal\/dashboard$/);
  await otherDevice.close();
});

test("Sign out of all devices ends every session, and the sign-in page says so", async ({
  page,
  browser,
  baseURL,
}) => {
  const { otherDevice, other } = await signedUpOnTwoDevices(page, browser, baseURL);

  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByText("You have been signed out on every device.")).toBeVisible();

  // The other device's open portal finds out with its next call, and goes to sign in, saying why.
  // Here the call is the account's refetch when the customer comes back to the tab, which the
  // browser may also signal on its own at any moment (a save on that tab would be raced by it).
  await other.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
  await expect(other).toHaveURL(/\/sign_in\?returnTo=%2Fportal%2Fdashboard$/);
  await expect(other.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await other.goto("/portal/dashboard");
  await expect(other).toHaveURL(/\/sign_in\?returnTo=/);
  await otherDevice.close();
});

test("An account form left open follows a change made elsewhere, so saving it keeps that change", async ({
  page,
  browser,
  baseURL,
}) => {
  const { account, otherDevice, other } = await signedUpOnTwoDevices(page, browser, baseURL);

  await other.getByLabel("Full Name", { exact: true }).fill("Ann Newname");
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByText("Your details have been saved.")).toBeVisible();
  await otherDevice.close();

  // The first tab comes back into view: the portal reads the account again.
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  const fullName = page.getByLabel("Full Name", { exact: true });
  await expect(fullName).toHaveValue("Ann Newname");
  await page.getByLabel("Phone Number", { exact: true }).fill("+44 20 7946 0958");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your details have been saved.")).toBeVisible();

  const rows = await queryDatabase("select full_name, phone from users where email = $1", [account.email]);
  expect(rows).toEqual([{ full_name: "Ann Newname", phone: "+442079460958" }]);
});

test("An admin made by the CLI reads a visitor's message as text, and a customer is kept out", async ({
  page,
  browser,
  baseURL,
}) => {
  // The visitor writes, with markup in the message.
  const visitor = await browser.newContext({ baseURL });
  const home = await visitor.newPage();
  await home.goto("/#contact");
  const contact = home.getByRole("region", { name: "Talk to our team" });
  const marker = randomUUID().slice(0, 8);
  const message = `<img src=x onerror=alert(1)> ${marker}`;
  await contact.getByRole("textbox", { name: "First name", exact: true }).fill("Eve");
  await contact.getByRole("textbox", { name: "Last name", exact: true }).fill("Hacker");
  await contact.getByRole("textbox", { name: "Email", exact: true }).fill(`eve.${marker}@example.com`);
  await contact.getByRole("textbox", { name: "Company", exact: true }).fill("<b>Evil Corp</b>");
  await contact.getByRole("textbox", { name: "Message", exact: true }).fill(message);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(home.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  await visitor.close();

  // The operator creates the administrator with the command, against the server's database.
  const admin = { email: `admin.${marker}@example.com`, password: "Sturdy#Admin2026" };
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "server/cli/admin-create.ts", admin.email],
    {
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, ADMIN_PASSWORD: admin.password },
    },
  );
  expect(stdout).toContain(`Created the administrator ${admin.email}`);

  // Signed out, the inbox sends the admin to sign in and back.
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/portal/admin");
  await expect(page).toHaveURL(/\/sign_in\?returnTo=%2Fportal%2Fadmin$/);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/portal\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin inbox" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Contact messages" })).toHaveAttribute("aria-selected", "true");
  const lead = page.getByRole("article", { name: /^Eve Hacker,/ }).filter({ hasText: marker });
  await expect(lead.getByText(message, { exact: true })).toBeVisible();
  await expect(lead.getByText("<b>Evil Corp</b>", { exact: true })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);

  await lead.getByRole("button", { name: "Mark handled" }).click();
  await expect(lead.getByText("Handled", { exact: true })).toBeVisible();
  // The same button, now the way back: it keeps the focus while the change is saved.
  await expect(lead.getByRole("button", { name: "Reopen" })).toBeFocused();
  const [stored] = await queryDatabase<{ handled_at: Date | null }>(
    "select handled_at from feedbacks where message = $1",
    [message],
  );
  expect(stored?.handled_at).toBeInstanceOf(Date);
  await page.getByRole("tab", { name: "Partner applications" }).click();
  await expect(page.getByRole("tabpanel", { name: "Partner applications" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin inbox" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("A customer has no admin link, sees the inbox refused, and gets 403 from the admin API", async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await expect(
    page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin inbox" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto("/portal/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administrators only" })).toBeVisible();
  const response = await page.request.get(adminApiPath("feedbacks"));
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ message: "This area is for administrators only." });

  await page.goto("/portal/nowhere");
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
});

test("On a phone the tab of the page open is scrolled into sight, on load and after a tab is chosen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp(page, newAccount());
  const tabs = page.getByRole("navigation", { name: "Portal" });
  await expect(tabs.getByRole("link", { name: "Dashboard" })).toBeInViewport({ ratio: 1 });

  await page.goto("/portal/conversations");
  await expect(tabs.getByRole("link", { name: "Conversations" })).toBeInViewport({ ratio: 1 });
  await tabs.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(tabs.getByRole("link", { name: "Dashboard" })).toBeInViewport({ ratio: 1 });
});
