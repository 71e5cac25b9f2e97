import type { AstroUserConfig } from "astro";
import site from "./astro.config.ts";
import { ASTRO_ACCOUNT_OUT_DIR } from "./scripts/static-pages.ts";

/**
 * The account pages (web/site-account/, decision 0059): the static pages with islands that
 * astro.config.ts builds, in a build of their own, so that their forms' code does not cut the
 * chunks the marketing pages' islands share (the home page's script budget).
 */
const accountPages: AstroUserConfig = { ...site, srcDir: "web/site-account", outDir: ASTRO_ACCOUNT_OUT_DIR };

export default accountPages;
