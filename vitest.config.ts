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
          include: ["{bench,contracts,content,server,scripts}/**/*.test.ts", "web/**/*.node.test.ts"],
          setupFiles: ["test/fail-on-console-error.ts", "server/test/remove-data-dirs.ts"],
          // The files share their worker's modules instead of importing the server afresh each: no
          // test here mocks a module or relies on one's state, and the imports were a third of the
          // pass's time (44 s of 140 alone; 128 s in the PostgreSQL pass beside the browser tests).
          isolate: false,
          // One migrated PGlite that every test database starts from (server/test/pglite-template.ts).
          globalSetup: ["server/test/pglite-template.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // The S3 store's tests load the AWS SDK, which warns once per process that its releases
          // after January 2027 want Node 22 (decision 0001: Node 20 here, the lockfile pins the SDK):
          // one paragraph in every test run's output, saying nothing about the tests.
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
          // What a test polls for (a mail job sent, a row written) comes as soon as it comes; the
          // default second to wait for it failed the mail sender's tests when the PostgreSQL pass
          // shared two loaded cores with the browser tests (jobs still pending after 1 s).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}"],
          exclude: ["web/**/*.node.test.ts"],
          setupFiles: ["test/fail-on-console-error.ts", "test/setup-dom.ts"],
          // Tests that open a dialog or send a form wait for its code's first import, which Vite
          // transforms on demand: 1-2 s on a quiet machine, over the default 5 s on two cores shared
          // with the browser tests and two busy processes (the contact form and the demo dialog).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
