import type { Locator } from "@playwright/test";
import { PANEL_TEXTS } from "#contracts/widget/texts.ts";
import { expect, HYDRATED_ATTRIBUTE, test } from "./support/test.ts";

/**
 * Our own site uses the widget: the home page's "Try it live" opens the Avatalk widget
 * with our own knowledge base, and nothing of it loads before the visitor asks.
 */

const t = PANEL_TEXTS.en;

test("Try it live opens our own assistant, which loads only when asked and answers from the site's copy", async ({
  page,
}) => {
  const widgetRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/widget(\.js|\/)/.test(new URL(request.url()).pathname)) widgetRequests.push(request.url());
  });
  await page.goto("/");
  const tryIt = page.getByRole("button", { name: "Try it live" });
  await tryIt.scrollIntoViewIfNeeded();
  await expect(tryIt).toBeVisible();
  expect(widgetRequests).toEqual([]);

  await tryIt.click();
  const frame = page.getByTitle("Chat with our assistant").contentFrame();
  await expect(
    frame.getByText("Hi! I'm the Avatalk assistant. Ask me about plans, setup or what I can do."),
  ).toBeVisible();
  const question = frame.getByRole("textbox", { name: t.questionLabel });
  await question.fill("How much does the Pro plan cost a month?");
  await question.press("Enter");
  await expect(frame.getByRole("log").getByText(/Pro 206 € a month/)).toBeVisible();
  expect(widgetRequests.some((url) => url.endsWith("/widget.js"))).toBe(true);
});

/**
 * A visitor who follows a link to `/#how-it-works` lands beside "Try it live" without scrolling, so
 * their press on it is the interaction that hydrates its island (`client:interaction`,
 * web/site/directives/interaction.ts): the press still opens the assistant. Opened with the frame's
 * own `goto`, not the fixture's, which interacts to hydrate the page (e2e/support/test.ts).
 */
for (const [how, activate] of [
  ["a click", (tryIt: Locator) => tryIt.click()],
  [
    "focus and Enter",
    async (tryIt: Locator) => {
      await tryIt.focus();
      await tryIt.press("Enter");
    },
  ],
] as const) {
  test(`Try it live opens the assistant on ${how}, the visitor's first interaction with the page`, async ({
    page,
  }) => {
    await page.mainFrame().goto("/#how-it-works");
    const tryIt = page.getByRole("button", { name: "Try it live" });
    await expect(tryIt).toBeInViewport();
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(0);

    await activate(tryIt);
    const frame = page.getByTitle("Chat with our assistant").contentFrame();
    await expect(
      frame.getByText("Hi! I'm the Avatalk assistant. Ask me about plans, setup or what I can do."),
    ).toBeVisible();
  });
}
