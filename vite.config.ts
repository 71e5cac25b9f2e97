import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig } from "vite";

/**
 * React Router 7's plugin starts an inner Vite with `envFile: false`, which Vite 8 reports as
 * deprecated on every build. The option is theirs, not ours; its inner Vite takes this config's
 * logger, so the one known line is dropped there and everything else still reaches the terminal.
 */
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes("The `envFile` option is deprecated")) return;
  warn(message, options);
};

export default defineConfig({
  customLogger: logger,
  plugins: [tailwindcss(), reactRouter()],
  // Public deployment settings baked into the build (web/lib/hosts.ts reads them).
  envPrefix: ["VITE_", "APP_URL", "PUBLIC_URL", "SCHEDULER_URL"],
  build: { assetsInlineLimit: 0 },
  // `npm run dev` runs the API beside the dev server on API_PORT (scripts/dev.ts).
  server: { proxy: { "/api": `http://localhost:${process.env.API_PORT || 3000}` } },
});
