import type { Page } from "@playwright/test";
import { contactBand } from "#content/home.ts";
import { expect, test } from "./support/test.ts";

/** Marketing pages: the shared header and footer (spec §2). */
const SITE_ROUTES = [
  "/",
  "/features",
  "/use-cases",
  "/how-it-works",
  "/pricing",
  "/partner-program",
  "/blog",
  "/blog/revolutionizing-customer-support",
  "/terms",
  "/privacy",
];
/** Account entry screens: their own layout, with the logo leading home instead of the site header. */
const ACCOUNT_ROUTES = ["/sign_in", "/sign_up", "/recovery_email", "/reset_password"];

/** Console errors and uncaught exceptions, including CSP violations of the page's scripts. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("Every public page", () => {
  for (const path of SITE_ROUTES) {
    test(`${path} is served with the site header and footer`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Avatalk/);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Avatalk home" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Features" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  for (const path of ACCOUNT_ROUTES) {
    test(`${path} is served with a way back home`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Avatalk/);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main.getByRole("link", { name: "Avatalk home" })).toHaveAttribute("href", "/");
      expect(errors).toEqual([]);
    });
  }
});

test("An unknown address shows the not-found page with status 404 and logs the path", async ({ page }) => {
  const logged = page.waitForEvent("console", {
    predicate: (message) => message.type() === "error" && message.text().includes("/no-such-page"),
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Avatalk/);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByRole("banner")).toBeVisible();
  await logged;
});

test("The old /login address leads to the sign-in screen", async ({ page, request }) => {
  const redirect = await request.get("/login", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/sign_in");

  await page.goto("/login");
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("On a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("A visitor opens the menu, picks a page, and can close the menu with Escape", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    // The name changes between "Open menu" and "Close menu"; aria-expanded carries the state.
    const toggle = header.getByRole("button", { name: /menu/i });
    const mobileNav = header.getByRole("navigation", { name: "Mobile" });

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await mobileNav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("A link to a section of another page scrolls that section into view", async ({ page }) => {
  const contact = page.getByRole("region", { name: contactBand.title });

  await page.goto("/#contact");
  await expect(contact).toBeInViewport();

  // The same through the router: the footer's Contact link, from another page.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(contact).toBeInViewport();
});

test("The health check reports the server and its database ready", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok" });
});
