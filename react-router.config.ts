import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./web/prerender.ts";

// Every public page is prerendered to real HTML (docs/product.md §System); /portal/* is client-only and
// served from the SPA fallback by the Fastify server.
export default {
  appDirectory: "web",
  buildDirectory: "build",
  ssr: false,
  prerender: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
} satisfies Config;
