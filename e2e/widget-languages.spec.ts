// The customer's page is not our web app: like widget.spec.ts, this spec uses Playwright's own `test`.
import { type APIRequestContext, test as base, expect, type FrameLocator, type Page } from "@playwright/test";
import type { WidgetLanguage } from "#contracts/widget/languages.ts";
import { LAUNCHER_TEXTS, otherLanguageNote, PANEL_TEXTS } from "#contracts/widget/texts.ts";
import { customerSite, type Site } from "./support/customer-site.ts";
import { addEntries, type Customer, saveWidgetSettings, signUpCustomer } from "./support/widget-customer.ts";

/**
 * The visitor's language (docs/widget.md, "Languages"): told by the snippet's data-lang, the page's
 * lang or the browser's languages; the panel speaks it, and answers from the entries written in it,
 * or from the knowledge base's own language with a note saying so.
 */

const ENTRIES = [
  {
    title: "WordPress plugin",
    questions: ["Is there a WordPress plugin?"],
    answer: "Yes: install Avatalk from the WordPress plugin directory.",
    language: "en",
  },
  {
    title: "送料",
    questions: ["送料はいくらですか", "配送料金を教えてください"],
    answer: "5,000円以上のご注文は送料無料です。",
    language: "ja",
  },
  {
    title: "Lieferzeit",
    questions: ["Wie lange dauert die Lieferung?", "Wann kommt meine Bestellung an?"],
    answer: "Wir liefern innerhalb von 2 bis 4 Werktagen.",
    language: "de",
  },
  {
    title: "الإرجاع",
    questions: ["هل يمكنني إرجاع المنتج؟", "كيف أعيد طلبي؟"],
    answer: "يمكنك إرجاع أي منتج خلال 30 يومًا.",
    language: "ar",
  },
];

let customer: Customer;
const sites: Site[] = [];

type Languages = { page: string | null; embed: string | null };

/** A site of the customer's with these language settings, allowed in the widget's settings. */
async function siteWith(baseURL: string | undefined, request: APIRequestContext, languages: Languages) {
  const site = await customerSite(baseURL as string, customer.key, "", languages);
  sites.push(site);
  await saveWidgetSettings(request, customer, {
    allowedOrigins: sites.map((each) => each.origin),
    language: "en",
  });
  return site;
}

/** Opens the panel from the launcher, named in the visitor's language, and returns its frame. */
async function openPanel(page: Page, language: WidgetLanguage) {
  const launcher = page.getByRole("button", { name: LAUNCHER_TEXTS[language].open });
  await launcher.click();
  await expect(page.getByRole("button", { name: LAUNCHER_TEXTS[language].close })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  return page.getByTitle(LAUNCHER_TEXTS[language].frame).contentFrame();
}

/**
 * `askIn`: the visitor (the test's page) on a new site of the customer's with these language
 * settings asks in the panel, which speaks `language`; it returns the panel's frame.
 */
const test = base.extend<{
  askIn: (languages: Languages, language: WidgetLanguage, question: string) => Promise<FrameLocator>;
}>({
  askIn: async ({ page, baseURL, request }, use) => {
    await use(async (languages, language, question) => {
      const site = await siteWith(baseURL, request, languages);
      await page.goto(site.origin);
      const frame = await openPanel(page, language);
      const t = PANEL_TEXTS[language];
      // The header names the business (the account) above the panel's own line in the visitor's language.
      await expect(frame.locator("header").getByText(t.presenter, { exact: true })).toBeVisible();
      await expect(frame.getByText(t.defaultGreeting)).toBeVisible();
      const box = frame.getByRole("textbox", { name: t.questionLabel });
      await expect(box).toHaveAttribute("placeholder", t.questionPlaceholder);
      await box.fill(question);
      await frame.getByRole("button", { name: t.send }).click();
      return frame;
    });
  },
});

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  customer = await signUpCustomer(request);
  await addEntries(request, customer, ENTRIES);
  await request.dispose();
});
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

test.describe("a visitor whose browser speaks Japanese", () => {
  test.use({ locale: "ja-JP" });

  test("sees the panel in Japanese and gets the Japanese entry's answer", async ({ askIn }) => {
    // Neither the snippet nor the page names a language: the browser's is the visitor's.
    const frame = await askIn({ page: null, embed: null }, "ja", "送料はいくらかかりますか");
    await expect(frame.locator("html")).toHaveAttribute("lang", "ja");
    await expect(frame.getByRole("log").getByText("5,000円以上のご注文は送料無料です。")).toBeVisible();
  });
});

test.describe("a visitor on a German page", () => {
  test.use({ locale: "en-US" });

  test("sees the panel in the page's language over the browser's and gets the German answer", async ({
    askIn,
  }) => {
    const frame = await askIn({ page: "de-DE", embed: null }, "de", "Wie lange dauert die Lieferung?");
    await expect(
      frame.getByRole("log").getByText("Wir liefern innerhalb von 2 bis 4 Werktagen."),
    ).toBeVisible();
  });
});

test.describe("a visitor of a snippet set to Arabic", () => {
  test.use({ locale: "en-US" });

  test("sees the panel right to left in Arabic and gets the Arabic answer", async ({ askIn }) => {
    const frame = await askIn({ page: "en", embed: "ar" }, "ar", "هل يمكنني إرجاع المنتج؟");
    await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(frame.getByRole("log").getByText("يمكنك إرجاع أي منتج خلال 30 يومًا.")).toBeVisible();
  });
});

test.describe("a visitor whose language the knowledge base lacks", () => {
  test.use({ locale: "pl-PL" });

  test("is answered from the knowledge base's language, told so in Polish", async ({ askIn }) => {
    const frame = await askIn({ page: null, embed: null }, "pl", "WordPress?");
    const log = frame.getByRole("log");
    await expect(log.getByText(otherLanguageNote("pl", "en"))).toBeVisible();
    const answer = log.getByText("Yes: install Avatalk from the WordPress plugin directory.");
    await expect(answer).toHaveAttribute("lang", "en");
  });
});
