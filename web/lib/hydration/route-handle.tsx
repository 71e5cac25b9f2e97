import { type UIMatch, useMatches } from "react-router";
import { HYDRATE_ATTRIBUTE, ON_INTENT, RENDERED_FROM_ID } from "./attributes.ts";

/**
 * A route's `handle` when its page waits for the visitor's first interaction to hydrate (decision
 * 0016): a page whose prerendered HTML is whole and shows nothing new until the visitor does
 * something. A function decides from the page's loader data (a blog post, not the blog's not-found
 * view, which logs the missing path as it hydrates).
 *
 * `renderedFrom` is for a page whose HTML shows API answers as the build saw them (/pricing): each
 * call's path with the answer the page was rendered from. The calls are made once the page has
 * painted, and an answer that differs hydrates the page at once (decision 0017).
 */
export type HydrationHandle = {
  hydrateOnIntent: boolean | ((loaderData: unknown) => boolean);
  renderedFrom?: Readonly<Record<string, unknown>>;
};

function hydratesOnIntent(handle: Partial<HydrationHandle> | undefined, loaderData: unknown): boolean {
  const rule = handle?.hydrateOnIntent;
  return typeof rule === "function" ? rule(loaderData) : rule === true;
}

/** The deepest match's handle: the page's own route decides. */
function usePageHandle(): { handle: Partial<HydrationHandle> | undefined; loaderData: unknown } {
  const match: UIMatch | undefined = useMatches().at(-1);
  return { handle: match?.handle as Partial<HydrationHandle> | undefined, loaderData: match?.loaderData };
}

/** The attributes the root layout writes on <html> for such a page: the bootstrap reads them. */
export function useHydrationAttributes(): Record<string, string | undefined> {
  const { handle, loaderData } = usePageHandle();
  return hydratesOnIntent(handle, loaderData) ? { [HYDRATE_ATTRIBUTE]: ON_INTENT } : {};
}

/**
 * In the root layout's body: the calls and answers a page was rendered from (`renderedFrom`), as a
 * JSON data block that the bootstrap reads (decision 0017). `<` is escaped so no answer can end it.
 */
export function RenderedFrom() {
  const { handle, loaderData } = usePageHandle();
  if (!handle?.renderedFrom || !hydratesOnIntent(handle, loaderData)) return null;
  const json = JSON.stringify(handle.renderedFrom).replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={RENDERED_FROM_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, its `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
