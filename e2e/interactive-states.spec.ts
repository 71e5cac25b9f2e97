import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe.ts";
import { contentPagePaths } from "./support/pages.ts";
import { expect, hydratePartsBelowTheFold, test } from "./support/test.ts";

/**
 * Every dialog, menu, tab and accordion state of every prerendered page, opened once from the
 * keyboard and checked with axe (docs/product.md §Quality). The controls are found by their ARIA
 * semantics, not listed by hand, so a new dialog or accordion is covered without new test code:
 *
 * - a dialog opens with Enter, a modal one keeps Tab inside it, and Escape closes it and gives focus
 *   back to the button that opened it;
 * - an accordion item or a disclosure opens with Enter and shows the region it controls, and a
 *   native one (`<details>`, decision 0027) shows its content;
 * - tabs move with the arrow keys (WAI-ARIA tabs pattern) and show their panel;
 * - the phone menu opens with Enter and closes with Escape, focus back on its button.
 */

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** Enough presses to go round any of our dialogs' controls more than once. */
const TAB_PRESSES = 12;

/** The accessible name Playwright would match, for finding the same control again after a reload of state. */
async function names(locator: Locator): Promise<string[]> {
  const found = await locator.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim()),
  );
  return [...new Set(found)].filter((name) => name.length > 0);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function checkDialogs(page: Page): Promise<void> {
  const triggers = page.locator('button[aria-haspopup="dialog"]');
  for (const name of await names(triggers)) {
    await test.step(`dialog opened by "${name}"`, async () => {
      const trigger = triggers
        .filter({ hasText: name })
        .or(triggers.and(page.getByLabel(name)))
        .first();
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog").last();
      await expect(dialog).toBeVisible();
      await expectNoA11yViolations(page);

      if ((await dialog.getAttribute("aria-modal")) === "true") {
        for (let press = 0; press < TAB_PRESSES; press++) {
          await page.keyboard.press("Tab");
          const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
          expect(inside, `focus stays in the dialog after ${press + 1} Tab presses`).toBe(true);
        }
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect.poll(() => isFocused(trigger), "focus returns to the button that opened it").toBe(true);
    });
  }
}

async function checkDisclosures(page: Page): Promise<void> {
  // Accordion items and disclosures: buttons that expand something in place (not a popup).
  const triggers = page.locator(
    'button[aria-expanded="false"]:not([aria-haspopup]):not([aria-controls="mobile-menu"])',
  );
  for (const name of await names(triggers)) {
    await test.step(`region opened by "${name}"`, async () => {
      const trigger = page
        .locator("button[aria-expanded]:not([aria-haspopup])")
        .filter({ hasText: name })
        .first();
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const controls = await trigger.getAttribute("aria-controls");
      expect(controls, "an open item names the region it shows").toBeTruthy();
      const region = page.locator(`[id="${controls}"]`);
      await expect(region).toBeVisible();
      await expectNoA11yViolations(page, { include: [`[id="${controls}"]`] });
    });
  }
}

async function checkNativeDisclosures(page: Page): Promise<void> {
  const summaries = page.locator("details:not([open]) > summary");
  for (const name of await names(summaries)) {
    await test.step(`details opened by "${name}"`, async () => {
      // The innermost <details> whose summary has this text (an outer one holds it too).
      const details = page.locator("details", { has: page.locator("summary", { hasText: name }) }).last();
      await details.locator(":scope > summary").focus();
      await page.keyboard.press("Enter");
      await expect(details).toHaveAttribute("open", "");
      const content = details.locator(":scope > :not(summary)").first();
      await expect(content).toBeVisible();
      await expectNoA11yViolations(page, { include: ["details[open]"] });
    });
  }
}

async function checkTabs(page: Page): Promise<void> {
  const tablists = page.getByRole("tablist");
  for (let list = 0; list < (await tablists.count()); list++) {
    const tabs = tablists.nth(list).getByRole("tab");
    const count = await tabs.count();
    await test.step(`tab list ${list + 1} (${count} tabs)`, async () => {
      await tablists.nth(list).getByRole("tab", { selected: true }).focus();
      const start = await tabs.evaluateAll((elements) =>
        elements.findIndex((element) => element.getAttribute("aria-selected") === "true"),
      );
      for (let step = 1; step <= count; step++) {
        await page.keyboard.press("ArrowRight");
        const tab = tabs.nth((start + step) % count);
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        const panel = page.locator(`[id="${await tab.getAttribute("aria-controls")}"]`);
        await expect(panel).toBeVisible();
        await expectNoA11yViolations(page, {
          include: [`[id="${await tab.getAttribute("aria-controls")}"]`],
        });
      }
    });
  }
}

async function checkPhoneMenu(page: Page): Promise<void> {
  const button = page.locator('button[aria-controls="mobile-menu"]');
  if (!(await button.isVisible())) return;
  await test.step("the phone menu", async () => {
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoA11yViolations(page, { include: ["#mobile-menu"] });
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
}

for (const path of contentPagePaths()) {
  test(`${path}: every dialog, menu, tab and accordion state works from the keyboard and passes axe`, async ({
    page,
  }) => {
    // axe once per state; the how-it-works page alone has a dozen.
    test.slow();
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await checkPhoneMenu(page);

    await page.setViewportSize(LAPTOP);
    await hydratePartsBelowTheFold(page);
    await checkTabs(page);
    await checkDisclosures(page);
    await checkNativeDisclosures(page);
    await checkDialogs(page);
  });
}
