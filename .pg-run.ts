import { spawnSync } from "node:child_process";
import { ensurePostgres } from "./scripts/postgres.ts";

const pg = await ensurePostgres();
const result = spawnSync("npx", ["vitest", "run", "--project", "node", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: pg.url },
});
pg.stop();
process.exit(result.status ?? 1);
