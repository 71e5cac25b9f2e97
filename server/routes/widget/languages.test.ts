import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import {
  type AskResult,
  type Entry,
  type Settings,
  type WidgetConfig,
  widgetMessages,
} from "#contracts/widget/index.ts";
import { PANEL_TEXTS, panelTextsFor } from "#contracts/widget/texts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { users, widgetSettings } from "#server/db/schema.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall } from "#server/test/widget.ts";

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function ask(key: string, question: string, language: string) {
  const response = await frameCall(app, apiPaths.widgetAsk, { payload: { key, question, language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AskResult;
}

describe("the knowledge base's language", () => {
  it("is English until its owner chooses another, and a new entry is written in it unless it says otherwise", async () => {
    const ada = await customer(app);
    expect(((await ada.send("GET", apiPaths.widgetSettings)).json() as Settings).language).toBe("en");
    await ada.allow([CUSTOMER_SITE], { language: "ja" });
    expect(((await ada.send("GET", apiPaths.widgetSettings)).json() as Settings).language).toBe("ja");

    const created = await ada.send("POST", apiPaths.widgetEntries, {
      title: "送料",
      questions: ["送料はいくらですか"],
      answer: "全国一律500円です。",
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as Entry;
    expect(entry.language).toBe("ja");
    const german = await ada.addEntry({ title: "Versand", language: "de" });
    expect(((await ada.send("GET", apiPaths.widgetEntries)).json() as { entries: Entry[] }).entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: german.id, language: "de" })]),
    );

    // An edit that leaves the language out keeps the entry's.
    const edit = { title: "送料について", questions: ["送料はいくら"], answer: "500円です。" };
    const edited = await ada.send("PUT", fillPath(apiPaths.widgetEntry, { id: entry.id }), edit);
    expect((edited.json() as Entry).language).toBe("ja");
    // Settings saved without a language keep theirs too.
    await ada.allow([CUSTOMER_SITE]);
    expect(((await ada.send("GET", apiPaths.widgetSettings)).json() as Settings).language).toBe("ja");
  });

  it("is, for an account from before it existed, the language most of its entries are written in (migration 0015)", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    for (const title of ["Versand", "Rückgabe"]) await ada.addEntry({ title, language: "de" });
    await ada.addEntry({ title: "Shipping", language: "en" });
    const [account] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ada.email));
    const backfill = fs
      .readFileSync(
        path.join(import.meta.dirname, "../../db/migrations/0015_knowledge_base_language.sql"),
        "utf8",
      )
      .split("--> statement-breakpoint")[1];
    expect(backfill).toContain("UPDATE");
    await app.database.db.execute(sql.raw(backfill as string));
    const [row] = await app.database.db
      .select({ language: widgetSettings.language })
      .from(widgetSettings)
      .where(eq(widgetSettings.userId, account?.id as string));
    expect(row?.language).toBe("de");
  });

  it("refuses a language the widget does not speak, naming the ones it does", async () => {
    const ada = await customer(app);
    const entry = await ada.send("POST", apiPaths.widgetEntries, {
      title: "Shipping",
      questions: ["How much is shipping?"],
      answer: "Free.",
      language: "tlh",
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json().fieldErrors).toEqual({ language: [widgetMessages.languageUnknown] });
    const settings = await ada.send("PUT", apiPaths.widgetSettings, {
      allowedOrigins: [],
      greeting: null,
      suggestedQuestions: [],
      avatarMediaId: null,
      color: "#0f766e",
      position: "bottom-right",
      language: 7,
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().fieldErrors).toEqual({ language: [widgetMessages.languageUnknown] });
  });
});

describe("the visitor's language", () => {
  it("gives the panel its texts, and the knowledge base's when the loader names none", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE], { language: "pl" });
    const config = async (query: string) => {
      const response = await frameCall(app, `${apiPaths.widgetConfig}?key=${ada.widgetKey}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as WidgetConfig;
    };
    expect(await config("&lang=ja")).toMatchObject({
      language: "ja",
      texts: panelTextsFor("ja", "Ada Lovelace"),
    });
    expect(await config("")).toMatchObject({ language: "pl", greeting: PANEL_TEXTS.pl.defaultGreeting });

    const embed = await app.inject({
      url: `${apiPaths.widgetEmbed}?key=${ada.widgetKey}`,
      headers: { origin: CUSTOMER_SITE },
    });
    expect(embed.json()).toMatchObject({ allowed: true, language: "pl" });
  });

  it("writes the panel's page right to left in Arabic, and in the knowledge base's language when none is named", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE], { language: "zh" });
    const host = encodeURIComponent(CUSTOMER_SITE);
    const arabic = await app.inject({ url: `/widget/frame?key=${ada.widgetKey}&lang=ar&host=${host}` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain(`<title>${PANEL_TEXTS.ar.title}</title>`);
    const unnamed = await app.inject({ url: `/widget/frame?key=${ada.widgetKey}&lang=xx&host=${host}` });
    expect(unnamed.body).toContain('<html lang="zh" dir="ltr">');
  });
});

describe("answers in the visitor's language", () => {
  it("answers a Japanese question from the Japanese entry", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    await ada.addEntry({
      title: "Shipping",
      questions: ["How much is shipping?"],
      answer: "Free over 50 euros.",
    });
    const shipping = await ada.addEntry({
      title: "送料",
      questions: ["送料はいくらですか", "配送料金を教えてください"],
      answer: "5,000円以上のご注文で送料無料です。",
      language: "ja",
    });
    const result = await ask(ada.widgetKey, "送料はいくらかかりますか", "ja");
    expect(result).toMatchObject({ status: "answered", entry: { id: shipping.id, language: "ja" } });
    expect(result.status === "answered" && result.note).toBeFalsy();
  });

  it("takes a long enough question's own language over the panel's", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    await ada.addEntry({
      title: "Returns",
      questions: ["Can I return a gift without the receipt?"],
      answer: "Yes, within 30 days.",
    });
    const spanish = await ada.addEntry({
      title: "Devoluciones",
      questions: ["¿Puedo devolver un regalo sin el ticket?"],
      answer: "Sí, en un plazo de 30 días.",
      language: "es",
    });
    // The panel opened in English (the page said so); the visitor writes Spanish.
    const result = await ask(ada.widgetKey, "puedo devolver un regalo sin ticket", "en");
    expect(result).toMatchObject({ status: "answered", entry: { id: spanish.id, language: "es" } });
    expect(result.status === "answered" && result.note).toBeFalsy();
  });

  it("answers from the knowledge base's language when the visitor's has no entries, and says so in the visitor's", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const plugin = await ada.addEntry({
      title: "WordPress plugin",
      questions: ["Is there a WordPress plugin?"],
      answer: "Yes: install Avatalk from the WordPress plugin directory.",
    });
    // Too short to tell its language: the panel's (German) is the visitor's.
    const result = await ask(ada.widgetKey, "WordPress?", "de");
    expect(result).toMatchObject({
      status: "answered",
      entry: { id: plugin.id, language: "en" },
      note: "Dazu gibt es noch keine Antwort in Ihrer Sprache, daher hier die Antwort auf Englisch.",
    });
  });
});
