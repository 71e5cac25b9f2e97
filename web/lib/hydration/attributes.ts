/**
 * The attributes on <html> that the page's bootstrap (scripts/scripts-after-paint.ts, a build step
 * that reads no React) and the app (web/lib/hydration/) share.
 */

/**
 * The one signal that a page is interactive (docs/product.md §Quality), which end-to-end tests wait for
 * before they interact (e2e/support/test.ts) and on which the bootstrap replays the clicks it held
 * (decision 0016). It is set once React has hydrated the page *and* every lazily loaded part of it
 * that the prerendered HTML already shows (an account form), each after the render that follows its
 * hydration, in which forms enable their controls (`useHydrated`).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Written into a prerendered page that hydrates on the visitor's first interaction (decision 0016),
 * with `ON_INTENT` as its value: the bootstrap then waits for that interaction before importing anything.
 */
export const HYDRATE_ATTRIBUTE = "data-hydrate";
export const ON_INTENT = "on-intent";

/**
 * On such a page whose HTML shows API answers as they were at build time (/pricing's plans), the id
 * of a JSON data block (`<script type="application/json">` at the end of the body) holding the calls
 * and those answers: `{ "/api/pricing": [...] }`. The bootstrap makes the calls once the page has
 * painted, and hydrates without waiting for the visitor when one answers anything else (a price
 * changed since the build, an error), so the page shows what the API says (decision 0017). Not an
 * attribute of `<html>`: there it pushed `<meta charset>` past the first 1,024 bytes.
 */
export const RENDERED_FROM_ID = "rendered-from";
