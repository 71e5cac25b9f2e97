import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** The attribute web/lib/hydration.tsx sets on <html> once the page is interactive. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Waits until the page is interactive. A click on prerendered HTML before hydration does nothing, so
 * every full page load waits for this one signal instead of retrying clicks.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);
}

/**
 * Brings each part of the page that hydrates only as it comes near (`LazyPartOnApproach`: the home
 * page's pricing and contact form) into view, and waits until it has hydrated, as a visitor
 * scrolling down would find it. Then back to the top.
 */
export async function hydratePartsBelowTheFold(page: Page): Promise<void> {
  for (const part of await page.locator("[data-lazy-part]").all()) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` resolve once the page has hydrated. Pages
 * loaded with JavaScript disabled never hydrate and are returned as loaded. Every spec imports
 * `test` and `expect` from here.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
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
  },
});
