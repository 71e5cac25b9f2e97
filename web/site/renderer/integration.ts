import { fileURLToPath } from "node:url";
import type { AstroIntegration, AstroUserConfig } from "astro";

/**
 * The islands' renderer: Preact with its React compatibility layer (decision 0060). Our components
 * stay React's (`.tsx` importing "react"); in the static pages' build those imports resolve to
 * Preact, about a fifth of React DOM's weight. The portal, a React Router app, keeps React.
 * Our own rather than `@astrojs/preact`: that one gives every island the same `useId` scope, so
 * two islands on a page, a form's labels and a dialog, hand out the same ids (./id-scope.ts).
 */
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Packages that import "react" themselves: bundled into the build-time render, where the aliases apply. */
const USES_REACT = [
  "radix-ui",
  /^@radix-ui\//,
  "lucide-react",
  "react-hook-form",
  "@hookform/resolvers",
  "@tanstack/react-query",
  "react-international-phone",
  "sonner",
];

type RollupOptions = NonNullable<NonNullable<NonNullable<AstroUserConfig["vite"]>["build"]>["rollupOptions"]>;

/**
 * "use client" at the top of Radix's and Lucide's modules is for React Server Components, which
 * these pages do not have: bundling drops it, as it should, and says so for every module.
 */
const onwarn: RollupOptions["onwarn"] = (warning, warn) => {
  if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
};

export function preactIslands(): AstroIntegration {
  return {
    name: "preact-islands",
    hooks: {
      "astro:config:setup": ({ addRenderer, updateConfig }) => {
        addRenderer({
          name: "preact-islands",
          clientEntrypoint: here("./client.ts"),
          serverEntrypoint: here("./server.ts"),
        });
        updateConfig({
          vite: {
            resolve: {
              // Each of React's entry points to its counterpart in Preact.
              alias: [
                { find: /^react\/jsx(-dev)?-runtime$/, replacement: "preact/jsx-runtime" },
                { find: /^react-dom\/server$/, replacement: "preact-render-to-string" },
                { find: /^react-dom(\/client)?$/, replacement: "preact/compat" },
                { find: /^react$/, replacement: "preact/compat" },
              ],
              dedupe: ["preact", "preact/compat"],
            },
            ssr: { noExternal: ["react", "react-dom", ...USES_REACT] },
            build: { rollupOptions: { onwarn } },
          },
        });
      },
    },
  };
}
