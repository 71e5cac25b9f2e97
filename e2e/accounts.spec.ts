import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { authCopy } from "#content/auth.ts";
import { privacy, terms } from "#content/legal.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { Registered } from "#contracts/auth.ts";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { holdRequests } from "./support/hold.ts";
import { mailedLinkPath, outboxMailsMentioning } from "./support/outbox.ts";
import { expect, HYDRATED_ATTRIBUTE, test } from "./support/test.ts";

/**
 * docs/product.md §Routes (Sign up, Sign in, Recovery, Modals), §Behaviour (Registration, Login, Logout), §Validation and docs/product.md §Security,
 * §Deviations (reset screen, dashboard): the account journeys in a real browser against the real server.
 */

type Account = { fullName: string; email: string; phone: string; password: string };

function newAccount(): Account {
  const run = randomUUID().slice(0, 8);
  return {
    fullName: `Ada Lovelace ${run}`,
    email: `ada.${run}@example.com`,
    phone: "+17025550123",
    password: `Analytical#${run}Aa1`,
  };
}

/** An existing account, created through the API without signing this browser in. */
async function existingAccount(request: APIRequestContext): Promise<Account> {
  const account = newAccount();
  const response = await request.post(apiPaths.register, {
    data: {
      fullName: account.fullName,
      email: account.email,
      phoneNumber: account.phone,
      password: account.password,
    },
  });
  expect(response.status()).toBe(201);
  Registered.parse(await response.json());
  return account;
}

const passwordField = (page: Page) => page.getByLabel(authFieldLabels.password, { exact: true });
const confirmField = (page: Page) => page.getByLabel(authFieldLabels.confirmPassword, { exact: true });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: authCopy.signIn.submit, exact: true }).click();
}

test("A visitor signs up and lands on the dashboard, signed in, with the account stored", async ({
  page,
}) => {
  const account = newAccount();
  await page.goto("/sign_up");
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
  await expect(page.getByText("Already member?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/sign_in");

  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill(account.fullName);
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(account.email);
  const phone = page.getByLabel(authFieldLabels.phoneNumber, { exact: true });
  await expect(phone).toHaveAttribute("placeholder", "1 (702) 123-4567");
  await phone.pressSequentially("17025550123");
  await expect(phone).toHaveValue("+1 (702) 555-0123");
  await passwordField(page).fill(account.password);
  await confirmField(page).fill(account.password);

  // Hold the answer to see the loading state.
  const request = await holdRequests(page, "**/api/users/register");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  const creating = page.getByRole("button", { name: "Creating account..." });
  await expect(creating).toBeDisabled();
  request.release();

  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("heading", { name: authCopy.portal.greeting(account.fullName) })).toBeVisible();
  await expect(page.getByText(authCopy.portal.signedInAs(account.email))).toBeVisible();

  const [row] = await queryDatabase<{
    full_name: string;
    phone: string;
    role: string;
    password_hash: string;
  }>("select full_name, phone, role, password_hash from users where email = $1", [account.email]);
  expect(row).toMatchObject({ full_name: account.fullName, phone: account.phone, role: "customer" });
  expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

  // docs/product.md §Security: the tokens live only in HttpOnly cookies; the page keeps the address alone. Without
  // COOKIE_DOMAIN they carry the __Host- prefix (decision 0007), which Chromium accepts over plain
  // http on 127.0.0.1 as on localhost.
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
  expect(stored).toEqual({ email: account.email });
  expect(await page.evaluate(() => document.cookie)).toBe("");
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(["__Host-accessToken", "__Host-refreshToken"]);
  for (const name of ["__Host-accessToken", "__Host-refreshToken"]) {
    expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({
      domain: "127.0.0.1",
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/",
    });
  }
});

