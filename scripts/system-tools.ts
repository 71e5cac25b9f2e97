import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { FFMPEG_INSTALL_HINT, findFfmpeg, isExecutableFile } from "#server/media/ffmpeg-tools.ts";
import { CHROMIUM_INSTALL_HINT, findChromium, SYSTEM_HEADLESS_SHELL_PATHS } from "./find-chromium.ts";
import { findOnPath } from "./find-program.ts";
import { findPostgresBinDir, POSTGRES_HINT } from "./postgres.ts";
import { findRedisServer, REDIS_HINT } from "./redis.ts";
import { findWordPressTools, WORDPRESS_HINT } from "./wordpress.ts";

/**
 * The programs from the distribution that `npm test` needs, found or installed in one step before
 * anything runs side by side. Installing them where each was first needed let several test workers run
 * apt-get at once, and all but one failed on dpkg's lock; it also let a machine that had the tools
 * from an earlier run hide a missing install step. So test code only finds tools (and fails naming
 * the missing one), and this is the one place that installs them: one `apt-get update`, one
 * `apt-get install`, as root with apt only. Anywhere else it prints the command to run and stops.
 */

export type SystemTool = {
  /** What the run calls it, in what it prints. */
  name: string;
  /** What needs it, for the person reading the list. */
  usedBy: string;
  /** Debian's packages that bring it. */
  packages: readonly string[];
  /** How to get it elsewhere, or how to point the run at one already installed. */
  hint: string;
  /** Where it is, or undefined; "not needed" where the environment makes it unnecessary. */
  find(env: NodeJS.ProcessEnv): string | undefined | "not needed";
};

/** True where the browser the tests will drive is Debian's package, which the headless shell speeds up. */
function usesDebianChromium(env: NodeJS.ProcessEnv): boolean {
  if (env.CHROMIUM_PATH?.trim()) return false;
  const browser = findChromium({ env });
  return browser === undefined || browser.startsWith("/usr/bin/");
}

export const SYSTEM_TOOLS: readonly SystemTool[] = [
  {
    name: "Chromium",
    usedBy: "the end-to-end tests, Lighthouse and the image scripts",
    packages: ["chromium"],
    hint: CHROMIUM_INSTALL_HINT,
    find: (env) => findChromium({ env }),
  },
  {
    name: "Chromium's headless shell",
    usedBy: "the end-to-end tests (a third faster than the full browser)",
    // Installed together with the browser, so apt takes both at the same version.
    packages: ["chromium", "chromium-headless-shell"],
    hint: "Install Debian's `chromium-headless-shell`, or set CHROMIUM_PATH to the browser the tests should drive.",
    find: (env) =>
      usesDebianChromium(env) ? SYSTEM_HEADLESS_SHELL_PATHS.find(isExecutableFile) : "not needed",
  },
  {
    name: "PostgreSQL",
    usedBy: "the database and API tests' second pass, the end-to-end tests and the replica tests",
    packages: ["postgresql"],
    hint: POSTGRES_HINT,
    find: (env) => (env.TEST_DATABASE_URL ? "not needed" : findPostgresBinDir()),
  },
  {
    name: "Redis",
    usedBy: "the tests of limits that replicas share",
    packages: ["redis-server"],
    hint: REDIS_HINT,
    find: (env) => findRedisServer(env),
  },
  {
    name: "ffmpeg and ffprobe",
    usedBy: "the media pipeline's tests",
    packages: ["ffmpeg"],
    hint: FFMPEG_INSTALL_HINT,
    find: (env) =>
      findFfmpeg({ ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH, searchPath: env.PATH })
        ?.ffmpeg,
  },
  {
    name: "espeak-ng",
    usedBy: "the studio's synthetic voice and its tests",
    packages: ["espeak-ng"],
    hint: "Install espeak-ng with `sudo apt-get install espeak-ng` (Debian/Ubuntu; `brew install espeak-ng` on macOS).",
    find: (env) => findOnPath("espeak-ng", env),
  },
  {
    name: "WordPress, PHP and MariaDB",
    usedBy: "the WordPress plugin's test on a real WordPress",
    packages: ["wordpress", "php-cli", "php-mysql", "mariadb-server"],
    hint: WORDPRESS_HINT,
    find: (env) => {
      const tools = findWordPressTools(env);
      return "missing" in tools ? undefined : tools.php;
    },
  },
];

export type ToolCheck = { tool: SystemTool; found: string | undefined | "not needed" };

export function checkTools(tools: readonly SystemTool[], env: NodeJS.ProcessEnv): ToolCheck[] {
  return tools.map((tool) => ({ tool, found: tool.find(env) }));
}

/** The packages that bring every missing tool, each named once, in the tools' order. */
export function packagesFor(missing: readonly SystemTool[]): string[] {
  return [...new Set(missing.flatMap((tool) => tool.packages))];
}

/** What this process may do to the machine: apt-get as root, or nothing. */
export type Machine = {
  mayInstall: boolean;
  /** Runs a shell command with its output on the terminal; resolves to whether it succeeded. */
  run(command: string): boolean;
  write(text: string): void;
};

export const thisMachine = (env: NodeJS.ProcessEnv): Machine => ({
  mayInstall: process.getuid?.() === 0 && findOnPath("apt-get", env) !== undefined,
  run: (command) =>
    spawnSync(command, {
      shell: true,
      stdio: "inherit",
      env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0,
  write: (text) => process.stdout.write(text),
});

function toolList(checks: readonly ToolCheck[]): string {
  return checks
    .map(({ tool, found }) => {
      const where = found === undefined ? "missing" : found === "not needed" ? "not needed here" : found;
      return `  ${found === undefined ? "✘" : "✔"} ${tool.name.padEnd(26)} ${where}\n`;
    })
    .join("");
}

/**
 * Finds every tool and installs the missing ones where this process may; returns whether every
 * tool is there afterwards. Prints what it found, what it installed, or exactly what to install.
 */
export function ensureSystemTools(
  env: NodeJS.ProcessEnv = process.env,
  machine: Machine = thisMachine(env),
  tools: readonly SystemTool[] = SYSTEM_TOOLS,
): boolean {
  const before = checkTools(tools, env);
  machine.write(toolList(before));
  const missing = before.filter((check) => check.found === undefined).map((check) => check.tool);
  if (missing.length === 0) {
    machine.write("Every system tool the tests need is here.\n");
    return true;
  }
  const packages = packagesFor(missing).join(" ");
  if (!machine.mayInstall) {
    machine.write(
      `\nMissing: ${missing.map((tool) => tool.name).join(", ")}. On Debian or Ubuntu, install them with\n\n` +
        `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages}\n\n` +
        `and run npm test again. Elsewhere:\n${missing.map((tool) => `  - ${tool.name}: ${tool.hint}\n`).join("")}`,
    );
    return false;
  }
  machine.write(`\nInstalling with apt-get: ${packages}\n`);
  const installed =
    machine.run("apt-get update") && machine.run(`apt-get install -y --no-install-recommends ${packages}`);
  const after = checkTools(tools, env);
  const stillMissing = after.filter((check) => check.found === undefined).map((check) => check.tool);
  if (installed && stillMissing.length === 0) {
    machine.write(`Installed ${packages}:\n${toolList(after)}`);
    return true;
  }
  machine.write(
    `\napt-get ${installed ? "finished, but these are still missing" : "failed"}: ` +
      `${stillMissing.map((tool) => `${tool.name} (${tool.hint})`).join("; ") || packages}\n`,
  );
  return false;
}

// `npm run tools`: the same step on its own, for the benches and a developer's first run.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = ensureSystemTools() ? 0 : 1;
}
