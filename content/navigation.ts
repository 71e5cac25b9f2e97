import { appLinks, site } from "./site.ts";

export type NavLink = { label: string; href: string; newTab?: boolean };

/** Shared header (spec §2). */
export const headerLinks: readonly NavLink[] = [
  { label: "Features", href: "/features" },
  { label: "Use Cases", href: "/use-cases" },
  { label: "How It Works", href: "/how-it-works" },
  { label: "Pricing", href: "/pricing" },
  { label: "Partners", href: "/partner-program" },
];

/** Shared footer (spec §2). */
export const footerGroups: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Use Cases", href: "/use-cases" },
      { label: "Features", href: "/features" },
      { label: "How It Works", href: "/how-it-works" },
      { label: "Pricing", href: "/pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/" },
      { label: "Contact", href: "/#contact" },
      { label: "Privacy", href: appLinks.privacy, newTab: true },
      { label: "Terms", href: appLinks.terms, newTab: true },
    ],
  },
];

export const socialLinks: readonly NavLink[] = [{ label: "LinkedIn", href: site.linkedinUrl, newTab: true }];