test("A new customer confirms the address from the mailed link, and the dashboard says it is verified", async ({
  page,
}) => {
  const account = newAccount();
  await page.goto("/sign_up");
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill(account.fullName);
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(account.email);
  await page.getByLabel(authFieldLabels.phoneNumber, { exact: true }).pressSequentially("17025550123");
  await passwordField(page).fill(account.password);
  await confirmField(page).fill(account.password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  // Decision 0007: until the address is verified the dashboard says so, and why it matters.
  const notice = page.getByRole("region", { name: "Confirm your email address" });
  await expect(
    notice.getByText(
      `We sent a link to ${account.email}. Until you follow it, your assistant stays off your website.`,
    ),
  ).toBeVisible();
  await expect(page.getByText("Email verified")).toHaveCount(0);
  const firstLink = await mailedLinkPath(account.email, "/verify_email");
  await notice.getByRole("button", { name: "Resend" }).click();
  await expect(
    notice.getByText(`We have sent a new link to ${account.email}. It is valid for 24 hours.`),
  ).toBeVisible();
  await expect
    .poll(async () => (await outboxMailsMentioning(account.email, "/verify_email?token=")).length)
    .toBe(2);
  const [, resent] = await outboxMailsMentioning(account.email, "/verify_email?token=");
  expect(resent).toContain("Subject: Confirm your email address for Avatalk");

  // The link from the mail, followed in the same browser.
  await page.goto(firstLink);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await expect(
    page.getByText("Your email address is verified. Your assistant can now go live on your website."),
  ).toBeVisible();
  // The token leaves the address bar once the page has read it.
  await expect(page).toHaveURL(/\/verify_email$/);
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByText("Email verified")).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your email address" })).toHaveCount(0);

  // The link works once.
  await page.goto(firstLink);
  await expect(page.getByText(messages.account.verificationLinkInvalid)).toBeVisible();
  const [row] = await queryDatabase<{ verified: boolean }>(
    "select email_verified_at is not null as verified from users where email = $1",
    [account.email],
  );
  expect(row).toEqual({ verified: true });
});

test("Signing up with a taken address shows the server's message at the top, and the form resets", async ({
  page,
  request,
}) => {
  const account = await existingAccount(request);
  await page.goto("/sign_up");
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill("Someone Else");
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(account.email.toUpperCase());
  const phone = page.getByLabel(authFieldLabels.phoneNumber, { exact: true });
  await phone.pressSequentially("442079460958");
  await passwordField(page).fill("Different#Password9");
  await confirmField(page).fill("Different#Password9");
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await expect(page.getByRole("alert").filter({ hasText: messages.auth.emailTaken })).toBeVisible();
  await expect(page).toHaveURL(/\/sign_up$/);
  // docs/product.md §Behaviour: the form and the phone field reset after a submit.
  await expect(page.getByLabel(authFieldLabels.fullName, { exact: true })).toHaveValue("");
  await expect(phone).toHaveValue("");
  await expect(passwordField(page)).toHaveValue("");
  const rows = await queryDatabase("select full_name from users where email = $1", [account.email]);
  expect(rows).toEqual([{ full_name: account.fullName }]);
});

test("A customer logs out and signs in again", async ({ page, request }) => {
  const account = await existingAccount(request);
  await page.goto("/sign_in");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page.getByText("Not a member?")).toBeVisible();

  const dashboardDocument = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() && new URL(response.url()).pathname === "/portal/dashboard",
  );
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  // Decision 0019: the portal arrives as a document of its own, isolated from other sites' windows.
  expect((await dashboardDocument).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await expect(page.getByRole("heading", { name: authCopy.portal.greeting(account.fullName) })).toBeVisible();

  await page.getByRole("button", { name: authCopy.portal.logOut }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem("email"))).toBeNull();

  // Signed out, the portal sends the visitor to sign in and back to the page they asked for.
  await page.goto("/portal/dashboard");
  await expect(page).toHaveURL(/\/sign_in\?returnTo=%2Fportal%2Fdashboard$/);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("heading", { name: authCopy.portal.greeting(account.fullName) })).toBeVisible();
});

test("A wrong password shows the server's message in a red box above the form, and the form resets", async ({
  page,
  request,
}) => {
  const account = await existingAccount(request);
  await page.goto("/sign_in");

  await signIn(page, account.email, "Wrong#Password1");

  const alert = page.getByRole("alert").filter({ hasText: "Invalid email or password" });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel(authFieldLabels.email, { exact: true })).toHaveValue("");
  await expect(passwordField(page)).toHaveValue("");
  await expect(page).toHaveURL(/\/sign_in$/);
});

