import { describe, expect, it } from "vitest";
import { authCopy } from "./auth.ts";
import { featuresPage } from "./features.ts";
import { homeHero, homeSectionsCopy, widgetDemo } from "./home.ts";
import { howItWorksPage, walkthroughCopy } from "./how-it-works.ts";
import { pages } from "./pages.ts";
import { partnerPage } from "./partners.ts";
import { pricingCopy } from "./pricing.ts";
import { siteAssistant } from "./site-assistant-knowledge.ts";
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

// docs/product.md §Claims: what the product does not do is not said, and what is not a customer's is marked.
describe("feature claims", () => {
  const marketing = text(
    homeHero,
    homeSectionsCopy,
    pages,
    featuresPage,
    useCasesPage,
    howItWorksPage,
    walkthroughCopy,
    partnerPage,
    pricingCopy,
    siteAssistant,
  );

  it("name no feature that is not built", () => {
    for (const unbuilt of [
      /help cent(re|er)/i,
      /\bPDFs?\b/,
      /re-?sync/i,
      /\bin sync\b/i,
      /\bCRM\b/,
      /sentiment/i,
      /conversion tracking/i,
      /which conversations convert/i,
      /help desk/i,
      /routing rules/i,
      /weekly summary/i,
      /chapter markers/i,
      /partner dashboard|multi-client dashboard/i,
      /one-click install/i,
      /at rest/i,
    ]) {
      expect(marketing).not.toMatch(unbuilt);
    }
  });

  it("mark the testimonials and the ROI figures as illustrative on the page", () => {
    expect(homeSectionsCopy.testimonials.lead).toMatch(/^Illustrative stories:/);
    expect(howItWorksPage.roi.lead).toMatch(/^Illustrative figures, not measurements of our customers/);
  });

  it("mark the account pages' quote as illustrative, not a customer's", () => {
    expect(authCopy.brandPanel.quote).toBe(
      "Our visitors finally get a face-to-face answer at 2 a.m. Support tickets dropped by two thirds.",
    );
    expect(authCopy.brandPanel.cite).toBe("Illustrative: head of customer experience at an online retailer");
    expect(authCopy.brandPanel.cite).not.toMatch(/customer$/i);
  });

  it("offer the WordPress plugin that exists", () => {
    expect(howItWorksPage.integration.cms.plugins.filter((plugin) => plugin.available)).toEqual([
      { name: "WordPress", available: true },
    ]);
    expect(howItWorksPage.integration.cms.download).toBe("Download the WordPress plugin");
  });
});
