import { expectNoA11yViolations } from "./support/axe.ts";
import { expectedStatus, prerenderedPaths } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

// Every page as most visitors see it, reveals and all (axe waits for them to settle).
test.use({ reducedMotion: "no-preference" });

/**
 * WCAG 2.2 AA on every prerendered page at a phone's and a laptop's width, and no sideways scrolling
 * on the narrowest phones (320 px). Dialogs, tabs and accordions are opened and checked by the
 * specs of their pages; this one covers each page as it first appears.
 */
for (const path of prerenderedPaths()) {
  test(`${path} has no accessibility violations at 375 and 1280 px and fits 320 px`, async ({ page }) => {
    // Two axe runs over whole pages (home now has all its sections): more than 30 s on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 375, height: 740 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(expectedStatus(path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoA11yViolations(page);
  });
}
