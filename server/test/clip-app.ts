import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeTempFolder } from "./clips.ts";
import { buildTestApp } from "./test-app.ts";

export type ClipTestSetup = { app: FastifyInstance & { database: DatabaseHandle }; folder: string };

/**
 * The test app and a temporary folder for the clips a test file makes and reads back: built before
 * the file's tests, closed and removed after them. Read `app` and `folder` in tests and hooks, where
 * they are set.
 */
export function appWithClipFolder(): ClipTestSetup {
  const setup = {} as ClipTestSetup;
  beforeAll(async () => {
    setup.app = await buildTestApp();
    setup.folder = makeTempFolder();
  });
  afterAll(async () => {
    await setup.app?.close();
    if (setup.folder) fs.rmSync(setup.folder, { recursive: true, force: true });
  });
  return setup;
}
