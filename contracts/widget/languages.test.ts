import { describe, expect, it } from "vitest";
import {
  LANGUAGE_NAMES,
  resolveVisitorLanguage,
  textDirection,
  WIDGET_LANGUAGES,
  widgetLanguageOf,
} from "./languages.ts";
import { LAUNCHER_TEXTS, otherLanguageNote, PANEL_TEXT_KEYS, PANEL_TEXTS, panelTextsFor } from "./texts.ts";

describe("the widget's languages", () => {
  it("are the 22 the home page promises, each once", () => {
    expect(new Set(WIDGET_LANGUAGES).size).toBe(22);
  });

  it("read a browser's or a page's tag as the list's language", () => {
    expect(widgetLanguageOf("pt-BR")).toBe("pt");
    expect(widgetLanguageOf("nb-NO")).toBe("no");
    expect(widgetLanguageOf("nn")).toBe("no");
    expect(widgetLanguageOf("zh-Hant-TW")).toBe("zh");
    expect(widgetLanguageOf("JA_jp")).toBe("ja");
    expect(widgetLanguageOf("in")).toBe("id");
    expect(widgetLanguageOf("he-IL")).toBeUndefined();
    expect(widgetLanguageOf("")).toBeUndefined();
    expect(widgetLanguageOf(undefined)).toBeUndefined();
  });

  it("take the embed's setting, then the page's lang, then the browser's languages, then the knowledge base's", () => {
    const browser = ["he-IL", "ja-JP", "en-US"];
    expect(resolveVisitorLanguage({ embed: "de", page: "fr", browser, fallback: "es" })).toBe("de");
    expect(resolveVisitorLanguage({ embed: "xx", page: "fr-CA", browser, fallback: "es" })).toBe("fr");
    expect(resolveVisitorLanguage({ embed: undefined, page: "", browser, fallback: "es" })).toBe("ja");
    expect(resolveVisitorLanguage({ page: "he", browser: ["he", "ko"], fallback: "es" })).toBe("es");
    expect(resolveVisitorLanguage({ fallback: "pl" })).toBe("pl");
  });

  it("write Arabic right to left and the others left to right", () => {
    expect(WIDGET_LANGUAGES.filter((language) => textDirection(language) === "rtl")).toEqual(["ar"]);
  });

  it("have every panel text, launcher label and name written, none left in English by mistake", () => {
    for (const language of WIDGET_LANGUAGES) {
      const texts = PANEL_TEXTS[language];
      for (const key of PANEL_TEXT_KEYS) expect(texts[key].trim(), `${language}.${key}`).not.toBe("");
      expect(texts.otherLanguage).toContain("{language}");
      expect(texts.handoffIntro, language).toContain("{business}");
      expect(texts.handoffDone, language).toContain("{business}");
      expect(Object.values(LAUNCHER_TEXTS[language]).every(Boolean)).toBe(true);
      expect(LANGUAGE_NAMES[language].native).not.toBe("");
      if (language !== "en") {
        expect(texts.questionPlaceholder, language).not.toBe(PANEL_TEXTS.en.questionPlaceholder);
        expect(texts.unsure, language).not.toBe(PANEL_TEXTS.en.unsure);
        expect(LAUNCHER_TEXTS[language].open, language).not.toBe(LAUNCHER_TEXTS.en.open);
      }
    }
  });

  it("name an answer's language in the visitor's own", () => {
    expect(otherLanguageNote("de", "en")).toBe(
      "Dazu gibt es noch keine Antwort in Ihrer Sprache, daher hier die Antwort auf Englisch.",
    );
    expect(otherLanguageNote("ja", "en")).toBe("お使いの言語での回答はまだないため、英語でお答えします。");
    expect(otherLanguageNote("fr", "de")).toContain("en allemand");
  });

  it("name the business where the handoff texts say who replies", () => {
    const texts = panelTextsFor("en", "Bäckerei Lutz");
    expect(texts.handoffIntro).toBe(
      "Leave your email and question, and the Bäckerei Lutz team will reply by email.",
    );
    expect(texts.handoffDone).toBe(
      "Thanks! The Bäckerei Lutz team has your question and will reply by email.",
    );
    expect(panelTextsFor("de", "Lutz").handoffDone).toBe(
      "Danke! Das Team von Lutz hat Ihre Frage und antwortet per E-Mail.",
    );
    expect(PANEL_TEXTS.en.handoffDone).toContain("{business}");
  });
});
