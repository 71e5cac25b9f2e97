import { FREE_TRIAL_DAYS, PARTNER_COMMISSION_PERCENT } from "#contracts/constants.ts";
import { homeHero, widgetDemo } from "./home.ts";
import { pages } from "./pages.ts";
import type { ShareImageKind } from "./share-images.ts";
import { site } from "./site.ts";

/** The copy of each share image's card (scripts/render-share-images.tsx); never loaded by a page. */
export type ShareImageCard = {
  /** The headline's first words, in the brand gradient, then the rest in ink. */
  highlight: string;
  rest: string;
  lead: string;
  chips: readonly string[];
};

const trial = `${FREE_TRIAL_DAYS}-day free trial`;

export const shareImageCards: Record<ShareImageKind, ShareImageCard> = {
  site: {
    highlight: homeHero.headlineStart,
    rest: homeHero.headlineEnd,
    lead: "A lifelike AI video assistant, live on your site in minutes.",
    chips: ["24/7 support", widgetDemo.languages, trial],
  },
  pricing: {
    highlight: "Simple, transparent pricing",
    rest: "for every team",
    lead: "Basic, Pro and Enterprise plans. Save with yearly billing.",
    chips: [trial, "No credit card required"],
  },
  partners: {
    highlight: `Grow with the ${site.name}`,
    rest: "Partner Program",
    lead: `Up to ${PARTNER_COMMISSION_PERCENT}% recurring commission for agencies, resellers and hosts.`,
    chips: ["Agencies", "White-label", "Hosting"],
  },
  accounts: {
    highlight: "Your video assistant",
    rest: "is one sign-in away",
    lead: `Sign in, or start your ${trial}.`,
    chips: ["5-minute setup", "No credit card required"],
  },
  blog: {
    highlight: "Insights on",
    rest: "AI video support",
    lead: pages.blog.lead,
    chips: ["Customer experience", "Support costs", "Conversion"],
  },
};
