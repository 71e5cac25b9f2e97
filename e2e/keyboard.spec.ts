import type { Page } from "@playwright/test";
import { prerenderedPaths } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

/**
 * Keyboard and motion on every prerendered page (docs/product.md §Quality, WCAG 2.4.1, 2.4.7, 2.3.3):
 * the first Tab reaches a skip link that leads past the header, every control Tab reaches shows a
 * visible focus indicator, and with reduced motion nothing keeps moving.
 */

/** Pages with the site header: their first stop is the skip link. The account screens have no header. */
const WITHOUT_HEADER = new Set([
  "/sign_in",
  "/sign_up",
  "/recovery_email",
  "/reset_password",
  "/verify_email",
]);
/** More than any of our pages has controls before its footer ends. */
const MAX_TAB_STOPS = 80;

type Stop = { description: string; inHeader: boolean; indicator: boolean; visible: boolean };

/**
 * Where focus is, and whether it is drawn: an outline or a ring (box-shadow) on the control, or an
 * outline on one of its nearest ancestors (a card whose stretched link is focused outlines the card).
 */
function focusedStop(page: Page): Promise<Stop | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return undefined;
    const outlined = (target: Element) => {
      const style = getComputedStyle(target);
      return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    };
    const ancestors: Element[] = [];
    for (let parent = element.parentElement; parent && ancestors.length < 4; parent = parent.parentElement) {
      ancestors.push(parent);
    }
    const ringed = getComputedStyle(element).boxShadow !== "none";
    const rect = element.getBoundingClientRect();
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      // The site's banner: a header outside main (an article's own header is content).
      inHeader: Boolean(element.closest("header")) && !element.closest("main"),
      indicator: outlined(element) || ringed || ancestors.some(outlined),
      visible: rect.width > 0 && rect.height > 0,
    };
  });
}

/** What keeps moving on the page: the running animations, by their element. */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${animation.constructor.name} on ${target?.tagName.toLowerCase()}.${String(target?.className).slice(0, 60)}`;
      }),
  );
}

for (const path of prerenderedPaths()) {
  // One load of each page for both checks: the browser here prefers reduced motion
  // (playwright.config.ts), and the Tab order is the same with it.
  test(`${path}: nothing keeps moving with reduced motion; a skip link, then a visible focus indicator on every stop of the Tab order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);

    // Reveals and scenes run once to their end state at once; nothing loops. Polled: a part drawn
    // after hydration (the account pages' product picture, from its own chunk) starts its one
    // 0.01 ms run whenever its code arrives, and reads as running until the next frame.
    await expect.poll(() => runningAnimations(page)).toEqual([]);

    if (!WITHOUT_HEADER.has(path)) {
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect((await focusedStop(page))?.inHeader, "the stop after the skip link is past the header").toBe(
        false,
      );
    }

    const seen = new Set<string>();
    for (let press = 0; press < MAX_TAB_STOPS; press++) {
      await page.keyboard.press("Tab");
      const stop = await focusedStop(page);
      if (!stop) break;
      if (seen.has(stop.description) && stop.description.includes("Skip to content")) break;
      seen.add(stop.description);
      if (stop.visible) expect(stop.indicator, `${stop.description} shows where focus is`).toBe(true);
    }
    expect(seen.size, "the page has controls to reach").toBeGreaterThan(0);
  });
}
