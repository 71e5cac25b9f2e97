import type { Locator, Page, Route } from "@playwright/test";
import { contactBand } from "#content/home.ts";
import { pricingCopy } from "#content/pricing.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { skipRetryWaits } from "./support/retry-waits.ts";
import { expect, HYDRATED_ATTRIBUTE, test } from "./support/test.ts";

/**
 * docs/product.md §Routes Pricing, §Behaviour (monthly/yearly), §Errors (pricing failures fall back to the built-in plans) and §Constants
 * (order, Most Popular, 44/35 € and 206/179 €). The e2e database is seeded with the built-in
 * catalogue, so the live prices and the fallback prices are the same figures.
 */

const PLAN_TITLES = ["Basic", "Pro", "Enterprise"];
/** The plans of /pricing: the 'Pricing Plans' tab panel. */
function pricingPlans(page: Page): Locator {
  return page.getByRole("tabpanel", { name: "Pricing Plans" });
}

/** A card's price as a visitor reads it: "€44", or "Custom" for Enterprise. */
function priceOf(scope: Page | Locator, plan: string): Locator {
  return scope.getByRole("article", { name: plan, exact: true }).getByText(/^(€[\d,.]+|Custom)$/);
}

async function expectPrices(scope: Page | Locator, basic: string, pro: string): Promise<void> {
  await expect(priceOf(scope, "Basic")).toHaveText(basic);
  await expect(priceOf(scope, "Pro")).toHaveText(pro);
  await expect(priceOf(scope, "Enterprise")).toHaveText("Custom");
}

async function expectPlanCards(scope: Locator): Promise<void> {
  await expect(scope.getByRole("article")).toHaveCount(3);
  await expect(scope.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(PLAN_TITLES);
  await expect(
    scope.getByRole("article", { name: "Pro", exact: true }).getByText("Most Popular"),
  ).toBeVisible();
  await expect(scope.getByText("Most Popular")).toHaveCount(1);
}

test("A visitor compares monthly and yearly prices on /pricing", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Transparent Pricing" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Pricing Plans" })).toHaveAttribute("aria-selected", "true");

  const plans = pricingPlans(page);
  await expectPlanCards(plans);
  const monthly = plans.getByRole("radio", { name: "Monthly" });
  const yearly = plans.getByRole("radio", { name: "Yearly" });
  await expect(monthly).toBeChecked();
  await expectPrices(plans, "€44", "€206");
  await expect(plans.getByRole("article", { name: "Basic", exact: true })).toContainText(
    pricingCopy.billedMonthly,
  );

  await yearly.click();
  await expect(yearly).toBeChecked();
  await expect(monthly).not.toBeChecked();
  await expectPrices(plans, "€35", "€179");
  for (const title of ["Basic", "Pro"]) {
    await expect(plans.getByRole("article", { name: title, exact: true })).toContainText(
      pricingCopy.billedYearly,
    );
  }

  await monthly.click();
  await expect(monthly).toBeChecked();
  await expectPrices(plans, "€44", "€206");

  // Below the cards: the 'Transparent Pricing' note and the 'Schedule a Demo' button (docs/product.md §Routes).
  await expect(plans.getByRole("heading", { name: "Transparent Pricing" })).toBeVisible();
  await expect(plans.getByRole("button", { name: "Schedule a Demo" })).toBeVisible();
});

