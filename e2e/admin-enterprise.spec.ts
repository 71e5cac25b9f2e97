import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { authCopy } from "#content/auth.ts";
import { portalCopy } from "#content/portal.ts";
import { authFieldLabels } from "#contracts/messages.ts";
import { planLimitLabels, planLimitMessages, planMessages } from "#contracts/plans.ts";
import { expectNoA11yViolations } from "./support/axe.ts";
import { queryDatabase } from "./support/db.ts";
import { signUpCustomer } from "./support/sign-up.ts";
import { expect, test } from "./support/test.ts";

/**
 * An administrator puts a customer on Enterprise from the admin area (docs/product.md §Plans): the
 * account picked by its email, the limits typed with the contract's messages for what is not a limit,
 * and the customer's plan stored with them.
 */

const run = promisify(execFile);
const copy = portalCopy.admin.enterprise;

test("An administrator sets an account's Enterprise limits in the admin area", async ({
  page,
  browser,
  baseURL,
}) => {
  const marker = randomUUID().slice(0, 8);
  const customerEmail = `ent.${marker}@example.com`;
  const customer = await browser.newContext({ baseURL });
  await signUpCustomer(await customer.newPage(), customerEmail);
  await customer.close();

  const admin = { email: `admin.ent.${marker}@example.com`, password: "Sturdy#Admin2026" };
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "server/cli/admin-create.ts", admin.email],
    { env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, ADMIN_PASSWORD: admin.password } },
  );
  expect(stdout).toContain(`Created the administrator ${admin.email}`);
  await page.goto("/portal/admin");
  await page.getByLabel(authFieldLabels.email, { exact: true }).fill(admin.email);
  await page.getByLabel(authFieldLabels.password, { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: authCopy.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/admin$/);

  await page.getByRole("tab", { name: portalCopy.admin.enterpriseTab }).click();
  const form = page.getByRole("form", { name: copy.title });
  const email = form.getByLabel(copy.email);
  const domains = form.getByLabel(planLimitLabels.domains);
  const minutes = form.getByLabel(planLimitLabels.generationMinutes);
  const price = form.getByLabel(planLimitLabels.extraPricePerMinute);
  const save = form.getByRole("button", { name: copy.save });

  // What is not a limit is named on its field before anything is sent.
  await email.fill("not an address");
  await domains.fill("-2");
  await minutes.fill("12.5");
  await price.fill("3.755");
  await save.click();
  await expect(form.getByText(planLimitMessages.email)).toBeVisible();
  await expect(form.getByText(planLimitMessages.count(planLimitLabels.domains))).toBeVisible();
  await expect(form.getByText(planLimitMessages.count(planLimitLabels.generationMinutes))).toBeVisible();
  await expect(form.getByText(planLimitMessages.price)).toBeVisible();
  await expectNoA11yViolations(page);

  // An address no account uses: the server's answer, on the email's field.
  await email.fill(`nobody.${marker}@example.com`);
  await domains.fill("5");
  await minutes.fill("600");
  await price.fill("2,50");
  await save.click();
  await expect(form.getByText(planMessages.accountNotFound)).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(customerEmail);
  await form.getByLabel(planLimitLabels.watermark).uncheck();
  await save.click();
  await expect(form.getByText(copy.saved(customerEmail))).toBeVisible();
  const stored = await queryDatabase<{ plan: string; limits: unknown }>(
    "select p.plan, p.limits from account_plans p join users u on u.id = p.user_id where u.email = $1",
    [customerEmail],
  );
  expect(stored).toEqual([
    {
      plan: "enterprise",
      limits: {
        domains: 5,
        generationMinutes: 600,
        extraPricePerMinute: 2.5,
        presenters: null,
        variousVoices: true,
        watermark: false,
      },
    },
  ]);
});
