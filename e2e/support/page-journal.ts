import type { Page, TestInfo } from "@playwright/test";

/** The annotation type the failure list (scripts/e2e-failure-list.ts) repeats under a failed test. */
export const PAGE_JOURNAL = "page-journal";

/** How many of the last events a failed test keeps: enough for the moments before it failed. */
const KEPT = 8;

/**
 * Notes what happened to a test's page besides its own steps: each load (a second one of the same
 * address is a reload), an uncaught error, a console error, a request that failed or a server
 * error. A test that fails keeps the last few as an annotation, so that npm test's summary can say,
 * for a failure seen once on CI, whether the page reloaded or a chunk failed to load under it.
 */
export function keepPageJournal(page: Page, testInfo: TestInfo): () => void {
  const started = Date.now();
  const events: string[] = [];
  const note = (event: string) => {
    events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${event}`);
    if (events.length > KEPT) events.shift();
  };
  page.on("load", () => note(`loaded ${page.url()}`));
  page.on("pageerror", (error) => note(`uncaught: ${error.message.split("\n")[0]}`));
  page.on("console", (message) => {
    if (message.type() === "error") note(`console error: ${message.text().split("\n")[0]}`);
  });
  page.on("requestfailed", (request) =>
    note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? "unknown"}`),
  );
  page.on("response", (response) => {
    if (response.status() >= 500)
      note(`${response.request().method()} ${response.url()} → ${response.status()}`);
  });
  return () => {
    if (testInfo.status === testInfo.expectedStatus || events.length === 0) return;
    testInfo.annotations.push({ type: PAGE_JOURNAL, description: events.join(" | ") });
  };
}
