import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as apiRequest, type Browser, type Page } from "@playwright/test";
import { authCopy } from "#content/auth.ts";
import { liveInboxCopy as copy } from "#content/live-inbox.ts";
import { authFieldLabels } from "#contracts/messages.ts";
import { panelTextsFor } from "#contracts/widget/texts.ts";
import { createDatabase, ensurePostgres, freePort, type LocalPostgres } from "#scripts/postgres.ts";
import { askInPanel, customerSite, openChat, type Site } from "./support/customer-site.ts";
import { type CuttableProxy, cuttableProxy } from "./support/cuttable-proxy.ts";
import { outboxMails } from "./support/outbox.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";
import { expect, test } from "./support/test.ts";
import { addEntries, type Customer, saveWidgetSettings, signUpCustomer } from "./support/widget-customer.ts";

/**
 * Live chat across replicas (docs/live-chat.md): two production servers on one PostgreSQL, the
 * visitor's widget talking to one and the agent's portal to the other, so every message crosses
 * the bus between processes. The visitor's network drops while the agent writes twice; both
 * messages arrive when it comes back. With nobody online, the e-mail handoff mails the transcript.
 */
const t = panelTextsFor("en", "Tess Trailhead");
const PASSWORD = "Trail#Head2026!";

// The tests share the two replicas and the customer, and take their time: four pages on two servers.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let postgres: LocalPostgres | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let sharedDataDir: string;
let replicaA: OwnServer;
let replicaB: OwnServer;
/** The visitor reaches replica A through it, so the test can take their network away. */
let visitorNetwork: CuttableProxy;
let customer: Customer;
let site: Site;

/** The run's PostgreSQL server (npm test gives the suite one), else a throwaway cluster of our own. */
async function postgresServerUrl(): Promise<string> {
  const suiteDatabase = process.env.E2E_DATABASE_URL;
  if (suiteDatabase) {
    const url = new URL(suiteDatabase);
    url.pathname = "/postgres";
    return url.toString();
  }
  postgres = await ensurePostgres();
  return postgres.url;
}

test.beforeAll(async () => {
  // Two servers to start and a database to make: a hook has thirty seconds unless told.
  test.setTimeout(180_000);
  const database = await createDatabase(await postgresServerUrl(), "avatalk_live_e2e");
  dropDatabase = database.drop;
  // One media and mail folder for both, as replicas share their storage: the verification mail is
  // written by whichever replica's queue worker takes the job.
  sharedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-e2e-live-"));
  const env = { DATABASE_URL: database.url, DATA_DIR: sharedDataDir, RATE_LIMIT_SCALE: "100" };
  const replicaAPort = await freePort();
  visitorNetwork = await cuttableProxy(replicaAPort);
  [replicaA, replicaB] = await Promise.all([
    startOwnServer({ ...env, PUBLIC_URL: visitorNetwork.origin }, replicaAPort),
    startOwnServer(env),
  ]);
  const request = await apiRequest.newContext({ baseURL: replicaA.origin });
  customer = await signUpCustomer(request, sharedDataDir);
  site = await customerSite(visitorNetwork.origin, customer.key);
  await addEntries(request, customer, [
    {
      title: "Opening hours",
      questions: ["When are you open?", "What are your opening hours?"],
      answer: "We are open from nine to six on weekdays.",
      language: "en",
    },
  ]);
  await saveWidgetSettings(request, customer, {
    allowedOrigins: [site.origin],
    greeting: "Hi! I'm the Trailhead assistant. How can I help?",
  });
  await request.dispose();
});

test.afterAll(async () => {
  await site?.close();
  await Promise.all([replicaA?.close(), replicaB?.close(), visitorNetwork?.close()]);
  await dropDatabase?.();
  postgres?.stop();
  fs.rmSync(sharedDataDir, { recursive: true, force: true });
});

/** The agent, signed in on replica B, on the portal's Conversations screen, with an availability. */
async function agentOnReplicaB(browser: Browser, status: "online" | "away"): Promise<Page> {
  const context = await browser.newContext({ baseURL: replicaB.origin });
  const agent = await context.newPage();
  await agent.goto("/sign_in?returnTo=%2Fportal%2Fconversations");
  await agent.getByLabel(authFieldLabels.email, { exact: true }).fill(customer.email);
  await agent.getByLabel(authFieldLabels.password, { exact: true }).fill(PASSWORD);
  await agent.getByRole("button", { name: authCopy.signIn.submit, exact: true }).click();
  await expect(agent).toHaveURL(/\/portal\/conversations$/);
  const button = agent.getByRole("button", { name: status === "online" ? copy.online : copy.away });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  return agent;
}

