import { randomUUID } from "node:crypto";
import { askInPanel, customerSite, openChat } from "./support/customer-site.ts";
import { queryDatabase } from "./support/db.ts";
import { addEntry, allowSite, goToPortalScreen } from "./support/portal.ts";
import { signUpVerified } from "./support/sign-up.ts";
import { expect, test } from "./support/test.ts";

/**
 * The customer teaches the assistant (docs/widget.md, "How an answer is chosen"): a visitor's
 * question answered with the wrong entry is marked wrong in Conversations, the right entry picked,
 * and the same question asked in "Test your assistant" gets the other answer at once.
 */

test("A question marked wrong in Conversations is answered with the entry picked instead", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `teach.${randomUUID().slice(0, 8)}@example.com`;
  const site = await customerSite(baseURL as string, await signUpVerified(page, email));
  try {
    await page.goto("/portal/knowledge-base");
    await addEntry(page, {
      title: "Repairs",
      questions: "Do you repair bikes?\nCan I get my bike serviced?",
      answer: "Our workshop repairs every kind of bike.",
    });
    await addEntry(page, {
      title: "Bike rental",
      questions: "Do you rent bikes?\nCan I rent a bike for the day?",
      answer: "City bikes cost 20 € a day.",
    });
    await allowSite(page, site.origin);

    // A visitor asks for a bike to ride while theirs is repaired, and is answered with the repairs entry.
    const visitor = await context.newPage();
    const frame = await openChat(visitor, site.origin);
    await askInPanel(frame, "Can I get a bike while mine is repaired?");
    await expect(frame.getByRole("log").getByText("Our workshop repairs every kind of bike.")).toBeVisible();
    await visitor.close();

    // The test box agrees, and says why.
    await goToPortalScreen(page, "Conversations");
    const box = page.getByRole("region", { name: "Test your assistant" });
    await box.getByLabel("Question").fill("Can I get a bike while mine is repaired?");
    await box.getByRole("button", { name: "Ask" }).click();
    const result = box.getByRole("status", { name: "Test your assistant" });
    await expect(result.getByText("Answers with “Repairs”")).toBeVisible();
    await expect(result.getByText(/Words that matched: .*repair/)).toBeVisible();

    // Marked wrong, with the rental entry picked as the right one.
    const marks = page.getByRole("group", { name: "Can I get a bike while mine is repaired?" });
    await marks.getByRole("button", { name: "Wrong" }).click();
    await page.getByLabel("Which entry answers it?").selectOption({ label: "Bike rental" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText("You marked this answer wrong: the entry will not answer it again."),
    ).toBeVisible();

    await box.getByRole("button", { name: "Ask" }).click();
    await expect(result.getByText("Answers with “Bike rental”")).toBeVisible();
    const stored = await queryDatabase<{ counter_examples: string[] }>(
      "select e.counter_examples from widget_entries e join users u on u.id = e.user_id where u.email = $1 and e.title = 'Repairs'",
      [email],
    );
    expect(stored).toEqual([{ counter_examples: ["Can I get a bike while mine is repaired?"] }]);
  } finally {
    await site.close();
  }
});
