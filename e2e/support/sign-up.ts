import type { Page } from "@playwright/test";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { queryDatabase } from "./db.ts";
import { mailedLinkPath } from "./outbox.ts";
import { expect } from "./test.ts";

/** Signs a new customer up through the form, as a visitor does, and waits for the portal. */
export async function signUpCustomer(page: Page, email: string): Promise<void> {
  await page.goto("/sign_up");
  await page.getByLabel(authFieldLabels.fullName, { exact: true }).fill("Tess Trailhead");
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(email);
  await page.getByLabel(authFieldLabels.phoneNumber, { exact: true }).pressSequentially("17025550123");
  await page.getByLabel(authFieldLabels.password, { exact: true }).fill("Trail#Head2026!");
  await page.getByLabel(authFieldLabels.confirmPassword, { exact: true }).fill("Trail#Head2026!");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}

/** Decision 0007: the widget goes live only once the address is verified, by the mailed link. */
export async function verifyAddress(page: Page, email: string): Promise<void> {
  await page.goto(await mailedLinkPath(email, "/verify_email"));
  await expect(page.getByText(messages.account.emailVerified)).toBeVisible();
}

/**
 * A new customer signed up through the form and verified by the mailed link, so their widget answers
 * on an allowed site; returns the widget key the portal gave them, for the snippet on that site.
 */
export async function signUpVerified(page: Page, email: string): Promise<string> {
  await signUpCustomer(page, email);
  await verifyAddress(page, email);
  const [row] = await queryDatabase<{ widget_key: string }>("select widget_key from users where email = $1", [
    email,
  ]);
  if (!row) throw new Error(`no account stored for ${email}`);
  return row.widget_key;
}
