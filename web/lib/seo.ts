import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { hosts } from "#content/hosts.ts";
import { site } from "#content/site.ts";

type PageSeo = {
  /** Page title without the brand; the home page passes none. */
  title?: string;
  description: string;
  path: string;
  type?: "website" | "article";
  /** JSON-LD objects describing the page (web/lib/structured-data.ts). */
  structuredData?: readonly WithContext<Thing>[];
  noindex?: boolean;
  /** The page's own social preview instead of the site's: a raster image under public/. */
  image?: { path: string; alt: string; width: number; height: number };
};

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for a page (DESIGN §6). */
export function seo({
  title,
  description,
  path,
  type = "website",
  structuredData = [],
  noindex,
  image: ownImage,
}: PageSeo) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  const url = `${hosts.publicUrl}${path === "/" ? "/" : path}`;
  const image = `${hosts.publicUrl}${ownImage?.path ?? "/og-image.png"}`;
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
  if (ownImage) {
    tags.push(
      { property: "og:image:width", content: String(ownImage.width) },
      { property: "og:image:height", content: String(ownImage.height) },
      { property: "og:image:alt", content: ownImage.alt },
      { name: "twitter:image:alt", content: ownImage.alt },
    );
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of structuredData) tags.push({ "script:ld+json": data });
  return tags;
}
