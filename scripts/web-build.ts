import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Deployment settings Vite bakes into the prerendered pages (vite.config.ts envPrefix). */
export const PUBLIC_ENV_NAMES = ["APP_URL", "PUBLIC_URL", "SCHEDULER_URL"] as const;
/** Folders whose files end up in the build. */
const SOURCE_FOLDERS = ["web", "content", "contracts", "public"];
/**
 * Files that change how the build is made: the steps of `npm run build` after Vite's (a changed
 * step would otherwise go untested until the next source change), the builds' configurations, and
 * the .env files Vite reads.
 */
const CONFIG_FILES = [
  "scripts/react-router-build.ts",
  "scripts/static-pages.ts",
  "scripts/widget-build.ts",
  "scripts/compress-assets.ts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "astro.config.ts",
  "astro.account.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
];
const STAMP_FILE = "build/.stamp";
const NOT_FOUND_PAGE = "build/client/404/index.html";

type Stamp = { publicEnv: Record<string, string | null> };

function publicEnv(env: NodeJS.ProcessEnv): Record<string, string | null> {
  return Object.fromEntries(PUBLIC_ENV_NAMES.map((name) => [name, env[name] || null]));
}

/**
 * Why the web app must be built before the server starts, or undefined when build/ is current: no
 * build yet, a source or config file newer than the last build, or other public settings than the
 * ones baked in. Tests are not part of the build and do not count.
 */
export function buildReason(
  root: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (!fs.existsSync(path.join(root, NOT_FOUND_PAGE))) return "there is no build yet";
  const stampPath = path.join(root, STAMP_FILE);
  if (!fs.existsSync(stampPath)) return "the build was not made by npm start or npm test";

  const stamp = readStamp(stampPath);
  if (!stamp) return "the build stamp is unreadable";
  const current = publicEnv(env);
  const changedSetting = PUBLIC_ENV_NAMES.find((name) => (stamp.publicEnv[name] ?? null) !== current[name]);
  if (changedSetting) return `${changedSetting} differs from the one in the build`;

  const builtAt = fs.statSync(stampPath).mtimeMs;
  const sources = [
    ...SOURCE_FOLDERS.flatMap((folder) => listFiles(path.join(root, folder))).filter(
      (file) => !isTestFile(file),
    ),
    ...CONFIG_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ];
  const changed = sources.find((file) => fs.statSync(file).mtimeMs > builtAt);
  return changed ? `${path.relative(root, changed)} changed since the last build` : undefined;
}

/**
 * Runs `npm run build` with the terminal attached and records what it was built from. The stamp
 * carries the time the build started, so a file saved during the build triggers the next one.
 */
export function buildWebApp(root: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): void {
  const startedAt = new Date();
  const result = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error(`The web build failed (npm run build exited with ${result.status ?? result.signal}).`);
  }
  writeStamp(root, env, startedAt);
}

export function writeStamp(root: string, env: NodeJS.ProcessEnv, builtAt: Date): void {
  const stampPath = path.join(root, STAMP_FILE);
  fs.mkdirSync(path.dirname(stampPath), { recursive: true });
  fs.writeFileSync(stampPath, `${JSON.stringify({ publicEnv: publicEnv(env) } satisfies Stamp, null, 2)}\n`);
  fs.utimesSync(stampPath, builtAt, builtAt);
}

function readStamp(stampPath: string): Stamp | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(stampPath, "utf8"));
    if (typeof value !== "object" || value === null || !("publicEnv" in value)) return undefined;
    const recorded = value.publicEnv;
    if (typeof recorded !== "object" || recorded === null) return undefined;
    return { publicEnv: Object.fromEntries(Object.entries(recorded).map(([k, v]) => [k, v ?? null])) };
  } catch {
    // An unreadable stamp only means we cannot trust the build: rebuilding is the safe answer.
    return undefined;
  }
}

function isTestFile(file: string): boolean {
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}