test("Without a reason from the server, sign-in says 'Login failed' and sign-up 'Registration failed'", async ({
  page,
}) => {
  const account = newAccount();
  await page.route("**/api/auth/login", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await page.route("**/api/users/register", (route) =>
    route.fulfill({ status: 502, contentType: "text/plain", body: "Bad Gateway" }),
  );

  await page.goto("/sign_in");
  await signIn(page, account.email, account.password);
  await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();

  await page.goto("/sign_up");
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill(account.fullName);
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(account.email);
  await page.getByLabel(authFieldLabels.phoneNumber, { exact: true }).pressSequentially("7025550123");
  await passwordField(page).fill(account.password);
  await confirmField(page).fill(account.password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Registration failed" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign_up$/);
});

test("The sign-up form says 'Passwords do not match' beside a short password, and again as the password changes", async ({
  page,
}) => {
  await page.goto("/sign_up");
  await passwordField(page).fill("abc");
  await confirmField(page).fill("abd");
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await expect(page.getByText("Password must be at least 8 characters long", { exact: true })).toBeVisible();
  await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();

  await passwordField(page).fill("abd");
  await expect(page.getByText("Passwords do not match", { exact: true })).toBeHidden();
  await passwordField(page).fill("Analytical#1843");
  await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
});

test("The sign-up form shows each of docs/product.md §Validation's messages, on submit and then on change", async ({
  page,
}) => {
  await page.goto("/sign_up");
  const submit = page.getByRole("button", { name: "Continue", exact: true });

  await submit.click();
  for (const text of [
    "Full name is required",
    "Email is required",
    "Phone number is required",
    "Password is required",
    "Please confirm your password",
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel(authFieldLabels.fullName, { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  const email = page.getByLabel(authFieldLabels.email, { exact: true });
  await email.fill("ada@example.c");
  await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await email.fill("ada@example.com");
  await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeHidden();

  await passwordField(page).fill("Aa1@");
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await passwordField(page).fill("analytical1843");
  await expect(
    page.getByText("Must include 1 lowercase, 1 uppercase, 1 number, 1 special character"),
  ).toBeVisible();
  await passwordField(page).fill("Analytical#1843");
  await confirmField(page).fill("Analytical#1844");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await confirmField(page).fill("Analytical#1843");
  await expect(page.getByText("Passwords do not match")).toBeHidden();
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill("Ada Lovelace");
  await expect(page.getByText("Full name is required")).toBeHidden();

  await expectNoA11yViolations(page);
});

test("The sign-in form shows each of docs/product.md §Validation's login messages", async ({ page }) => {
  await page.goto("/sign_in");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();

  await page.getByLabel(authFieldLabels.email, { exact: true }).fill("ada@");
  await expect(page.getByText("Please enter a valid email address (e.g. name@example.com)")).toBeVisible();
  await passwordField(page).fill("short");
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await passwordField(page).fill("analytical1843");
  await expect(
    page.getByText(
      "Password must include at least 1 lowercase, 1 uppercase letter, 1 number, and 1 special character (@#$%^&+=!)",
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("The sign-in and recovery forms hydrate without the schema library, which loads once the page is idle, before the visitor uses a form", async ({
  page,
}) => {
  // Decision 0012: zod and the contracts are not part of these pages' start; the form, being the
  // page's purpose, loads them when the browser is next idle, so a first press does not wait.
  // The schema library's chunk: zod's own, or, in the account pages' build (decision 0059), the
  // field rules' (`#contracts/form-fields.ts`), the first module that imports it.
  const schemaLibrary = /\/assets\/(?:zod|form-fields)\.[^/]+\.js$/;
  await page.addInitScript((attribute) => {
    // Run before the parser has made <html>: the whole document is watched for it.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute(attribute)) return;
      observer.disconnect();
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
  }, HYDRATED_ATTRIBUTE);
  for (const path of ["/sign_in", "/recovery_email"]) {
    const schemaRequest = page.waitForRequest(schemaLibrary);
    await page.goto(path);
    const url = (await schemaRequest).url();
    // Resource timing lists the download once it has finished.
    const timing = await page.waitForFunction((schemaUrl) => {
      const requested = performance.getEntriesByName(schemaUrl)[0]?.startTime;
      const { hydratedAt } = window as unknown as { hydratedAt?: number };
      return requested === undefined || hydratedAt === undefined ? null : { requested, hydratedAt };
    }, url);
    // Never null: waitForFunction settles on a truthy answer.
    const { requested, hydratedAt } = (await timing.jsonValue()) ?? { requested: 0, hydratedAt: 0 };
    expect(requested, path).toBeGreaterThan(hydratedAt);
  }
  // Loaded ahead of the press, the schema validates as before.
  await page.getByRole("button", { name: authCopy.recovery.submit, exact: true }).click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
});

test("The sign-up form loads the schema library only when the visitor first uses it", async ({ page }) => {
  // Decision 0012: loaded when idle, its evaluation cost /sign_up 58 ms of blocking time in
  // Lighthouse; a sign-up's first press always comes after its fields' focus.
  // The schema library's chunk: zod's own, or, in the account pages' build (decision 0059), the
  // field rules' (`#contracts/form-fields.ts`), the first module that imports it.
  const schemaLibrary = /\/assets\/(?:zod|form-fields)\.[^/]+\.js$/;
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (schemaLibrary.test(request.url())) loaded.push(request.url());
  });
  await page.goto("/sign_up");
  await page.waitForLoadState("networkidle");
  expect(loaded).toEqual([]);

  const schemaRequest = page.waitForRequest(schemaLibrary);
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).focus();
  await schemaRequest;
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("The prerendered account pages have their forms in place, under their headings", async ({ page }) => {
    // Decision 0013: no part of a page is written after it, to be moved in by a script.
    for (const [path, title, submit] of [
      ["/sign_in", "Login", "Continue"],
      ["/sign_up", "Sign Up", "Continue"],
      ["/recovery_email", "Forgot your password?", "Send"],
    ] as const) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1, name: title });
      const button = page.getByRole("button", { name: submit, exact: true });
      await expect(heading, path).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Email", exact: true }), path).toBeVisible();
      await expect(button, path).toBeVisible();
      const headingBox = await heading.boundingBox();
      const buttonBox = await button.boundingBox();
      expect(buttonBox?.y ?? 0, path).toBeGreaterThan(headingBox?.y ?? Number.POSITIVE_INFINITY);
    }
  });
});

test("Show/hide toggles reveal each password and say what they will do next", async ({ page }) => {
  await page.goto("/sign_up");
  for (const [field, show, hide] of [
    [passwordField(page), authCopy.password.show, authCopy.password.hide],
    [confirmField(page), authCopy.password.showConfirmation, authCopy.password.hideConfirmation],
  ] as const) {
    await field.fill("Analytical#1843");
    await expect(field).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: show, exact: true }).click();
    await expect(field).toHaveAttribute("type", "text");
    // A shown password is plain text the browser's spell-checker would otherwise read.
    await expect(field).toHaveAttribute("spellcheck", "false");
    await page.getByRole("button", { name: hide, exact: true }).click();
    await expect(field).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: show, exact: true })).toBeVisible();
  }

  await page.goto("/sign_in");
  await page.getByRole("button", { name: "Show password", exact: true }).click();
  await expect(passwordField(page)).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password", exact: true })).toBeVisible();
});