test("Contact Sales scrolls to the contact section of the home page", async ({ page }) => {
  await page.goto("/pricing");
  const enterprise = pricingPlans(page).getByRole("article", { name: "Enterprise", exact: true });
  await enterprise.getByRole("link", { name: "Contact Sales" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole("region", { name: contactBand.title })).toBeInViewport();
});

test("The Partner Program tab summarises the program and links to /partner-program", async ({ page }) => {
  await page.goto("/pricing");
  const partnerTab = page.getByRole("tab", { name: "Partner Program" });
  await partnerTab.click();
  await expect(partnerTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Pricing Plans" })).toHaveAttribute("aria-selected", "false");
  await expect(pricingPlans(page)).toBeHidden();

  const summary = page.getByRole("tabpanel", { name: "Partner Program" });
  await expect(summary.getByRole("heading", { name: pricingCopy.partner.title })).toBeVisible();
  for (const point of pricingCopy.partner.points) {
    await expect(summary.getByRole("listitem").filter({ hasText: point })).toBeVisible();
  }
  await expect(summary).toContainText("20%");

  const link = summary.getByRole("link", { name: pricingCopy.partner.cta });
  await expect(link).toHaveAttribute("href", "/partner-program");
  await link.click();
  await expect(page).toHaveURL(/\/partner-program$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("The pricing FAQ opens one answer at a time and collapses again, before the page has hydrated", async ({
  page,
}) => {
  // A native <details> accordion (decision 0027): it works from the first click, scripts or none.
  await page.goto("/pricing");
  const [first, second] = pricingCopy.faq;
  if (!first || !second) throw new Error("content/pricing.ts needs at least two FAQ items");
  const firstQuestion = page.getByText(first.question, { exact: true });
  const secondQuestion = page.getByText(second.question, { exact: true });
  const firstAnswer = page.getByText(first.answer);
  const secondAnswer = page.getByText(second.answer);
  await expect(firstAnswer).toBeHidden();

  await firstQuestion.click();
  await expect(firstAnswer).toBeVisible();
  await expect(secondAnswer).toBeHidden();

  await secondQuestion.click();
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();

  await secondQuestion.click();
  await expect(secondAnswer).toBeHidden();
  await expect(firstAnswer).toBeHidden();
});

test("The home page's #pricing section is the pricing of /pricing: its tabs, plans and note", async ({
  page,
}) => {
  await page.goto("/#pricing");
  const section = page.getByRole("region", { name: "Transparent Pricing" });
  await expect(section).toBeInViewport();
  await expect(section.getByRole("tab", { name: "Pricing Plans" })).toHaveAttribute("aria-selected", "true");
  const plans = section.getByRole("tabpanel", { name: "Pricing Plans" });
  await expectPlanCards(plans);
  await expectPrices(plans, "€44", "€206");

  const yearly = plans.getByRole("radio", { name: "Yearly" });
  await yearly.click();
  await expect(yearly).toBeChecked();
  await expectPrices(plans, "€35", "€179");
  await expect(plans.getByRole("heading", { level: 3, name: "Transparent Pricing" })).toBeVisible();
  await expect(plans.getByRole("button", { name: "Schedule a Demo" })).toBeVisible();

  await section.getByRole("tab", { name: "Partner Program" }).click();
  const partner = section.getByRole("tabpanel", { name: "Partner Program" });
  await expect(partner.getByRole("heading", { level: 3, name: pricingCopy.partner.title })).toBeVisible();
  await expect(partner.getByRole("link", { name: pricingCopy.partner.cta })).toHaveAttribute(
    "href",
    "/partner-program",
  );
});

test("The home page asks for live prices only as a visitor nears its pricing section", async ({ page }) => {
  const pricingCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(apiPaths.pricing)) pricingCalls.push(pathname);
  });
  await page.goto("/");
  // Everything the first screen needs has loaded: the plans far below it have asked for nothing.
  await page.waitForLoadState("networkidle");
  expect(pricingCalls).toEqual([]);

  const section = page.getByRole("region", { name: "Transparent Pricing" });
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === apiPaths.pricing);
  await section.getByRole("heading", { level: 2 }).scrollIntoViewIfNeeded();
  await asked;
  await section.getByRole("tab", { name: "Partner Program" }).click();
  await expect(section.getByRole("tab", { name: "Partner Program" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("The prerendered pricing page shows the prices before any script runs", async ({ page }) => {
    await page.goto("/pricing");
    const plans = pricingPlans(page);
    await expectPlanCards(plans);
    await expectPrices(plans, "€44", "€206");
    await expect(plans.getByRole("radio", { name: "Monthly" })).toBeChecked();
  });

  test("The prerendered home page has its plans in place, in the #pricing section", async ({ page }) => {
    // Decision 0013: no part of a page is written after it, to be moved in by a script.
    await page.goto("/#pricing");
    const section = page.getByRole("region", { name: "Transparent Pricing" });
    await expectPlanCards(section);
    await expectPrices(section, "€44", "€206");
  });
});

test.describe("When a pricing call fails, the default plans stay and a notice says why", () => {
  const failures: { title: string; path: string; fail: (route: Route) => Promise<void>; notice: string }[] = [
    {
      title: "the plan config call gets no answer",
      path: "**/api/pricingConfig/all",
      fail: (route) => route.abort("connectionfailed"),
      notice: "Network error. Please try again.",
    },
    {
      title: "the pricing call answers 500 with a JSON message",
      path: "**/api/pricing",
      fail: (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"message":"Pricing is down"}',
        }),
      notice: "Pricing is down",
    },
    {
      title: "the pricing call answers 500 with plain text",
      path: "**/api/pricing",
      fail: (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
      notice: "Unexpected error occurred.",
    },
    {
      title: "the pricing call answers 200 with HTML",
      path: "**/api/pricing",
      fail: (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Oops</title>" }),
      notice: "Unexpected response format.",
    },
    {
      title: "the pricing call gets no answer",
      path: "**/api/pricing",
      fail: (route) => route.abort("connectionfailed"),
      notice: "Network error. Please try again.",
    },
  ];

  for (const { title, path, fail, notice } of failures) {
    test(`when ${title}`, async ({ page }) => {
      let calls = 0;
      await page.route(path, (route) => {
        calls += 1;
        return fail(route);
      });
      await page.clock.install();
      await page.goto("/pricing");
      const plans = pricingPlans(page);

      await skipRetryWaits(page, plans.getByText(notice));
      await expect(plans.getByText(pricingCopy.fallbackNotice)).toBeVisible();
      await expectPlanCards(plans);
      await expectPrices(plans, "€44", "€206");
      // The call was made, and retried, before the notice appeared (docs/product.md §Constants library defaults).
      expect(calls).toBeGreaterThan(1);

      const yearly = plans.getByRole("radio", { name: "Yearly" });
      await yearly.click();
      await expect(yearly).toBeChecked();
      await expectPrices(plans, "€35", "€179");
    });
  }
});

/** Each pricing call the page makes, by path, as the requests go out. */
function pricingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(apiPaths.pricing)) calls.push(pathname);
  });
  return calls;
}

