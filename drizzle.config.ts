import { defineConfig } from "drizzle-kit";

// Migrations are generated here and committed; the server applies them at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