test("Digits typed into the phone field are a number of the selected country, the United States by default", async ({
  page,
}) => {
  await page.goto("/sign_up");
  const phone = page.getByLabel(authFieldLabels.phoneNumber, { exact: true });
  await phone.pressSequentially("7025550123");
  await expect(phone).toHaveValue("+1 (702) 555-0123");
  await expect(page.getByRole("button", { name: /United States \(\+1\)/ })).toBeVisible();

  await phone.clear();
  await phone.fill("2025550123");
  await expect(phone).toHaveValue("+1 (202) 555-0123");
  // Typed with its code, or with a "+", the number is taken as it is.
  await phone.clear();
  await phone.pressSequentially("12025550123");
  await expect(phone).toHaveValue("+1 (202) 555-0123");
  await phone.clear();
  await phone.fill("+1 (702) 123-4567");
  await expect(phone).toHaveValue("+1 (702) 123-4567");
  await phone.clear();
  await phone.fill("+44 20 7946 0958");
  await expect(phone).toHaveValue("+44 2079 460958");
  await expect(page.getByRole("button", { name: /United Kingdom \(\+44\)/ })).toBeVisible();

  await page.getByRole("button", { name: /Change country/ }).click();
  await page.getByRole("combobox", { name: authCopy.phone.search }).fill("germ");
  await page.getByRole("option", { name: /Germany/ }).click();
  await phone.clear();
  await phone.pressSequentially("30123456");
  await expect(phone).toHaveValue(/^\+49 30/);
});

test("The phone field holds 15 digits: a key past them is ignored, a longer number keeps its first 15", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/sign_up");
  const phone = page.getByLabel(authFieldLabels.phoneNumber, { exact: true });
  // Austria's numbers are grouped in threes, so all 15 digits show.
  await phone.fill("+43 123 456 789 012 3456");
  await expect(phone).toHaveValue("+43 123 456 789 012 3");
  await phone.press("End");
  await phone.press("7");
  await expect(phone).toHaveValue("+43 123 456 789 012 3");

  await phone.clear();
  await page.evaluate(() => navigator.clipboard.writeText("+43 987 654 321 098 7654"));
  await phone.press("ControlOrMeta+V");
  await expect(phone).toHaveValue("+43 987 654 321 098 7");
});

