import type { Browser } from "@playwright/test";
import { authCopy } from "#content/auth.ts";
import { liveInboxCopy as copy } from "#content/live-inbox.ts";
import { teamCopy } from "#content/team.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { authFieldLabels } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { teamMessages } from "#contracts/team.ts";
import { PANEL_TEXTS } from "#contracts/widget/texts.ts";
import { askInPanel, customerSite, openChat, type Site } from "./support/customer-site.ts";
import { outboxMails } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";
import { addEntries, type Customer, saveWidgetSettings, signUpCustomer } from "./support/widget-customer.ts";

/**
 * Team seats (decision 0053): the owner invites a teammate from the portal, the teammate opens the
 * mailed link in a browser of their own, joins, and answers a waiting visitor in the live inbox,
 * while the owner's other screens stay out of their reach.
 */
const t = PANEL_TEXTS.en;
const OWNER_PASSWORD = "Trail#Head2026!";
const TEAMMATE_PASSWORD = "Helper#Desk2026!";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let customer: Customer;
let site: Site;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  customer = await signUpCustomer(request);
  site = await customerSite(baseURL as string, customer.key);
  await addEntries(request, customer, [
    {
      title: "Opening hours",
      questions: ["When are you open?"],
      answer: "We are open from nine to six on weekdays.",
      language: "en",
    },
  ]);
  await saveWidgetSettings(request, customer, { allowedOrigins: [site.origin] });
  await request.dispose();
});

test.afterAll(async () => {
  await site?.close();
});

/** The invitation link mailed to an address, as a path on this server. */
async function invitationPath(email: string): Promise<string> {
  const mailed = async () =>
    (await outboxMails()).filter((mail) => mail.includes(email) && mail.includes("/sign_up?invitation="));
  await expect.poll(async () => (await mailed()).length).toBeGreaterThan(0);
  const link = (await mailed()).at(-1)?.match(/(http\S+\/sign_up\?invitation=[^\s"<>]+)/)?.[1];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

async function visitorAsksForPerson(browser: Browser) {
  const context = await browser.newContext();
  const frame = await openChat(await context.newPage(), site.origin, /^(Open|Close) chat$/);
  await askInPanel(frame, "Can I park a camper van at the shop?");
  const log = frame.getByRole("log");
  await expect(log.getByText(t.unsure)).toBeVisible();
  await log.getByRole("button", { name: t.talkToPerson }).click();
  await expect(log.getByText(t.liveWaiting.replace("{business}", "Tess Trailhead"))).toBeVisible();
  return { context, log };
}

test("the owner invites a teammate, who joins from the mailed link and answers a waiting visitor", async ({
  browser,
  baseURL,
}) => {
  const teammateEmail = `helper.${crypto.randomUUID().slice(0, 8)}@example.com`;

  // The owner, in the portal's dashboard.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await owner.goto(`${paths.signIn}?returnTo=%2Fportal%2Fdashboard`);
  await owner.getByLabel(authFieldLabels.email, { exact: true }).fill(customer.email);
  await owner.getByLabel(authFieldLabels.password, { exact: true }).fill(OWNER_PASSWORD);
  await owner.getByRole("button", { name: authCopy.signIn.submit, exact: true }).click();
  await expect(owner).toHaveURL(/\/portal\/dashboard$/);
  const team = owner.getByRole("region", { name: teamCopy.card.title });
  await team.getByLabel(teamCopy.card.emailLabel).fill(teammateEmail);
  await team.getByRole("button", { name: teamCopy.card.invite }).click();
  await expect(team.getByText(teamCopy.card.invited(teammateEmail))).toBeVisible();
  await expect(team.getByText(teammateEmail, { exact: true })).toBeVisible();

  // The teammate, in a browser of their own, from the mailed link.
  const mateContext = await browser.newContext({ baseURL });
  const mate = await mateContext.newPage();
  await mate.goto(await invitationPath(teammateEmail));
  await expect(mate.getByRole("heading", { name: teamCopy.join.title })).toBeVisible();
  // The token left the address bar.
  await expect(mate).toHaveURL(/\/sign_up$/);
  await mate.getByLabel(teamCopy.join.nameLabel).fill("Sam Helper");
  await mate.getByLabel(teamCopy.join.passwordLabel, { exact: true }).fill(TEAMMATE_PASSWORD);
  await mate.getByLabel(teamCopy.join.confirmLabel, { exact: true }).fill(TEAMMATE_PASSWORD);
  await mate.getByRole("button", { name: teamCopy.join.submit }).click();
  await expect(mate).toHaveURL(/\/portal\/conversations$/);

  // Only the screens of the owner's chats: the knowledge base is neither listed nor reachable.
  const nav = mate.getByRole("navigation", { name: "Portal" });
  await expect(nav.getByRole("link", { name: "Conversations" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Knowledge base" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Plan and usage" })).toHaveCount(0);
  const online = mate.getByRole("button", { name: copy.online });
  await online.click();
  await expect(online).toHaveAttribute("aria-pressed", "true");

  const { context: visitorContext, log } = await visitorAsksForPerson(browser);
  await expect(mate.getByTestId("live-waiting-count")).toHaveText(copy.waitingCount(1));
  await mate.getByRole("list", { name: copy.title }).getByRole("button").first().click();
  const conversation = mate.getByTestId("live-conversation");
  await expect(conversation.getByText("Can I park a camper van at the shop?")).toBeVisible();
  await conversation.getByRole("button", { name: copy.claim }).click();
  await expect(log.getByText(t.liveJoined.replace("{name}", "Sam Helper"))).toBeVisible();
  await conversation.getByLabel(copy.replyLabel).fill("Yes, the yard behind the shop has room.");
  await conversation.getByRole("button", { name: copy.send }).click();
  await expect(log.getByText("Yes, the yard behind the shop has room.")).toBeVisible();

  // The owner's knowledge base, opened by its address, says whose it is; its API refuses too.
  await mate.goto(paths.knowledgeBase);
  await expect(mate.getByRole("heading", { name: teamCopy.agent.ownerOnlyTitle })).toBeVisible();
  await expect(mate.getByText(teamMessages.ownerOnly)).toBeVisible();
  const refused = await mate.request.get(apiPaths.widgetEntries);
  expect(refused.status()).toBe(403);

  // The owner sees the teammate on the team.
  await owner.reload();
  await expect(team.getByText("Sam Helper")).toBeVisible();

  await visitorContext.close();
  await mateContext.close();
  await ownerContext.close();
});
