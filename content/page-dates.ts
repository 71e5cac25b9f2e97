import { paths } from "#contracts/paths.ts";
import { privacy, terms } from "./legal.ts";

/** "01.03.2024", as the legal documents write their date, as an ISO day: "2024-03-01". */
function isoDay(day: string): string {
  const [dd, mm, yyyy] = day.split(".");
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * The day each indexable page's content last changed, for the sitemap's `lastmod` (the web quality
 * issue): kept by hand beside the copy and changed with it, since a date that moved with every build
 * would tell a crawler nothing, and one it cannot trust it ignores. The legal pages carry their
 * documents' own date; the blog's pages are dated by their posts (server/web/blog-feed.ts). A page
 * added to the sitemap without a date here fails e2e/structured-data.spec.ts.
 */
export const pageLastModified: ReadonlyMap<string, string> = new Map([
  [paths.home, "2026-11-22"],
  [paths.features, "2026-11-22"],
  [paths.useCases, "2026-11-26"],
  [paths.howItWorks, "2026-11-22"],
  [paths.pricing, "2026-11-26"],
  [paths.partnerProgram, "2026-11-22"],
  [paths.signIn, "2026-11-22"],
  [paths.signUp, "2026-11-22"],
  [paths.terms, isoDay(terms.lastUpdated)],
  [paths.privacy, isoDay(privacy.lastUpdated)],
]);