test("The phone field's country search filters after a pause and says when nothing matches", async ({
  page,
}) => {
  await page.goto("/sign_up");
  await page.getByRole("button", { name: /Change country/ }).click();
  const search = page.getByRole("combobox", { name: authCopy.phone.search });
  await search.fill("zzzz");
  await expect(page.getByText("No entries to show")).toBeVisible();
  await search.fill("finl");
  await page.getByRole("option", { name: /Finland/ }).click();
  const phone = page.getByLabel(authFieldLabels.phoneNumber, { exact: true });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue(/^\+358/);
  await expect(page.getByRole("button", { name: /Finland \(\+358\)/ })).toBeVisible();
});

test("A customer recovers the account by mail and signs in with the new password only", async ({
  page,
  request,
}) => {
  const account = await existingAccount(request);
  const newPassword = "Difference#Engine1822";
  await page.goto("/sign_in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/recovery_email$/);

  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(messages.auth.recoverySent)).toBeVisible();

  // The background sender delivers the queued mail to the outbox folder; its link is what we follow.
  await expect.poll(() => outboxMailsMentioning(account.email, "/reset_password?token=")).toHaveLength(1);
  const [mail] = await outboxMailsMentioning(account.email, "/reset_password?token=");
  const link = mail?.match(/(http\S+\/reset_password\?token=[^\s"<>]+)/)?.[1];
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await expect(page.getByRole("heading", { level: 1, name: authCopy.resetPassword.title })).toBeVisible();
  // The token leaves the address bar once the page has read it.
  await expect(page).toHaveURL(/\/reset_password$/);

  await page.getByLabel(authFieldLabels.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(authFieldLabels.confirmNewPassword, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: authCopy.resetPassword.submit }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByRole("status").filter({ hasText: messages.auth.resetDone })).toBeVisible();

  await signIn(page, account.email, account.password);
  await expect(page.getByRole("alert").filter({ hasText: messages.auth.invalidCredentials })).toBeVisible();
  await signIn(page, account.email, newPassword);
  await expect(page.getByRole("heading", { name: authCopy.portal.greeting(account.fullName) })).toBeVisible();

  // The link worked once.
  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await page.getByLabel(authFieldLabels.newPassword, { exact: true }).fill("Another#Password77");
  await page.getByLabel(authFieldLabels.confirmNewPassword, { exact: true }).fill("Another#Password77");
  await page.getByRole("button", { name: authCopy.resetPassword.submit }).click();
  const expired = page.getByRole("alert").filter({ hasText: messages.auth.resetTokenInvalid });
  await expect(expired).toBeVisible();
  await expired.getByRole("link", { name: authCopy.resetPassword.requestNew }).click();
  await expect(page).toHaveURL(/\/recovery_email$/);
});

test("The recovery form answers an unknown address the same way and validates the field", async ({
  page,
}) => {
  await page.goto("/recovery_email");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();

  await page
    .getByLabel(authFieldLabels.email, { exact: true })
    .fill(`nobody.${randomUUID().slice(0, 8)}@example.com`);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(messages.auth.recoverySent)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("The terms and privacy modals show docs/product.md §Constants's texts; terms also closes on the backdrop", async ({
  page,
}) => {
  await page.goto("/sign_up");

  await page.getByRole("button", { name: "Terms & Conditions" }).click();
  const termsDialog = page.getByRole("dialog", { name: terms.title });
  await expect(termsDialog).toBeVisible();
  await expect(termsDialog.getByText("Last updated 01.03.2024")).toBeVisible();
  await expect(termsDialog.getByText(/governed by the laws of Finland/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.mouse.click(5, 5);
  await expect(termsDialog).toBeHidden();

  await page.getByRole("button", { name: "Privacy Policy" }).click();
  const privacyDialog = page.getByRole("dialog", { name: privacy.title });
  await expect(privacyDialog.getByText(/at least 10 years/)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(privacyDialog).toBeVisible();
  await privacyDialog.getByRole("button", { name: "Close" }).click();
  await expect(privacyDialog).toBeHidden();

  await page.goto("/sign_in");
  await page.getByRole("button", { name: "Terms & Conditions" }).click();
  await expect(page.getByRole("dialog", { name: terms.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: terms.title })).toBeHidden();
});

test("The sign-in and sign-up pages are indexable with their own description; the reset page is not", async ({
  request,
}) => {
  const html = async (path: string) => (await request.get(path)).text();
  for (const path of ["/sign_in", "/sign_up"]) {
    const page = await html(path);
    expect(page).not.toContain('name="robots"');
    expect(page).toMatch(/<meta name="description" content="[^"]+"/);
  }
  expect(await html("/reset_password")).toContain('<meta name="robots" content="noindex"');
  expect(await html("/recovery_email")).toContain('<meta name="robots" content="noindex"');
});
