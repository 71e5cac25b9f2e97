import type { Page } from "@playwright/test";
import { contactBand } from "#content/home.ts";
import { NOT_FOUND_LOG_MESSAGE } from "#content/not-found.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { blogPostPath, paths } from "#contracts/paths.ts";
import { expect, test, waitForHydration } from "./support/test.ts";

/** Marketing pages: the shared header and footer (docs/product.md §Routes). */
const SITE_ROUTES = [
  paths.home,
  paths.features,
  paths.useCases,
  paths.howItWorks,
  paths.pricing,
  paths.partnerProgram,
  paths.blog,
  blogPostPath("revolutionizing-customer-support"),
  paths.terms,
  paths.privacy,
];
/** Account entry screens: their own layout, with the logo leading home instead of the site header. */
const ACCOUNT_ROUTES = [paths.signIn, paths.signUp, paths.recoveryEmail, paths.resetPassword];

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

test("The footer's copyright shows the visitor's current year, not the year the page was built", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2031-01-02T09:00:00Z"));
  await page.goto(paths.terms);
  await expect(page.getByRole("contentinfo")).toContainText("© 2031 Avatalk. All rights reserved.");
});

test("An unknown address shows the not-found page with status 404 and logs the path", async ({ page }) => {
  const logged = page.waitForEvent("console", {
    predicate: (message) =>
      message.type() === "error" && message.text() === `${NOT_FOUND_LOG_MESSAGE} /no-such-page`,
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

test("Back and forward return to the pages the visitor went through", async ({ page }) => {
  // The account pages are static documents (decision 0059): each link loads the next page, and the
  // browser's own history brings the visitor back.
  await page.goto(paths.signIn);
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/sign_up$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/sign_up$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
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
    // The home page is a static page (web/site/): its links load the next page as a document.
    await waitForHydration(page);
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

  test("The menu closes when Tab leaves it, so the focused link is never behind it", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const toggle = header.getByRole("button", { name: /menu/i });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const mobileNav = header.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeVisible();
    // Through the menu's links and its two buttons, then out into the page.
    const signUp = mobileNav.getByRole("link", { name: "Sign Up" });
    while (!(await signUp.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press("Tab");
      await expect(mobileNav).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(":focus")).toBeInViewport();
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

test.describe("With motion, a link to a section of another page", () => {
  // The smooth scroll passes sections laid out only as they come into view (content-visibility):
  // it must still end with the section at the top, under the header.
  test.use({ reducedMotion: "no-preference" });
  for (const [width, height, from, link] of [
    [375, 667, "/pricing", { name: "Contact Sales" }],
    [375, 667, "/features", { name: "Contact", inFooter: true }],
    [1280, 800, "/use-cases", { name: "Contact", inFooter: true }],
  ] as const) {
    test(`lands on it at ${width} px: '${link.name}' on ${from}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(from);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const scope = "inFooter" in link ? page.getByRole("contentinfo") : page.getByRole("main");
      await scope.getByRole("link", { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(/\/#contact$/);

      const contact = page.getByRole("region", { name: contactBand.title });
      // scroll-margin-top (scroll-mt-24): 96 px, below the fixed header.
      await expect
        .poll(async () => Math.round((await contact.boundingBox())?.y ?? Number.NaN), { timeout: 10_000 })
        .toBe(96);
    });
  }
});

test("The health check reports the server and its database ready", async ({ request }) => {
  const response = await request.get(apiPaths.health);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok" });
});

test("The pictures of a page's largest paint are asked for with the page, before its layout finds them", async ({
  request,
}) => {
  // Without the preload, the home page's largest paint waited about 200 ms longer in Lighthouse.
  for (const path of [paths.home, paths.howItWorks, blogPostPath("knowledge-base-best-practices")]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloaded = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="image">/g)].map(
      (match) => match[1],
    );
    expect(preloaded, path).toHaveLength(1);
    // The preloaded picture is one the page shows.
    expect(html, path).toContain(`<img src="${preloaded[0]}"`);
  }
});
