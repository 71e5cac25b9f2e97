import type { Locator, Page } from "@playwright/test";
import { expect } from "./test.ts";

/**
 * The portal as a customer works it, screen by screen: the steps many journeys take on their way to
 * what they test (an entry written in the knowledge base, the site allowed in the widget's settings).
 */

/** Goes to a screen of the portal by its navigation, as a customer clicks there. */
export async function goToPortalScreen(
  page: Page,
  screen: "Knowledge base" | "Widget" | "Conversations",
): Promise<void> {
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: screen }).click();
}

/** An entry as the form takes it: the questions one a line. */
export type EntryText = { title: string; questions: string; answer: string };

/** Opens the "New entry" dialog on the knowledge base screen and writes the entry into it, unsaved. */
export async function startEntry(page: Page, entry: EntryText): Promise<Locator> {
  await page.getByRole("button", { name: "Add entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New entry" });
  await dialog.getByLabel("Title", { exact: true }).fill(entry.title);
  await dialog.getByLabel("Questions", { exact: true }).fill(entry.questions);
  await dialog.getByLabel("Answer", { exact: true }).fill(entry.answer);
  return dialog;
}

/** Saves the entry's dialog and waits for it to close. */
export async function saveEntry(dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Save entry" }).click();
  await expect(dialog).toBeHidden();
}

/** Writes an entry through the dialog, from the knowledge base screen, and saves it. */
export async function addEntry(page: Page, entry: EntryText): Promise<void> {
  await saveEntry(await startEntry(page, entry));
}

/** Allows the customer's site in the widget's settings, the one thing a site needs for the widget to answer. */
export async function allowSite(page: Page, origin: string): Promise<void> {
  await goToPortalScreen(page, "Widget");
  await page.getByLabel("Allowed domains").fill(origin);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Your widget settings have been saved.")).toBeVisible();
}
