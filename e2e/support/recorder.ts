import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { signUpCustomer } from "./sign-up.ts";
import { expect, test } from "./test.ts";

/**
 * A customer records an answer in the portal. Chromium's fake camera (a test
 * pattern) and microphone (a beep) stand in for real ones; its fake permission prompt accepts, or
 * with `=deny` refuses, as a customer would. Launch switches force a browser of their own, so each
 * case is a spec file of its own (Playwright refuses them in a describe block).
 */

/** Adds Chromium switches to the project's launch options (its Chromium, its quiet defaults). */
export function browserWith(...args: string[]) {
  test.use({
    launchOptions: [
      async ({ launchOptions }, use) =>
        use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...args] }),
      { scope: "worker" },
    ],
  });
}

const SCRIPT =
  "Send anything back within 30 days for a full refund. The return label is free: print it from your order page, pack the item, and drop it at any post office.";

/** A new customer's new entry, with its answer written, and the recorder opened on it. */
export async function openRecorder(page: Page, email = `rec-${randomUUID().slice(0, 8)}@example.com`) {
  await signUpCustomer(page, email);
  await page.goto("/portal/knowledge-base");
  await page.getByRole("button", { name: "Add entry" }).click();
  const entry = page.getByRole("dialog", { name: "New entry" });
  await entry.getByLabel("Title", { exact: true }).fill("Returns");
  await entry.getByLabel("Questions", { exact: true }).fill("How do I return an item?");
  await entry.getByLabel("Answer", { exact: true }).fill(SCRIPT);
  const open = entry.getByRole("button", { name: "Record an answer" });
  await open.click();
  const recorder = page.getByRole("dialog", { name: "Record an answer" });
  await expect(recorder).toBeVisible();
  return { entry, open, recorder };
}
