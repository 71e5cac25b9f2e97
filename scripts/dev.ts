import { pathToFileURL } from "node:url";
import { runTogether } from "./run-together.ts";

/**
 * `npm run dev`: the whole app for development. The API runs from source in watch mode (restarted
 * on every save) on API_PORT, and the web dev server (hot reload) proxies /api to it
 * (vite.config.ts). Both start and stop together: Ctrl-C, or either one ending, stops both.
 */
const apiPort = process.env.API_PORT || "3000";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`Starting the API on port ${apiPort} (watch mode) and the web dev server.\n`);
  process.exitCode = await runTogether([
    {
      name: "The API",
      command: "tsx",
      args: ["watch", "--clear-screen=false", "server/main.ts"],
      // The web dev server serves the pages, so the API needs no build of them.
      env: { NODE_ENV: "development", PORT: apiPort, SERVE_WEB: "false" },
    },
    { name: "The web dev server", command: "react-router", args: ["dev"], env: { API_PORT: apiPort } },
  ]);
}
