import { describe, expect, it } from "vitest";
import { featuresPage } from "./features.ts";
import { homeHero, homeSectionsCopy, widgetDemo } from "./home.ts";
import { howItWorksPage, walkthroughCopy } from "./how-it-works.ts";
import { pages } from "./pages.ts";
import { partnerPage } from "./partners.ts";
import { useCasesPage } from "./use-cases.ts";

const text = (...copy: unknown[]) => JSON.stringify(copy);
const languageCounts = (copy: string) =>
  [...copy.matchAll(/(?:over )?\d+ languages/gi)].map(([match]) => match);

// docs/product.md §Product: "22 languages (home) and over 30 languages (how-it-works page) … show each where the
// page uses it". No other page names a count, so the two never meet.
describe("language counts", () => {
  it("are 22 on the home page", () => {
    const counts = languageCounts(text(homeHero, homeSectionsCopy, widgetDemo));
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts)).toEqual(new Set(["22 languages"]));
  });

  it("are over 30 on the how-it-works page", () => {
    const counts = languageCounts(text(pages.howItWorks, howItWorksPage, walkthroughCopy));
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts.map((count) => count.toLowerCase()))).toEqual(new Set(["over 30 languages"]));
  });

  it("are not given on the other marketing pages", () => {
    expect(languageCounts(text(pages.features, featuresPage, pages.useCases, useCasesPage))).toEqual([]);
    expect(languageCounts(text(pages.partnerProgram, partnerPage))).toEqual([]);
  });
});

describe("how-it-works claims", () => {
  it("show docs/product.md's ROI figures", () => {
    const stats = howItWorksPage.roi.stats.map((stat) => `${stat.value} ${stat.label}`);
    expect(stats).toEqual([
      "68% Fewer support tickets",
      "93% Customer satisfaction",
      "47% More conversions",
      "94% Response accuracy",
      "1-2 hours Training time",
      "Under 30 min Setup time",
    ]);
    expect(howItWorksPage.cta.note).toBe("No credit card required. 14-day free trial.");
  });
});
