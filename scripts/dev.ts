import { pathToFileURL } from "node:url";
import { runTogether } from "./run-together.ts";

/**
 * `npm run dev`: the whole app for development. The API runs from source in watch mode (restarted
 * on every save) on API_PORT, and the web dev server (hot reload) proxies /api to it
 * (vite.config.ts). Both start and stop together: Ctrl-C, or either one ending, stops both.
 */
const apiPort = process.env.API_PORT || "3000";
/** React Router's dev server (Vite's default port). */
const DEV_SERVER_ORIGIN = "http://localhost:5173";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`Starting the API on port ${apiPort} (watch mode) and the web dev server.\n`);
  process.exitCode = await runTogether([
    {
      name: "The API",
      command: "tsx",
      args: ["watch", "--clear-screen=false", "server/main.ts"],
      // The web dev server serves the pages, so the API needs no build of them. The browser's
      // origin is the dev server's, which the origin check must accept for the forms to post.
      env: { NODE_ENV: "development", PORT: apiPort, SERVE_WEB: "false", PUBLIC_URL: DEV_SERVER_ORIGIN },
    },
    {
      name: "The web dev server",
      command: "react-router",
      // A fixed port: the API accepts form posts from exactly this origin.
      args: ["dev", "--port", new URL(DEV_SERVER_ORIGIN).port, "--strictPort"],
      env: { API_PORT: apiPort },
    },
  ]);
}
