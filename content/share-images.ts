import { FREE_TRIAL_DAYS, PARTNER_COMMISSION_PERCENT } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { site } from "./site.ts";

/**
 * The social preview (Open Graph, Twitter) of each kind of page (docs/product.md §Quality): 1200×630
 * PNGs under public/images/share, rendered by scripts/render-share-images.tsx from the cards in
 * content/share-image-cards.ts. Blog posts have their own, made from their illustrations
 * (content/blog.ts). This file is what every page's meta reads, so it stays small.
 */
export type ShareImageKind = "site" | "pricing" | "partners" | "accounts" | "blog";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What each image shows, for screen readers on the networks that show it. */
export const shareImageAlts: Record<ShareImageKind, string> = {
  site: `${site.name}: ${site.tagline}`,
  pricing: `${site.name} pricing: simple, transparent plans with a ${FREE_TRIAL_DAYS}-day free trial`,
  partners: `The ${site.name} Partner Program: up to ${PARTNER_COMMISSION_PERCENT}% recurring commission`,
  accounts: `Sign in to ${site.name}, or start a ${FREE_TRIAL_DAYS}-day free trial`,
  blog: `The ${site.name} blog: insights on AI video support`,
};

export const shareImagePath = (kind: ShareImageKind) => `/images/share/${kind}.png`;

/** Which preview a page shows, by its path. */
export function shareImageKind(path: string): ShareImageKind {
  if (path === paths.pricing) return "pricing";
  if (path === paths.partnerProgram) return "partners";
  if (path === paths.blog || path.startsWith(`${paths.blog}/`)) return "blog";
  const accountPaths: string[] = [
    paths.signIn,
    paths.signUp,
    paths.recoveryEmail,
    paths.resetPassword,
    paths.verifyEmail,
  ];
  if (accountPaths.includes(path) || path.startsWith("/portal")) return "accounts";
  return "site";
}
