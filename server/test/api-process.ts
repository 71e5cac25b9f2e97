/**
 * One API server process for tests of what replicas share: the real buildApp from the environment
 * (PORT 0 picks a free port), without the web build. Prints `listening <port>` once ready and closes
 * gracefully on SIGTERM. Started by server/test/replicas.ts.
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";

// The clip worker's timings, when the test names them (a short claim, to see one expire).
const clipWorkerOptions = process.argv[2] ? (JSON.parse(process.argv[2]) as object) : undefined;
const app = await buildApp(loadConfig(), {
  serveWeb: false,
  ...(clipWorkerOptions ? { clipWorker: { options: clipWorkerOptions } } : {}),
});
await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
process.once("SIGTERM", () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
