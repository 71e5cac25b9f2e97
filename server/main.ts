import { site } from "#content/site.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { causeChain, isDatabaseUnavailable } from "./db/connection-errors.ts";
import { FolderLockedError } from "./db/folder-lock.ts";
import { startProgramSpawner } from "./media/spawner.ts";

/** Starts the server and shuts it down gracefully on SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const config = loadConfig();
    // Before the database and the rest are loaded: the spawner's start is the one fork of the
    // server, and it costs least while the server is small (server/media/spawner.ts). Without
    // ffmpeg there is nothing for it to start.
    if (config.ffmpeg) startProgramSpawner();
    app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    process.stdout.write(`\n${site.name} is running at http://${shown}:${config.port}\n\n`);
  } catch (error) {
    console.error(startupFailure(error));
    // The database may already be open: checkpoint it and release the data folder before leaving.
    await app?.close().catch(() => {});
    process.exit(1);
  }
  const server = app;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error("Error during shutdown:", error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

/** A start-up failure in words an operator can act on. */
export function startupFailure(error: unknown): string {
  if (error instanceof ConfigError || error instanceof FolderLockedError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE") {
    return `The port is already in use: ${(error as Error).message}. Stop the other server or set PORT to a free port.`;
  }
  if (code === "EACCES") {
    return `Not allowed to listen: ${(error as Error).message}. Use a port above 1024 or run with the needed rights.`;
  }
  // Drizzle reports "Failed query: …" and keeps the driver's reason (refused, auth failed) in
  // `cause`: the operator needs that reason, and never the password of a URL quoted in it.
  const causes = causeChain(error)
    .slice(1)
    .map((cause) => `\n  caused by: ${errorSummary(cause)}`)
    .join("");
  if (isDatabaseUnavailable(error)) {
    return withoutPasswords(
      `${site.name} could not reach the database: ${errorSummary(error)}${causes}\n` +
        "Check that PostgreSQL is running and accepts connections at DATABASE_URL.",
    );
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return withoutPasswords(`${site.name} could not start: ${detail}${causes}`);
}

function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${error.message} (${code})` : error.message;
}

/** `postgres://avatalk:secret@db/avatalk` → `postgres://avatalk:***@db/avatalk`, wherever it appears. */
export function withoutPasswords(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*):[^\s@/]*@/gi, "$1:***@");
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
