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
    await addEntry(page, {
      title: "Electric bikes",
      questions: "Do you sell electric bikes?",
      answer: "We sell electric bikes from 1,900 €; their motors are looked after by the maker's dealer.",
    });
    await allowSite(page, site.origin);

    // A visitor asks whether the shop repairs e-bikes, and is answered with the repairs entry.
    const visitor = await context.newPage();
    const frame = await openChat(visitor, site.origin);
    await askInPanel(frame, "Do you repair e-bikes?");
    await expect(frame.getByRole("log").getByText("Our workshop repairs every kind of bike.")).toBeVisible();
    await visitor.close();

    // The test box agrees, and says why.
    await goToPortalScreen(page, "Conversations");
    const box = page.getByRole("region", { name: "Test your assistant" });
    await box.getByLabel("Question").fill("Do you repair e-bikes?");
    await box.getByRole("button", { name: "Ask" }).click();
    const result = box.getByRole("status", { name: "Test your assistant" });
    await expect(result.getByText("Answers with “Repairs”")).toBeVisible();
    await expect(result.getByText(/Words that matched: .*repair/)).toBeVisible();

    // Marked wrong, with the entry about electric bikes picked as the right one.
    const marks = page.getByRole("group", { name: "Do you repair e-bikes?" });
    await marks.getByRole("button", { name: "Wrong" }).click();
    await page.getByLabel("Which entry answers it?").selectOption({ label: "Electric bikes" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText("You marked this answer wrong: the entry will not answer it again."),
    ).toBeVisible();

    await box.getByRole("button", { name: "Ask" }).click();
    await expect(result.getByText("Answers with “Electric bikes”")).toBeVisible();
    const stored = await queryDatabase<{ counter_examples: string[] }>(
      "select e.counter_examples from widget_entries e join users u on u.id = e.user_id where u.email = $1 and e.title = 'Repairs'",
      [email],
    );
    expect(stored).toEqual([{ counter_examples: ["Do you repair e-bikes?"] }]);
  } finally {
    await site.close();
  }
});
