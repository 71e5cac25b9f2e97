import { describe, expect, it } from "vitest";
import { featuresPage } from "#content/features.ts";
import { iconNames } from "#content/icons.ts";
import { iconMarkupFor } from "./icon-markup.server.ts";

describe("iconMarkupFor", () => {
  it("draws every icon the copy names, however deep, once each", () => {
    const markup = iconMarkupFor({ hero: { icon: "video" }, items: [{ icon: "book" }, { icon: "video" }] });

    expect(Object.keys(markup).sort()).toEqual(["book", "video"]);
    expect(markup.video).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>$/);
  });

  it("knows every icon name the copy may use", () => {
    const markup = iconMarkupFor(iconNames.map((icon) => ({ icon })));
    expect(Object.keys(markup)).toHaveLength(iconNames.length);
  });

  it("leaves text that merely says 'icon' alone", () => {
    expect(iconMarkupFor({ icon: "not-an-icon", text: "icon" })).toEqual({});
  });

  it("draws each icon a page's copy names, once", () => {
    const icons = iconMarkupFor(featuresPage);
    expect(Object.keys(icons)).toHaveLength(new Set(featuresPage.cards.map((card) => card.icon)).size);
  });
});
