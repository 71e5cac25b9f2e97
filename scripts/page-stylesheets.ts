import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { selectOne } from "css-select";
import { parseDocument } from "htmlparser2";
import postcss, { type Container, type Document as CssDocument, type Root } from "postcss";
import { FULL_STYLESHEET_ATTRIBUTE, HYDRATE_ATTRIBUTE, ON_INTENT } from "#web/lib/hydration/attributes.ts";
import { listPages, rewritePages } from "./built-pages.ts";
import { paintsContent } from "./scripts-after-paint.ts";

/**
 * Decision 0018: a page that hydrates on the visitor's first interaction (decision 0016) carries in
 * its `<style>` only the rules its own HTML can use, and the bootstrap links the whole stylesheet
 * when the interaction comes, before React hydrates. The whole sheet was parsed and matched before
 * every first paint (/features, unthrottled medians: HTML parsing 18.8 → 14.4 ms, style
 * 26.5 → 19.6 ms), work Lighthouse's simulation counts after the paint. Pages that hydrate at once
 * keep the whole sheet: applying it after the paint would be one more long task while Lighthouse
 * watches.
 */

/**
 * States a visitor brings about without any script (hovering, focusing, a checked radio, an open
 * `<details>`: `[open]`), and the pseudo-elements: taken out of a selector before it is matched
 * against the HTML, so the rules of those states stay with the elements they style.
 */
const STATEFUL_PSEUDO =
  /::?(?:before|after|first-line|first-letter|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)|:(?:hover|focus|focus-visible|focus-within|active|visited|link|any-link|checked|indeterminate|disabled|enabled|required|optional|invalid|valid|user-invalid|user-valid|placeholder-shown|autofill|open|popover-open|target|default|read-only|read-write|in-range|out-of-range)(?![\w-])|\[open\]/g;

type HtmlDocument = ReturnType<typeof parseDocument>;

/**
 * Whether a rule's selector list can match in this page: one selector of it matches an element once
 * its stateful pseudo-classes are taken out. A selector the matcher cannot read (`:host`, a
 * vendor's pseudo-class) is kept: a rule too many costs bytes, a rule too few a broken page.
 */
function canMatch(selectors: readonly string[], html: HtmlDocument): boolean {
  return selectors.some((selector) => {
    const stateless = selector.replace(STATEFUL_PSEUDO, "").trim() || "*";
    try {
      return selectOne(stateless, html) !== null;
    } catch {
      return true;
    }
  });
}

/** Drops the style rules of `container` that nothing in the page can match, then emptied blocks. */
function prune(container: Container | CssDocument | Root, html: HtmlDocument): void {
  container.each((node) => {
    if (node.type === "rule") {
      if (!canMatch(node.selectors, html)) node.remove();
    } else if (
      node.type === "atrule" &&
      node.nodes &&
      ["media", "supports", "layer", "container"].includes(node.name)
    ) {
      prune(node, html);
      if (node.nodes.length === 0) node.remove();
    }
    // Everything else (@property, @font-face, @keyframes, a layer order) is kept as it is.
  });
}

/** The rules of `css` that the page `html` can use (see `canMatch`), in their order. */
export function stylesheetFor(html: string, css: string): string {
  const root = postcss.parse(css);
  prune(root, parseDocument(html));
  return root.toString();
}

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * The page with only its own rules inline and the whole sheet's address beside them, or the page as
 * it is when it hydrates at once, has no inline stylesheet, or is the SPA shell, whose screens the
 * app draws from nothing (`paintsContent`: its bootstrap does not wait, and links no sheet).
 */
export function withPageStylesheet(html: string, fullStylesheetHref: string): string {
  const style = html.match(INLINE_STYLE);
  const onIntent = html.match(/<html[^>]*>/)?.[0].includes(`${HYDRATE_ATTRIBUTE}="${ON_INTENT}"`);
  if (!style || !onIntent || !paintsContent(html)) return html;
  const own = stylesheetFor(html, style[1] ?? "");
  return html.replace(
    style[0],
    () => `<style ${FULL_STYLESHEET_ATTRIBUTE}="${fullStylesheetHref}">${own}</style>`,
  );
}

/**
 * Writes the whole stylesheet once as a fingerprinted asset and rewrites every page below `root`
 * that hydrates on intent; returns how many it rewrote and the asset's address.
 */
export function pageStylesheetsIn(root: string): { changed: number; href?: string } {
  const css = listPages(root)
    .map((file) => fs.readFileSync(file, "utf8").match(INLINE_STYLE)?.[1])
    .find(Boolean);
  if (!css) return { changed: 0 };
  const name = `site-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
  fs.writeFileSync(path.join(root, "assets", name), css);
  const href = `/assets/${name}`;
  return { changed: rewritePages(root, (html) => withPageStylesheet(html, href)), href };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { changed, href } = pageStylesheetsIn(path.resolve("build/client"));
  process.stdout.write(
    `Cut the inline stylesheet of ${changed} pages in build/client to their own rules; the whole sheet is ${href}.\n`,
  );
}
