import type { Config } from "@react-router/dev/config";

// The portal, client-rendered: React Router prerenders no page, and writes its one HTML file, the
// SPA shell the server answers for /portal/* (scripts/static-pages.ts names it). Every public page
// is static HTML built by Astro (docs/architecture.md).
export default {
  appDirectory: "web",
  buildDirectory: "build",
  ssr: false,
} satisfies Config;
