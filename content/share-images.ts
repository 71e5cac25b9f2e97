import { FREE_TRIAL_DAYS, PARTNER_COMMISSION_PERCENT } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { homeHero, widgetDemo } from "./home.ts";
import { pages } from "./pages.ts";
import { site } from "./site.ts";

/**
 * The social preview (Open Graph, Twitter) of each kind of page (the web quality issue): 1200×630
 * PNGs rendered from this copy by scripts/render-share-images.ts and committed under public/.
 * Blog posts have their own, made from their illustrations (content/blog.ts).
 */
export type ShareImageKind = "site" | "pricing" | "partners" | "accounts" | "blog";

export type ShareImage = {
  /** The headline's first words, in the brand gradient, then the rest in ink. */
  highlight: string;
  rest: string;
  lead: string;
  chips: readonly string[];
  /** What the image shows, for screen readers on the networks that show it. */
  alt: string;
};

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const trial = `${FREE_TRIAL_DAYS}-day free trial`;

export const shareImages: Record<ShareImageKind, ShareImage> = {
  site: {
    highlight: homeHero.headlineStart,
    rest: homeHero.headlineEnd,
    lead: "A lifelike AI video assistant, live on your site in minutes.",
    chips: ["24/7 support", widgetDemo.languages, trial],
    alt: `${site.name}: ${homeHero.headlineStart} ${homeHero.headlineEnd}`,
  },
  pricing: {
    highlight: "Simple, transparent pricing",
    rest: "for every team",
    lead: "Basic, Pro and Enterprise plans. Save with yearly billing.",
    chips: [trial, "No credit card required"],
    alt: `${site.name} pricing: simple, transparent plans with a ${trial}`,
  },
  partners: {
    highlight: `Grow with the ${site.name}`,
    rest: "Partner Program",
    lead: `Up to ${PARTNER_COMMISSION_PERCENT}% recurring commission for agencies, resellers and hosts.`,
    chips: ["Agencies", "White-label", "Hosting"],
    alt: `The ${site.name} Partner Program: up to ${PARTNER_COMMISSION_PERCENT}% recurring commission`,
  },
  accounts: {
    highlight: "Your video assistant",
    rest: "is one sign-in away",
    lead: `Sign in, or start your ${trial}.`,
    chips: ["5-minute setup", "No credit card required"],
    alt: `Sign in to ${site.name}, or start a ${trial}`,
  },
  blog: {
    highlight: "Insights on",
    rest: "AI video support",
    lead: pages.blog.lead,
    chips: ["Customer experience", "Support costs", "Conversion"],
    alt: `The ${site.name} blog: ${pages.blog.headline}`,
  },
};

export const shareImagePath = (kind: ShareImageKind) => `/images/share/${kind}.png`;

/** Which preview a page shows, by its path. */
export function shareImageKind(path: string): ShareImageKind {
  if (path === paths.pricing) return "pricing";
  if (path === paths.partnerProgram) return "partners";
  if (path === paths.blog || path.startsWith(`${paths.blog}/`)) return "blog";
  const accountPaths: string[] = [paths.signIn, paths.signUp, paths.recoveryEmail, paths.resetPassword];
  if (accountPaths.includes(path) || path.startsWith("/portal")) return "accounts";
  return "site";
}
