import type { Page } from "@playwright/test";
import { authFieldLabels } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
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
