import { PORTAL_PREFIX } from "#contracts/paths.ts";

/**
 * The pages React Router prerenders: its static routes outside the portal (the account pages).
 * The portal is left to the SPA fallback; every other public page is Astro's (web/site/).
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  return staticPaths.filter((path) => !path.startsWith(PORTAL_PREFIX));
}
