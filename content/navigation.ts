import { homeSectionPath, homeSections, paths } from "#contracts/paths.ts";
import { site } from "./site.ts";

/**
 * A link of the site's navigation. `onAppHost` marks a path of the application host (APP_URL),
 * which the web resolves (web/lib/hosts.ts): content knows no build environment.
 */
export type NavLink = { label: string; href: string; newTab?: boolean; onAppHost?: boolean };

/** Shared header (docs/product.md §Routes). */
export const headerLinks: readonly NavLink[] = [
  { label: "Features", href: paths.features },
  { label: "Use Cases", href: paths.useCases },
  { label: "How It Works", href: paths.howItWorks },
  { label: "Pricing", href: paths.pricing },
  { label: "Partners", href: paths.partnerProgram },
];

/** Shared footer (docs/product.md §Routes). */
export const footerGroups: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Use Cases", href: paths.useCases },
      { label: "Features", href: paths.features },
      { label: "How It Works", href: paths.howItWorks },
      { label: "Pricing", href: paths.pricing },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: paths.home },
      { label: "Contact", href: homeSectionPath(homeSections.contact) },
      { label: "Privacy", href: paths.privacy, newTab: true, onAppHost: true },
      { label: "Terms", href: paths.terms, newTab: true, onAppHost: true },
    ],
  },
];

export const socialLinks: readonly NavLink[] = [{ label: "LinkedIn", href: site.linkedinUrl, newTab: true }];
