import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Public deployment settings baked into the prerendered pages (content/site.ts reads them).
  envPrefix: ["VITE_", "APP_URL", "PUBLIC_URL", "SCHEDULER_URL"],
  build: { assetsInlineLimit: 0 },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
