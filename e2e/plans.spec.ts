import { randomUUID } from "node:crypto";
import { portalCopy } from "#content/portal.ts";
import { formatEuros } from "#contracts/plans.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { signUpCustomer } from "./support/sign-up.ts";
import { expect, test } from "./support/test.ts";

/**
 * Plans whose limits are real (docs/product.md §Plans): a new customer is on the trial, sees this
 * month's use, switches to a paid plan with the amount shown first, and the database holds it.
 */

const copy = portalCopy.planPage;

test("a customer on the trial switches to Pro yearly from Plan and usage, and the plan is stored", async ({
  page,
}) => {
  const email = `plan.${randomUUID().slice(0, 8)}@example.com`;
  await signUpCustomer(page, email);
  await page
    .getByRole("navigation", { name: portalCopy.navLabel })
    .getByRole("link", { name: copy.title })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
  await expect(page.getByText("Free trial", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: copy.domains })).toHaveAttribute(
    "aria-valuetext",
    copy.domainsUsed(0, "2"),
  );
  await expectNoA11yViolations(page);

  await page.getByText(copy.yearly, { exact: true }).click();
  // Pro at the yearly price (206 € less 13 % is 179 € a month), twelve months, nothing to credit.
  const due = formatEuros(179 * 12 * 100);
  const quote = page.locator("dl[aria-live]");
  await expect(quote).toContainText(copy.charge("Pro", copy.yearly));
  await expect(quote).toContainText(due);
  const confirm = page.getByRole("button", { name: copy.confirm("Pro", copy.yearly) });
  await confirm.click();
  await expect(page.getByText(copy.switched("Pro"))).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expect(page.getByText(`${formatEuros(179 * 12 * 100)} ${copy.perYear}`)).toBeVisible();

  const rows = await queryDatabase<{ plan: string; billing_period: string; price_cents: number }>(
    `select p.plan, p.billing_period, p.price_cents from account_plans p join users u on u.id = p.user_id
      where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ plan: "pro", billing_period: "yearly", price_cents: 179 * 12 * 100 }]);
  const changes = await queryDatabase<{ amount_cents: number }>(
    "select amount_cents from plan_changes where email = $1",
    [email],
  );
  expect(changes).toEqual([{ amount_cents: 179 * 12 * 100 }]);
});
