import { expect, type Locator, type Page } from "@playwright/test";

/**
 * TanStack Query's default 3 retries (docs/product.md §Constants) wait 1, 2 and 4 s before a failed call's notice
 * (`settled`) appears. The test's clock (installed before the page loads, then running as usual)
 * skips each wait once the retry is due instead of sleeping through it.
 */
export async function skipRetryWaits(page: Page, settled: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return settled.isVisible();
      },
      { intervals: [50], message: "the failure notice appears after the retries" },
    )
    .toBe(true);
}
