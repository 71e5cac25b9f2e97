import { expect, type Page, test } from "@playwright/test";
import axe from "axe-core";

/** docs/product.md §Quality: the WCAG 2.2 A and AA rules; Lighthouse's accessibility audit uses the same engine. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Violation = { id: string; impact: string | null; help: string; helpUrl: string; targets: string[] };

/**
 * Runs axe-core on the page as it is now and fails listing every violation with the elements it
 * found. Wait for the content you mean to check (a heading, an open dialog) before calling it.
 *
 * axe is evaluated through page.evaluate rather than a <script> tag: the site's CSP allows no inline
 * scripts, and page.evaluate (DevTools protocol) is not subject to it. We do not create the context
 * with bypassCSP, because then the tests would no longer see the policy a visitor's browser enforces.
 */
export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[]; include?: string[] } = {},
): Promise<void> {
  await test.step("axe finds no WCAG 2.2 AA violations", async () => {
    // Colours are checked as they settle: a reveal or a scene caught mid-fade blends with the
    // background. Endless animations (a pulsing avatar) are left running; they never settle. Nor
    // does one in a section the browser has not rendered yet (content-visibility in app.css): it
    // waits there at its start, invisible, until the section comes near the screen. A section that
    // has just come into view (the viewport grew) starts its reveal only after its observer has
    // answered and React has rendered, a frame or two later: so the page settles when two frames
    // pass with nothing running left to finish (a paused scene is checked as it stands).
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let round = 0; round < 20; round++) {
        await frame();
        await frame();
        const settling = document
          .getAnimations()
          .filter((animation) => animation.playState === "running")
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return !target || target.checkVisibility({ contentVisibilityAuto: true });
          });
        if (settling.length === 0) return;
        await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
      }
    });
    // Once per document: a test that checks a dozen states of one page evaluates it once.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
    const violations = await page.evaluate(
      async ({ tags, exclude, include }): Promise<Violation[]> => {
        const engine = (window as unknown as { axe: typeof axe }).axe;
        const results = await engine.run(
          {
            exclude: exclude.map((selector) => [selector]),
            ...(include.length > 0 ? { include: include.map((selector) => [selector]) } : {}),
          },
          { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
        );
        return results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          helpUrl: violation.helpUrl,
          targets: violation.nodes.map((node) => node.target.map(String).join(" >>> ")),
        }));
      },
      { tags: WCAG_TAGS, exclude: options.exclude ?? [], include: options.include ?? [] },
    );
    const report = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}\n` +
        `  ${violation.helpUrl}\n${violation.targets.map((target) => `  - ${target}`).join("\n")}`,
    );
    expect(report, `axe found ${violations.length} accessibility violation(s) on ${page.url()}`).toEqual([]);
  });
}
