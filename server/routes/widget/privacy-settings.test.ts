import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { privacyMessages } from "#contracts/privacy.ts";
import { Settings, WidgetConfig } from "#contracts/widget/index.ts";
import { PANEL_TEXTS } from "#contracts/widget/texts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { widgetSettings } from "#server/db/schema.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall } from "#server/test/widget.ts";

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("the widget settings' privacy fields", () => {
  it("keep conversations 90 days until the account chooses another window, which the database holds", async () => {
    const ada = await customer(app);
    expect(Settings.parse((await ada.send("GET", apiPaths.widgetSettings)).json()).retentionDays).toBe(90);
    await ada.allow([CUSTOMER_SITE], {
      retentionDays: 30,
      privacyNoticeUrl: "https://shop.example.com/privacy",
    });
    const [row] = await app.database.db
      .select()
      .from(widgetSettings)
      .where(eq(widgetSettings.userId, ada.id));
    expect(row).toMatchObject({ retentionDays: 30, privacyNoticeUrl: "https://shop.example.com/privacy" });
    // A client that leaves the fields out keeps what was chosen.
    await ada.allow([CUSTOMER_SITE]);
    expect(Settings.parse((await ada.send("GET", apiPaths.widgetSettings)).json())).toMatchObject({
      retentionDays: 30,
      privacyNoticeUrl: "https://shop.example.com/privacy",
    });
  });

  it("refuses another window or a notice that is not https with 400 on the field", async () => {
    const ada = await customer(app);
    const base = { allowedOrigins: [], greeting: null, suggestedQuestions: [], avatarMediaId: null };
    const look = { color: "#0f766e", position: "bottom-right" };
    const days = await ada.send("PUT", apiPaths.widgetSettings, { ...base, ...look, retentionDays: 45 });
    expect(days.statusCode).toBe(400);
    expect(days.json().fieldErrors.retentionDays).toEqual([privacyMessages.retentionInvalid]);
    const notice = await ada.send("PUT", apiPaths.widgetSettings, {
      ...base,
      ...look,
      privacyNoticeUrl: "http://shop.example.com/privacy",
    });
    expect(notice.statusCode).toBe(400);
    expect(notice.json().fieldErrors.privacyNoticeUrl).toEqual([privacyMessages.privacyNoticeInvalid]);
  });

  it("gives the frame the notice and the handoff form's words on what happens to the address", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE], { privacyNoticeUrl: "https://shop.example.com/privacy" });
    const config = WidgetConfig.parse(
      (await frameCall(app, `${apiPaths.widgetConfig}?key=${ada.widgetKey}&lang=de`)).json(),
    );
    expect(config.privacyNoticeUrl).toBe("https://shop.example.com/privacy");
    expect(config.texts.handoffPrivacy).toBe(
      "Ihre E-Mail-Adresse und Frage gehen nur an das Team dieser Website, damit es Ihnen antworten kann, und werden danach automatisch gelöscht.",
    );
    // Every language says it in its own words (Chinese and Japanese in fewer characters).
    for (const [language, texts] of Object.entries(PANEL_TEXTS)) {
      expect(texts.handoffPrivacy.length, language).toBeGreaterThan(20);
      expect(texts.privacyLink.length, language).toBeGreaterThan(3);
      if (language !== "en") expect(texts.handoffPrivacy, language).not.toBe(PANEL_TEXTS.en.handoffPrivacy);
    }
  });
});
