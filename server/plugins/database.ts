import fp from "fastify-plugin";
import type { DatabaseHandle } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Migrates and seeds at start-up (docs/product.md §System), and closes the database with the server. */
export const databasePlugin = fp<{ handle: DatabaseHandle; closeWithApp: boolean }>(
  async (app, { handle, closeWithApp }) => {
    await handle.migrate();
    await seedDatabase(handle.db);
    app.decorate("database", handle);
    if (closeWithApp) app.addHook("onClose", () => handle.close());
  },
  { name: "database" },
);
