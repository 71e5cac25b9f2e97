import { buildReason, buildWebApp } from "./web-build.ts";

/**
 * `npm start`: one command from a fresh clone to a running site. Builds the web app when the build
 * is missing or stale, then starts the server, which migrates, seeds and prints its URL.
 */
const reason = buildReason();
if (reason) {
  process.stdout.write(`Building the web app first (${reason}).\n`);
  try {
    buildWebApp();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const { main } = await import("#server/main.ts");
await main();
