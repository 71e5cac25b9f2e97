import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * PGlite's entry as a file URL: the thread below runs code given as text, which resolves no package
 * names from where our own modules (or the server's bundle) are.
 */
const pgliteEntry = () => pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;

const CREATE_IN_THREAD = `
const { workerData } = require("node:worker_threads");
import(workerData.entry)
  .then(({ PGlite }) => PGlite.create(workerData.folder))
  .then((db) => db.close());
`;

/**
 * Makes a new PGlite cluster in `folder` (initdb) in a thread of its own when the folder holds none.
 * PGlite runs initdb as a second WebAssembly program inside the process that opens the folder, and
 * the memory it grew (about 430 MB: its heap, the cluster's files as a tarball) stayed resident for
 * the process's life, beside the database's own 200 MB: a new server started at 900 MB. A thread's
 * memory goes when it ends, so the server then opens the cluster as it would any existing one.
 */
export async function createClusterApart(folder: string): Promise<void> {
  if (fs.existsSync(path.join(folder, "PG_VERSION"))) return;
  const worker = new Worker(CREATE_IN_THREAD, {
    eval: true,
    workerData: { entry: pgliteEntry(), folder },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database cluster ended with code ${code}`)),
    );
  });
}
