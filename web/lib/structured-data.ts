import type { BreadcrumbList, FAQPage, Organization, WebSite, WithContext } from "schema-dts";
import { site } from "#content/site.ts";
import { paths } from "#contracts/paths.ts";
import { hosts } from "#web/lib/hosts.ts";

/**
 * JSON-LD builders shared by the pages (docs/product.md §Quality). Each is typed with
 * schema-dts, the schema.org vocabulary as TypeScript types, so a property schema.org does not
 * define for a type, or a value of the wrong kind, fails the typecheck; e2e/structured-data.spec.ts
 * checks what the built pages carry.
 */

export const absoluteUrl = (path: string) => `${hosts.publicUrl}${path}`;

/** Who publishes the site: the home page's Organization, and the publisher of the blog's posts. */
export const organization = {
  "@type": "Organization",
  name: site.name,
  url: absoluteUrl(paths.home),
  logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
  sameAs: [site.linkedinUrl],
} satisfies Organization;

export function organizationStructuredData(): WithContext<Organization> {
  return { "@context": "https://schema.org", ...organization };
}

export function websiteStructuredData(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    description: site.description,
    url: absoluteUrl(paths.home),
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl(paths.home) },
    inLanguage: "en",
  };
}

/** FAQPage for a page's questions and answers, in the order the page shows them. */
export function faqStructuredData(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The name of the first step of every breadcrumb trail. */
export const HOME_CRUMB = "Home";

/** The trail from the home page to this one, given as `[name, path]` pairs below home, this page last. */
export function breadcrumbStructuredData(
  trail: readonly (readonly [name: string, path: string])[],
): WithContext<BreadcrumbList> {
  const steps = [[HOME_CRUMB, paths.home] as const, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}
