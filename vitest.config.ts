import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One worker per core, not Vitest's one less: the database tests wait on PGlite and sockets as
    // much as they compute, and on two cores the suite ran in one worker (200 s → 156 s).
    maxWorkers: os.availableParallelism(),
    // One Vitest run covers the node side (contracts, content, server) and the web components.
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          // A worker imports the server's modules once for all its files instead of once per file:
          // importing was a third of this project's time (208 s → 136 s here, 567 tests; the
          // PostgreSQL pass 142 s → 80 s). No node test mocks a module or stubs a global, each opens
          // its own database and app, and the files pass in shuffled orders
          // (`--sequence.shuffle.files`).
          isolate: false,
          include: ["{bench,contracts,content,server,scripts}/**/*.test.ts", "web/**/*.node.test.ts"],
          setupFiles: ["test/fail-on-console-error.ts"],
          // One migrated PGlite that every test database starts from (server/test/pglite-template.ts).
          globalSetup: ["server/test/pglite-template.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}"],
          exclude: ["web/**/*.node.test.ts"],
          setupFiles: ["test/fail-on-console-error.ts", "test/setup-dom.ts"],
        },
      },
    ],
  },
});
