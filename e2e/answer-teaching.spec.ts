import { randomUUID } from "node:crypto";
import { PANEL_TEXTS } from "#contracts/widget-texts.ts";
import { customerSite } from "./support/customer-site.ts";
import { queryDatabase } from "./support/db.ts";
import { signUpCustomer, verifyAddress } from "./support/sign-up.ts";
import { expect, test } from "./support/test.ts";

/**
 * The customer teaches the assistant (docs/widget.md, "How an answer is chosen"): a visitor's
 * question answered with the wrong entry is marked wrong in Conversations, the right entry picked,
 * and the same question asked in "Test your assistant" gets the other answer at once.
 */

const t = PANEL_TEXTS.en;

test("A question marked wrong in Conversations is answered with the entry picked instead", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `teach.${randomUUID().slice(0, 8)}@example.com`;
  await signUpCustomer(page, email);
  await verifyAddress(page, email);
  const [{ widget_key: key } = { widget_key: "" }] = await queryDatabase<{ widget_key: string }>(
    "select widget_key from users where email = $1",
    [email],
  );
  const site = await customerSite(baseURL as string, key);
  try {
    await page.goto("/portal/knowledge-base");
    const entries = [
      [
        "Repairs",
        "Do you repair bikes?\nCan I get my bike serviced?",
        "Our workshop repairs every kind of bike.",
      ],
      ["Bike rental", "Do you rent bikes?\nCan I rent a bike for the day?", "City bikes cost 20 € a day."],
      [
        "Electric bikes",
        "Do you sell electric bikes?",
        "We sell electric bikes from 1,900 €; their motors are looked after by the maker's dealer.",
      ],
    ] as const;
    for (const [title, questions, answer] of entries) {
      await page.getByRole("button", { name: "Add entry" }).click();
      const dialog = page.getByRole("dialog", { name: "New entry" });
      await dialog.getByLabel("Title", { exact: true }).fill(title);
      await dialog.getByLabel("Questions", { exact: true }).fill(questions);
      await dialog.getByLabel("Answer", { exact: true }).fill(answer);
      await dialog.getByRole("button", { name: "Save entry" }).click();
      await expect(dialog).toBeHidden();
    }
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Widget" }).click();
    await page.getByLabel("Allowed domains").fill(site.origin);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Your widget settings have been saved.")).toBeVisible();

    // A visitor asks whether the shop repairs e-bikes, and is answered with the repairs entry.
    const visitor = await context.newPage();
    await visitor.goto(site.origin);
    await visitor.getByRole("button", { name: "Open chat" }).click();
    const frame = visitor.getByTitle("Chat with our assistant").contentFrame();
    const question = frame.getByRole("textbox", { name: t.questionLabel });
    await question.fill("Do you repair e-bikes?");
    await question.press("Enter");
    await expect(frame.getByRole("log").getByText("Our workshop repairs every kind of bike.")).toBeVisible();
    await visitor.close();

    // The test box agrees, and says why.
    await page
      .getByRole("navigation", { name: "Portal" })
      .getByRole("link", { name: "Conversations" })
      .click();
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
