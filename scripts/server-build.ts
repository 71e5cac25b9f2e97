import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type BuildOptions, build } from "esbuild";

/**
 * The production server is compiled JavaScript: esbuild bundles server/main.ts and our
 * own modules (it resolves package.json "imports" such as `#server/*` and the `.ts` extensions,
 * which tsc's rewriteRelativeImportExtensions does not) into build/production-server/main.js (not
 * build/server: React Router writes its prerender bundle there). Packages stay in
 * node_modules. The migrations are copied beside it: the database client finds them next to itself;
 * so is the WordPress plugin's source, which the server zips for its download
 * (server/integrations/wordpress-plugin.ts).
 */
export const SERVER_ENTRY = "build/production-server/main.js";
const SERVER_OUT_DIR = "build/production-server";
/** Folders whose files end up in the server bundle. */
const SOURCE_FOLDERS = ["server", "contracts", "content", "integrations"];
/** The WordPress plugin's PHP, copied beside the bundle as it is. */
const WORDPRESS_PLUGIN_SOURCE = "integrations/wordpress/avatalk";
const CONFIG_FILES = ["package.json", "package-lock.json", "tsconfig.json", "scripts/server-build.ts"];

/** The command that runs the production server: npm start, the e2e server and the bench share it. */
export function productionServerCommand(): string[] {
  return [process.execPath, "--enable-source-maps", SERVER_ENTRY];
}

/** Why the server must be compiled, or undefined when build/production-server is current. */
export function serverBuildReason(root: string = process.cwd()): string | undefined {
  const entry = path.join(root, SERVER_ENTRY);
  if (!fs.existsSync(entry)) return "there is no server build yet";
  const builtAt = fs.statSync(entry).mtimeMs;
  const sources = [
    ...SOURCE_FOLDERS.flatMap((folder) => listFiles(path.join(root, folder))).filter(
      (file) => !isTestOnly(file),
    ),
    ...CONFIG_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ];
  const changed = sources.find((file) => fs.statSync(file).mtimeMs > builtAt);
  return changed ? `${path.relative(root, changed)} changed since the last server build` : undefined;
}

function bundleOptions(root: string): BuildOptions {
  return {
    absWorkingDir: root,
    // The matching thread's code is a file of its own, beside main.js (server/widget/match-pool.ts),
    // and so is the process that starts ffmpeg and ffprobe (server/media/spawner.ts).
    entryPoints: {
      main: "server/main.ts",
      "match-worker": "server/widget/match-worker.ts",
      "media-spawner": "server/media/spawner-process.ts",
    },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    logLevel: "warning",
  };
}

/** The source files the server bundle is made of, relative to the root (nothing is written). */
export async function serverBundleInputs(root: string = process.cwd()): Promise<string[]> {
  const result = await build({ ...bundleOptions(root), write: false, metafile: true });
  return Object.keys(result.metafile?.inputs ?? {});
}

/** Compiles the server. The entry's time is the build's start, so a file saved meanwhile counts. */
export async function buildServer(root: string = process.cwd()): Promise<void> {
  const startedAt = new Date();
  const outDir = path.join(root, SERVER_OUT_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({ ...bundleOptions(root), sourcemap: true });
  fs.cpSync(path.join(root, "server/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
  fs.cpSync(path.join(root, WORDPRESS_PLUGIN_SOURCE), path.join(outDir, "wordpress-plugin"), {
    recursive: true,
  });
  fs.utimesSync(path.join(root, SERVER_ENTRY), startedAt, startedAt);
}

/** Builds the server when it is missing or stale; says why on stdout. */
export async function ensureServerBuild(root: string = process.cwd()): Promise<void> {
  const reason = serverBuildReason(root);
  if (!reason) return;
  process.stdout.write(`Compiling the server (${reason}).\n`);
  await buildServer(root);
}

function isTestOnly(file: string): boolean {
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

// `npm run build:server`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServer();
  process.stdout.write(
    `Compiled the server to ${SERVER_ENTRY} (${Math.round(performance.now() - started)} ms).\n`,
  );
}
