import { defineConfig } from "astro/config";
import site from "./astro.config.ts";
import { ASTRO_ACCOUNT_OUT_DIR } from "./scripts/static-pages.ts";

/**
 * The account pages (web/site-account/, decision 0059): the same static pages with islands as
 * astro.config.ts builds, in a build of their own, so that their forms' code does not cut the
 * chunks the marketing pages' islands share (the home page's script budget).
 */
export default defineConfig({ ...site, srcDir: "web/site-account", outDir: ASTRO_ACCOUNT_OUT_DIR });