/** The visitor on the customer's site (whose widget talks to replica A), after a question it cannot answer. */
async function visitorUnsure(browser: Browser, question: string) {
  const context = await browser.newContext();
  const frame = await openChat(await context.newPage(), site.origin, /^(Open|Close) chat$/);
  const input = await askInPanel(frame, question);
  const log = frame.getByRole("log");
  await expect(log.getByText(t.unsure)).toBeVisible();
  return { context, frame, log, input };
}

test("a visitor on one replica asks for a person, an agent on the other takes it, and nothing is lost in a drop", async ({
  browser,
}) => {
  const agent = await agentOnReplicaB(browser, "online");
  const { context, frame, log, input } = await visitorUnsure(browser, "Can I bring my dog into the shop?");

  await expect(frame.getByRole("region", { name: t.answerVideo })).toBeVisible();
  await log.getByRole("button", { name: t.talkToPerson }).click();
  await expect(log.getByText(t.liveWaiting)).toBeVisible();
  // No answer to watch while a person has the conversation: the messages get the player's room.
  await expect(frame.getByRole("region", { name: t.answerVideo })).toBeHidden();
  await input.fill("It is a small dog, very calm.");
  await input.press("Enter");

  // The inbox on replica B hears of the waiting visitor without a reload.
  await expect(agent.getByTestId("live-waiting-count")).toHaveText(copy.waitingCount(1));
  await agent.getByRole("list", { name: copy.title }).getByRole("button").first().click();
  const conversation = agent.getByTestId("live-conversation");
  await expect(conversation.getByText("Can I bring my dog into the shop?")).toBeVisible();
  await expect(conversation.getByText("It is a small dog, very calm.")).toBeVisible();
  await conversation.getByRole("button", { name: copy.claim }).click();
  await expect(log.getByText(t.liveJoined.replace("{name}", "Tess Trailhead"))).toBeVisible();

  const reply = conversation.getByLabel(copy.replyLabel);
  await reply.fill("Calm dogs are welcome!");
  // The visitor sees the agent typing before the message.
  await expect(frame.getByText(t.liveTyping.replace("{name}", "Tess Trailhead"))).toBeVisible();
  await conversation.getByRole("button", { name: copy.send }).click();
  await expect(log.getByText("Calm dogs are welcome!")).toBeVisible();

  // The visitor's network drops while the agent writes twice: the connection is cut, and the
  // browser knows it is offline.
  visitorNetwork.drop();
  await context.setOffline(true);
  for (const text of ["Bring water for him.", "We have treats at the till."]) {
    await reply.fill(text);
    await conversation.getByRole("button", { name: copy.send }).click();
    await expect(conversation.getByText(text)).toBeVisible();
  }
  await expect(log.getByText("Bring water for him.")).toBeHidden();
  visitorNetwork.restore();
  await context.setOffline(false);
  await expect(log.getByText("Bring water for him.")).toBeVisible();
  await expect(log.getByText("We have treats at the till.")).toBeVisible();
  // Each once: the stream resumed after the last id it showed.
  await expect(log.getByText("Calm dogs are welcome!")).toHaveCount(1);

  await context.close();
  await agent.context().close();
});

test("with nobody online, the e-mail handoff mails the team the whole conversation", async ({ browser }) => {
  const agent = await agentOnReplicaB(browser, "away");
  await agent.context().close();
  const { context, frame, log } = await visitorUnsure(browser, "Do you repair tents with torn seams?");

  await frame.getByRole("button", { name: t.talkToPerson }).last().click();
  await expect(log.getByText(t.liveOffline)).toBeVisible();
  await frame.getByLabel(t.emailLabel).fill("camper@example.com");
  await frame.getByRole("button", { name: t.handoffSend }).click();
  await expect(log.getByText(t.handoffDone)).toBeVisible();

  const handoffMail = async () =>
    (await outboxMails(sharedDataDir)).find(
      (mail) => mail.includes("camper@example.com") && mail.includes(customer.email),
    );
  await expect.poll(handoffMail).toBeTruthy();
  const mail = (await handoffMail()) ?? "";
  expect(mail).toContain("Do you repair tents with torn seams?");
  expect(mail).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  await context.close();
});
