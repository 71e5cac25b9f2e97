import type { MetaDescriptor } from "react-router";
import { hosts } from "#content/hosts.ts";
import { site } from "#content/site.ts";

type PageSeo = {
  /** Page title without the brand; the home page passes none. */
  title?: string;
  description: string;
  path: string;
  type?: "website" | "article";
  /** JSON-LD objects describing the page. */
  structuredData?: readonly object[];
  noindex?: boolean;
};

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for a page (DESIGN §6). */
export function seo({ title, description, path, type = "website", structuredData = [], noindex }: PageSeo) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  const url = `${hosts.publicUrl}${path === "/" ? "/" : path}`;
  const image = `${hosts.publicUrl}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of structuredData) tags.push({ "script:ld+json": data });
  return tags;
}
