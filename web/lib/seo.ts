import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { SHARE_IMAGE_SIZE, shareImageAlts, shareImageKind, shareImagePath } from "#content/share-images.ts";
import { site } from "#content/site.ts";
import { hosts } from "#web/lib/hosts.ts";

type PageSeo = {
  /** Page title without the brand; the home page passes none. */
  title?: string;
  description: string;
  path: string;
  type?: "website" | "article";
  /** JSON-LD objects describing the page (web/lib/structured-data.ts). */
  structuredData?: readonly WithContext<Thing>[];
  noindex?: boolean;
  /** The page's own social preview instead of its kind's (content/share-images.ts): a raster image under public/. */
  image?: { path: string; alt: string; width: number; height: number };
};

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for a page (docs/product.md §Quality). */
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
  const kind = shareImageKind(path);
  const shown = ownImage ?? { path: shareImagePath(kind), alt: shareImageAlts[kind], ...SHARE_IMAGE_SIZE };
  const image = `${hosts.publicUrl}${shown.path}`;
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
    { property: "og:image:width", content: String(shown.width) },
    { property: "og:image:height", content: String(shown.height) },
    { property: "og:image:alt", content: shown.alt },
    { name: "twitter:image:alt", content: shown.alt },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of structuredData) tags.push({ "script:ld+json": data });
  return tags;
}
