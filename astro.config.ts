import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration, AstroUserConfig } from "astro";
import { defineConfig } from "astro/config";
import { ASTRO_OUT_DIR } from "./scripts/static-pages.ts";
import { preactIslands } from "./web/site/renderer/integration.ts";

/**
 * The public pages that are static HTML with islands (web/site/, docs/architecture.md): Astro
 * renders their React components at build time, on Preact (decision 0060, web/site/renderer/), and
 * ships script only for the islands. Built into a
 * folder of its own, whose pages and assets `scripts/static-pages.ts` moves into build/client, where
 * the server serves them as it serves every page (CSP hashes, brotli, immutable assets).
 */
/**
 * Tailwind's plugin is typed against the Vite of React Router's build (8); Astro 5 runs its own Vite
 * (6), which takes the plugin as it is: the hooks it uses are the same in both.
 */
const tailwind = tailwindcss() as unknown as NonNullable<NonNullable<AstroUserConfig["vite"]>["plugins"]>;

/**
 * Our directives (web/site/directives/): `client:interaction`, for the islands that wait for the
 * visitor; `client:near`, for one that hydrates as it comes near and keeps a click from before;
 * `client:answers`, for one rendered from API answers, hydrated at once when they differ; and
 * `client:painted`, for a form that is its page's purpose, hydrated once the page has painted.
 */
const ourDirectives: AstroIntegration = {
  name: "our-client-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      for (const name of ["interaction", "near", "answers", "painted"]) {
        addClientDirective({
          name,
          entrypoint: fileURLToPath(new URL(`./web/site/directives/${name}.ts`, import.meta.url)),
        });
      }
    },
  },
};

export default defineConfig({
  srcDir: "web/site",
  publicDir: "web/site/public",
  outDir: ASTRO_OUT_DIR,
  output: "static",
  trailingSlash: "never",
  // Static pages only: nothing of Astro's dev toolbar, telemetry prompt or image service is used.
  devToolbar: { enabled: false },
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  integrations: [preactIslands(), ourDirectives],
  vite: {
    plugins: [tailwind],
    // Public deployment settings baked into the pages, as vite.config.ts bakes them into React Router's.
    envPrefix: ["VITE_", "APP_URL", "PUBLIC_URL", "SCHEDULER_URL"],
    build: {
      assetsInlineLimit: 0,
      // The smallest side-effect-free chunks that islands share (an icon, a few constants) merged
      // into one loaded with them: each island added split the shared code finer, and a chunk of a
      // few hundred bytes compresses worse than its share of a larger one (decision 0057).
      rollupOptions: { output: { experimentalMinChunkSize: 1024 } },
    },
    // Licence headers out of the shipped chunks, as React Router's build (Rolldown) leaves them out.
    esbuild: { legalComments: "none" },
  },
});