/**
 * Opens /pricing as a visitor who has not touched it yet (the frame's own `goto`, not the fixture's
 * `page.goto`, which interacts to hydrate the page); returns the scripts it requests.
 */
async function openUntouched(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.mainFrame().goto("/pricing");
  return scripts;
}

/** The pricing tabs' island once it has hydrated (web/site/islands/island.tsx). */
const hydratedPlans = (page: Page) => page.locator(`astro-island[client="answers"][${HYDRATED_ATTRIBUTE}]`);

test.describe("/pricing makes its calls as it loads (decision 0057)", () => {
  test("and waits for the visitor while they answer the prices it shows", async ({ page }) => {
    const calls = pricingCalls(page);
    const answered = Promise.all(
      [apiPaths.pricingConfigs, apiPaths.pricing].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === path),
      ),
    );
    const scripts = await openUntouched(page);
    await answered;
    await page.waitForLoadState("networkidle");
    expect(calls.toSorted()).toEqual([apiPaths.pricing, apiPaths.pricingConfigs]);
    expect(scripts).toEqual([]);
    await expect(hydratedPlans(page)).toHaveCount(0);

    // Yearly, chosen before the page has run any script, is the billing shown once it has.
    const yearly = page.getByRole("radio", { name: "Yearly" });
    await yearly.click();
    await expect(hydratedPlans(page)).toHaveCount(1);
    await expect(yearly).toBeChecked();
    await expect(page.getByRole("article", { name: "Basic", exact: true }).getByText("€35")).toBeVisible();
  });

  test("and shows a price that changed since the build without an interaction", async ({ page }) => {
    await page.route("**/api/pricing", (route) =>
      route.fulfill({
        json: [
          { pricingConfigId: 2, monthlyPrice: 49, discount: 20 },
          { pricingConfigId: 3, monthlyPrice: 206, discount: 13 },
        ],
      }),
    );
    await openUntouched(page);
    await expect(hydratedPlans(page)).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Basic", exact: true }).getByText("€49")).toBeVisible();
  });

  test("and shows a failed call's message without an interaction", async ({ page }) => {
    await page.route("**/api/pricingConfig/all", (route) => route.abort("connectionfailed"));
    await page.clock.install();
    await openUntouched(page);
    await expect(hydratedPlans(page)).toHaveCount(1);
    await skipRetryWaits(page, page.getByText("Network error. Please try again."));
  });
});

test("The pricing page has no WCAG 2.1 AA violations", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Transparent Pricing" })).toBeVisible();
  await expectPrices(pricingPlans(page), "€44", "€206");
  await expectNoA11yViolations(page);
});
