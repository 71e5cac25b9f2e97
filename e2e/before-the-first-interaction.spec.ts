import { randomUUID } from "node:crypto";
import type { Page, Route } from "@playwright/test";
import { contactBand, homeHero } from "#content/home.ts";
import { howItWorksPage } from "#content/how-it-works.ts";
import { queryDatabase } from "./support/db.ts";
import { contentPagePaths } from "./support/pages.ts";
import { expect, HYDRATED_ATTRIBUTE, test } from "./support/test.ts";

/**
 * Decision 0054: a static page runs no island's script until the visitor first interacts with it
 * (or scrolls to an island), and what the visitor does meanwhile still happens. The directives are
 * unit-tested in web/site/directives/; this is the browser end of them.
 */

/**
 * Pages that hold a form of their own hydrate as soon as they have painted; so does /verify_email,
 * which confirms the address from its link as it loads.
 */
const HYDRATE_AT_ONCE = ["/sign_in", "/sign_up", "/recovery_email", "/reset_password", "/verify_email"];

/**
 * Opens a page as a visitor who has not touched it yet: the frame's own `goto`, not the fixture's
 * `page.goto`, which interacts to hydrate the page (e2e/support/test.ts).
 */
async function openUntouched(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.mainFrame().goto(path);
  return scripts;
}

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`);

test("Every content page but those with a form of their own waits for the visitor", async ({ page }) => {
  // The layout says on <html> whether the page waits. The account pages' forms hydrate once the
  // page has painted (decision 0059).
  const paths = contentPagePaths();
  expect(paths).toEqual(expect.arrayContaining(HYDRATE_AT_ONCE));
  for (const path of paths) {
    await page.mainFrame().goto(path);
    const html = expect(page.locator("html"), path);
    if (HYDRATE_AT_ONCE.includes(path)) await html.not.toHaveAttribute("data-hydrate");
    else await html.toHaveAttribute("data-hydrate", "on-intent");
  }
});

test("The not-found page logs the missing path as it loads, before any interaction", async ({ page }) => {
  // docs/product.md §Routes. A static page (web/site/pages/404.astro), whose islands wait: the log
  // does not.
  const logged = page.waitForEvent("console", {
    predicate: (message) => message.type() === "error" && message.text().includes("/nope"),
  });
  const scripts = await openUntouched(page, "/nope");
  await logged;
  expect(scripts).toEqual([]);
  await expect(hydrated(page)).toHaveCount(0);
});

test("A content page runs no script until the first interaction, then hydrates", async ({ page }) => {
  const scripts = await openUntouched(page, "/blog");
  // Past its load and first paint, with the network quiet: the islands are waiting.
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  await expect(hydrated(page)).toHaveCount(0);

  await page.keyboard.press("Shift");
  await expect(hydrated(page)).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(0);
});

test("A page with a form of its own hydrates without waiting for an interaction", async ({ page }) => {
  await openUntouched(page, "/sign_in");
  await expect(hydrated(page)).toHaveCount(1);
});

test("A tap on the menu before the page has hydrated opens it once it has", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openUntouched(page, "/use-cases");
  await expect(hydrated(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  // Replayed once: a second tap closes it as usual.
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
});

test("A tab chosen before the page has hydrated is the one shown", async ({ page }) => {
  await openUntouched(page, "/how-it-works");
  const integration = page.getByRole("region", { name: howItWorksPage.integration.title });
  await expect(hydrated(page)).toHaveCount(0);
  await integration.getByRole("tab", { name: "API Integration" }).click();
  await expect(integration.getByRole("tab", { name: "API Integration" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(integration.getByRole("tabpanel", { name: "API Integration" })).toBeVisible();
});

test("A visitor who scrolled down before the page hydrated stays where they are", async ({ page }) => {
  await openUntouched(page, "/");
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(3000);
  await expect(hydrated(page)).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(3000);
});

test("A message typed into the home page before it has hydrated is sent and stored as typed", async ({
  page,
}) => {
  await openUntouched(page, "/");
  await expect(hydrated(page)).toHaveCount(0);
  const section = page.getByRole("region", { name: contactBand.title });
  const run = randomUUID().slice(0, 8);
  const values = {
    "First name": "Ada",
    "Last name": `Lovelace ${run}`,
    Email: `ada.${run}@example.com`,
    Company: "Analytical Engines",
    Message: `Typed before the page ran any script (${run}).`,
  };
  for (const [label, text] of Object.entries(values)) {
    await section.getByRole("textbox", { name: label, exact: true }).fill(text);
  }
  await section.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();

  const rows = await queryDatabase("select name, email, company, message from feedbacks where email = $1", [
    values.Email,
  ]);
  expect(rows).toEqual([
    {
      name: `${values["First name"]} ${values["Last name"]}`,
      email: values.Email,
      company: values.Company,
      message: values.Message,
    },
  ]);
});

test.describe("A page kept open across a deploy, whose scripts the new build no longer has", () => {
  const SCRIPTS = "**/assets/*.js";
  const gone = (route: Route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });

  test("loads again at the visitor's first interaction, and then hydrates", async ({ page }) => {
    await openUntouched(page, "/blog");
    await page.route(SCRIPTS, gone);
    const reloaded = page.waitForEvent("load");
    await page.keyboard.press("Shift");
    await reloaded;
    await page.unroute(SCRIPTS);
    await expect(hydrated(page)).toHaveCount(0);
    await page.keyboard.press("Shift");
    await expect(hydrated(page)).toHaveCount(1);
  });

  test("loads again when a dialog's form code is gone, instead of leaving the dialog empty", async ({
    page,
  }) => {
    await page.goto("/");
    // The hero's button; the form's code loads as the pointer comes to it. The dialog itself is the
    // page's HTML, which opens without any script (decision 0027).
    const scheduleDemo = page
      .getByRole("main")
      .getByRole("button", { name: homeHero.secondaryCta, exact: true })
      .first();
    // Gone for the page that was open; the page loaded again gets the new build's, which has them.
    let openedBeforeTheDeploy = true;
    page.once("framenavigated", () => {
      openedBeforeTheDeploy = false;
    });
    await page.route(SCRIPTS, (route) => (openedBeforeTheDeploy ? gone(route) : route.fallback()));
    const reloaded = page.waitForEvent("load");
    await scheduleDemo.hover();
    await reloaded;
    await page.unroute(SCRIPTS);
    await scheduleDemo.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox").first()).toBeVisible();
  });
});

test("A page that waits carries the whole stylesheet inline and links none when it hydrates (decision 0034)", async ({
  page,
}) => {
  await openUntouched(page, "/blog");
  await page.keyboard.press("Shift");
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  // Every sheet is the page's own <style>: the stylesheet, and on a static page Astro's one rule
  // that gives islands no box.
  expect(await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href))).not.toContainEqual(
    expect.any(String),
  );
});
