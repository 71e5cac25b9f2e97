import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { FolderLockedError } from "./db/folder-lock.ts";

/** Starts the server and shuts it down gracefully on SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    const config = loadConfig();
    app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    process.stdout.write(`\nAvatalk is running at http://${shown}:${config.port}\n\n`);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof FolderLockedError) {
      console.error(error.message);
    } else {
      console.error("Avatalk could not start:", error);
    }
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error("Error during shutdown:", error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
