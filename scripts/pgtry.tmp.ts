import { createDatabase, ensurePostgres } from "#scripts/postgres.ts";

const pg = await ensurePostgres();
const db = await createDatabase(pg.url, "try");
console.log(db.url);
setInterval(() => {}, 1000);
