import { contentPagePaths } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

/**
 * The JSON-LD of every prerendered page (docs/product.md §Quality): the schema.org types each kind of
 * page must carry, the properties search engines require of them, and agreement with the page
 * itself (canonical URL, visible questions). That every property is one schema.org defines for its
 * type is checked at compile time: the builders are typed with schema-dts (web/lib/structured-data.ts).
 */

type Node = Record<string, unknown> & { "@type"?: string };

/** The list of docs/product.md §Quality: which schema.org types each page carries at its top level. */
function expectedTypes(path: string): string[] {
  if (path === "/") return ["Organization", "WebSite"];
  if (path === "/pricing") return ["Product", "FAQPage"];
  if (path === "/how-it-works") return ["FAQPage"];
  if (path === "/blog") return ["Blog", "BreadcrumbList"];
  if (path.startsWith("/blog/")) return ["BlogPosting", "BreadcrumbList"];
  return [];
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) =>
    JSON.parse(text ?? ""),
  );
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** Every value under a key named like a URL, anywhere in the block. */
function urls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) urls(item, found);
  else if (isNode(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (["url", "item", "image", "@id", "logo"].includes(key) && typeof inner === "string")
        found.push(inner);
      else urls(inner, found);
    }
  }
  return found;
}

const nonEmptyText = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const isoDate = (value: unknown) => typeof value === "string" && !Number.isNaN(Date.parse(value));

/** What Google's rich results ask of each type, beyond schema.org's own vocabulary. */
function requiredProblems(node: Node, canonical: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${node["@type"]}: ${what}`);
  };
  switch (node["@type"]) {
    case "Organization":
    case "WebSite":
      need(nonEmptyText(node.name), "a name");
      need(node.url === `${new URL(canonical).origin}/`, "the site's home page as url");
      break;
    case "FAQPage": {
      const questions = Array.isArray(node.mainEntity) ? (node.mainEntity as Node[]) : [];
      need(questions.length > 0, "questions");
      for (const question of questions) {
        need(question["@type"] === "Question" && nonEmptyText(question.name), "each question named");
        const answer = question.acceptedAnswer as Node | undefined;
        need(answer?.["@type"] === "Answer" && nonEmptyText(answer.text), "each question answered");
      }
      break;
    }
    case "Product": {
      need(nonEmptyText(node.name), "a name");
      const offers = Array.isArray(node.offers) ? (node.offers as Node[]) : [];
      need(offers.length > 0, "offers");
      for (const offer of offers) {
        need(typeof offer.price === "number" && offer.price > 0, "each offer priced");
        need(offer.priceCurrency === "EUR", "each offer in EUR");
      }
      break;
    }
    case "Blog":
      need(nonEmptyText(node.name), "a name");
      need(Array.isArray(node.blogPost) && node.blogPost.length > 0, "its posts");
      break;
    case "BlogPosting":
      need(
        nonEmptyText(node.headline) && String(node.headline).length <= 110,
        "a headline of 110 characters at most",
      );
      need(isoDate(node.datePublished) && isoDate(node.dateModified), "its dates");
      need(typeof node.image === "string", "an image");
      need(nonEmptyText((node.author as Node | undefined)?.name), "an author");
      need(node.url === canonical, "the page's canonical URL");
      break;
    case "BreadcrumbList": {
      const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Node[]) : [];
      need(items.length >= 2, "at least home and the page");
      for (const [index, item] of items.entries()) {
        need(item.position === index + 1, `item ${index + 1} at its position`);
      }
      need(items.at(-1)?.item === canonical, "the page itself last");
      need(items[0]?.item === `${new URL(canonical).origin}/`, "the home page first");
      break;
    }
  }
  return problems;
}

for (const path of contentPagePaths()) {
  test(`${path} describes itself with valid schema.org JSON-LD and its share image`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "";
    expect(canonical, "the page has a canonical URL").not.toBe("");

    const blocks = jsonLdBlocks(html).filter(isNode);
    for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
    expect(blocks.map((block) => block["@type"])).toEqual(expectedTypes(path));
    expect(blocks.flatMap((block) => requiredProblems(block, canonical))).toEqual([]);

    const origin = new URL(canonical).origin;
    for (const url of blocks.flatMap((block) => urls(block))) {
      expect(url.startsWith(`${origin}/`), `${url} is absolute on ${origin}`).toBe(true);
    }
    // The page's share image (its kind's, or a post's own) is served from the canonical origin.
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    expect(image.startsWith(`${origin}/images/`), `${image} is one of ours`).toBe(true);
    const served = await request.get(new URL(image).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);
    expect(html).toMatch(/<meta property="og:image:width" content="1200"\/?>/);

    // The answers search engines show are the ones on the page.
    for (const faq of blocks.filter((block) => block["@type"] === "FAQPage")) {
      for (const question of faq.mainEntity as Node[]) {
        // The page escapes "&"; an apostrophe in text needs no escape, and may have one.
        const text = String(question.name).replaceAll("&", "&amp;");
        expect(html.replaceAll("&#x27;", "'"), "the question is on the page").toContain(text);
      }
    }
  });
}

test("The sitemap lists every indexable page, each with the day it last changed", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => entry ?? "");
  const listed = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1]);
  const indexable: string[] = [];
  for (const path of contentPagePaths()) {
    const html = await (await request.get(path)).text();
    // React writes the tag as XML does (`/>`), Astro as HTML does (`>`): the account pages are Astro's.
    if (!/<meta name="robots" content="noindex"\/?>/.test(html)) indexable.push(`${baseURL}${path}`);
  }
  expect(listed.sort()).toEqual(indexable.sort());
  for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>$/);
  expect(sitemap).toContain(`<url><loc>${baseURL}/terms</loc><lastmod>2024-03-01</lastmod></url>`);
});
