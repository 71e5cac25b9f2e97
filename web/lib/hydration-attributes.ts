/**
 * The attributes on <html> that say how far a page has come, for the end-to-end tests, which wait
 * for them before they interact (e2e/support/test.ts), and for nothing else.
 */

/**
 * The one signal that a page is interactive (docs/product.md §Quality): on a static page, once every
 * island that does not wait to be scrolled to has hydrated (web/site/islands/island.tsx); in the
 * portal, once the app has rendered after its hydration (web/root.tsx).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Written into a static page whose islands wait for the visitor's first interaction
 * (`client:interaction`), with `ON_INTENT` as its value: a test interacts first.
 */
export const HYDRATE_ATTRIBUTE = "data-hydrate";
export const ON_INTENT = "on-intent";
