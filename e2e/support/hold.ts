import type { Page } from "@playwright/test";

/**
 * Holds every request to `url` (a Playwright glob) until `release` is called, so a test sees what
 * the page shows while it waits (a form sending, a shell loading) without racing a fast server.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}
