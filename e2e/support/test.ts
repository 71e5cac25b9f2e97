import { test as base, expect, type Page } from "@playwright/test";
import { HYDRATE_ATTRIBUTE, HYDRATED_ATTRIBUTE, ON_INTENT } from "#web/lib/hydration-attributes.ts";
import { keepPageJournal } from "./page-journal.ts";

export { expect, HYDRATED_ATTRIBUTE };

/**
 * Waits until the page is interactive. A click on static HTML before hydration may do nothing, so
 * every full page load waits for this one signal instead of retrying clicks. A page whose islands
 * wait for the visitor's first interaction (decision 0054) is given one first: a Shift press, which
 * moves no focus and clicks nothing. e2e/before-the-first-interaction.spec.ts covers what happens
 * before.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (await page.locator(`html[${HYDRATE_ATTRIBUTE}="${ON_INTENT}"]`).count())
    await page.keyboard.press("Shift");
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);
}

/**
 * Brings each part of the page that hydrates only as it comes near (a `client:visible` or
 * `client:near` island, web/site/) into view, and waits until it has hydrated, as a visitor
 * scrolling down would find it. Then back to the top.
 */
export async function hydratePartsBelowTheFold(page: Page): Promise<void> {
  for (const part of await page
    .locator('astro-island[client="visible"], astro-island[client="near"]')
    .all()) {
    // An island is `display: contents`, without a box to scroll to: its first child with one is.
    await part.evaluate((element) => {
      const box = [...element.children].find((child) => child.getClientRects().length > 0);
      (box ?? element).scrollIntoView({ block: "center" });
    });
    await expect(part).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` resolve once the page has hydrated. Pages
 * loaded with JavaScript disabled never hydrate and are returned as loaded. A test that fails keeps
 * what happened to its page besides its steps (./page-journal.ts). Every spec imports `test` and
 * `expect` from here.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const keepJournalIfFailed = keepPageJournal(page, testInfo);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
    keepJournalIfFailed();
  },
});
