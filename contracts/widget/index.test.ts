import { describe, expect, it } from "vitest";
import { EntryForm, SettingsForm, widgetMessages } from "./index.ts";

const settings = {
  allowedOrigins: "https://www.example.com",
  greeting: "",
  suggestedQuestions: "",
  avatarMediaId: null,
  color: "#4f46e5",
  position: "bottom-right",
  retentionDays: "90",
  privacyNoticeUrl: "",
  language: "en",
  businessName: "",
};

function messagesFor(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("the portal's widget forms", () => {
  it("take a retention of 30, 90, 180 or 365 days and an https privacy notice, and nothing else", () => {
    expect(SettingsForm.parse({ ...settings, retentionDays: "30" }).retentionDays).toBe(30);
    expect(SettingsForm.parse(settings).privacyNoticeUrl).toBeNull();
    // An empty business name is none: the panel then shows the account holder's name.
    expect(SettingsForm.parse({ ...settings, businessName: "  " }).businessName).toBeNull();
    expect(SettingsForm.parse({ ...settings, businessName: " Trailhead Outfitters " }).businessName).toBe(
      "Trailhead Outfitters",
    );
    expect(
      SettingsForm.parse({ ...settings, privacyNoticeUrl: " https://shop.example/privacy " })
        .privacyNoticeUrl,
    ).toBe("https://shop.example/privacy");
    expect(messagesFor(SettingsForm.safeParse({ ...settings, retentionDays: "45" }))).toEqual([
      ["retentionDays", "Choose 30, 90, 180 or 365 days."],
    ]);
    for (const url of ["http://shop.example/privacy", "javascript:alert(1)", "privacy", "https://a b"]) {
      expect(messagesFor(SettingsForm.safeParse({ ...settings, privacyNoticeUrl: url }))).toEqual([
        ["privacyNoticeUrl", "Enter the address of your privacy notice, starting with https://."],
      ]);
    }
  });

  it("say in words how many lines a list may have", () => {
    const lines = (count: number, make: (n: number) => string) =>
      Array.from({ length: count }, (_, n) => make(n)).join("\n");

    expect(
      messagesFor(
        SettingsForm.safeParse({ ...settings, suggestedQuestions: lines(5, (n) => `Question ${n}?`) }),
      ),
    ).toEqual([["suggestedQuestions", "Enter at most 4 suggested questions, one a line."]]);
    expect(
      messagesFor(
        SettingsForm.safeParse({
          ...settings,
          allowedOrigins: lines(21, (n) => `https://site${n}.example.com`),
        }),
      ),
    ).toEqual([["allowedOrigins", "Enter at most 20 site addresses, one a line."]]);
    expect(
      messagesFor(
        EntryForm.safeParse({
          title: "Opening hours",
          questions: lines(11, (n) => `When do you open, ${n}?`),
          answer: "From nine to five.",
          language: "en",
        }),
      ),
    ).toEqual([["questions", "Enter at most 10 questions, one a line."]]);
  });

  it("take the knowledge base's language and an entry's from the widget's languages, naming them when refused", () => {
    expect(SettingsForm.parse({ ...settings, language: "ja" }).language).toBe("ja");
    expect(messagesFor(SettingsForm.safeParse({ ...settings, language: "klingon" }))).toEqual([
      ["language", widgetMessages.languageUnknown],
    ]);
    expect(widgetMessages.languageUnknown).toContain("ja, zh");
    const entry = { title: "Shipping", questions: "送料はいくらですか", answer: "全国一律500円です。" };
    expect(EntryForm.parse({ ...entry, language: "ja" }).language).toBe("ja");
    expect(messagesFor(EntryForm.safeParse({ ...entry, language: "" }))).toEqual([
      ["language", widgetMessages.languageUnknown],
    ]);
  });
});
