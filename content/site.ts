/**
 * Brand constants (docs/product.md §Brand): a deployment renames the site here. Pure data, safe for the
 * server to import; the hosts the build bakes in from its environment are in web/lib/hosts.ts.
 */
export const site = {
  name: "Avatalk",
  tagline: "Human-like AI video chat for your website",
  description:
    "Avatalk adds a lifelike AI video assistant to your website: it answers visitors face to face, in their language, around the clock, from your own knowledge base.",
  linkedinUrl: "https://www.linkedin.com/company/avatalk",
  salesEmail: "sales@avatalk.example",
  /** The SPA shell's loading ring, until the portal's code has run (web/root.tsx `HydrateFallback`). */
  loading: "Loading...",
  /** Sender of the mails the server sends. */
  mailFrom: "Avatalk <no-reply@avatalk.example>",
} as const;
