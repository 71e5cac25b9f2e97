import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isExecutableFile } from "#server/media/ffmpeg-tools.ts";
import { findOnPath } from "./find-program.ts";
import { freePort } from "./postgres.ts";

/**
 * A throwaway WordPress for the WordPress plugin's test (docs/decisions/0050-wordpress-plugin.md):
 * Debian's `wordpress` copied into a temporary folder with a wp-config.php of its own, on a MariaDB
 * started in that folder on a socket (no port, no system service), served by PHP's built-in server
 * on a free loopback port, installed through its own installer. npm test's first step installs the
 * packages (scripts/system-tools.ts); here they are only found.
 */

export const WORDPRESS_HINT =
  "Install Debian's WordPress with PHP and MariaDB: `sudo apt-get install wordpress php-cli php-mysql mariadb-server`.";

/** Where Debian's `wordpress` package puts WordPress. */
export const DEBIAN_WORDPRESS = "/usr/share/wordpress";

export type WordPressTools = {
  php: string;
  mariadbd: string;
  installDb: string;
  client: string;
  wordpress: string;
};

/** A program on the PATH or, for the server daemons root's PATH has and others' lack, in /usr/sbin. */
function findProgram(program: string, env: NodeJS.ProcessEnv): string | undefined {
  return findOnPath(program, env) ?? [`/usr/sbin/${program}`].find(isExecutableFile);
}

/** Each program the test site needs, or the names of those missing. */
export function findWordPressTools(
  env: NodeJS.ProcessEnv = process.env,
): WordPressTools | { missing: string[] } {
  const found = {
    php: findProgram("php", env),
    mariadbd: findProgram("mariadbd", env),
    installDb: findProgram("mariadb-install-db", env),
    client: findProgram("mariadb", env),
    wordpress: fs.existsSync(path.join(DEBIAN_WORDPRESS, "wp-settings.php")) ? DEBIAN_WORDPRESS : undefined,
  };
  const missing = Object.entries(found)
    .filter(([, where]) => where === undefined)
    .map(([name]) => name);
  if (missing.length > 0) return { missing };
  return found as WordPressTools;
}

/** The administrator the installer creates. */
export const WORDPRESS_ADMIN = { user: "admin", password: "Plugin-test-2026!", email: "admin@example.com" };

export type LocalWordPress = {
  /** The site's address, without a trailing slash. */
  url: string;
  /** The site's files: plugins go into `${folder}/wp-content/plugins`. */
  folder: string;
  /** One SQL statement on the site's database, its rows as tab-separated lines. */
  sql(statement: string): string;
  stop(): void;
};

/** Resolves when `pattern` appears in what the child writes to its stderr or stdout. */
function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => finish(new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) finish();
    };
    const onExit = (code: number | null) =>
      finish(new Error(`${what} exited with ${code} while starting:\n${seen}`));
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.stderr?.off("data", onData);
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve();
    };
    child.stderr?.on("data", onData);
    child.stdout?.on("data", onData);
    child.once("exit", onExit);
  });
}

/** wp-config.php for the copy: our database on its socket, our folder, and nothing from the network. */
function wpConfig(socket: string): string {
  const salt = (name: string) => `define( '${name}', '${name.toLowerCase()}-avatalk-plugin-test' );`;
  return [
    "<?php",
    "define( 'DB_NAME', 'wordpress' );",
    "define( 'DB_USER', 'root' );",
    "define( 'DB_PASSWORD', '' );",
    `define( 'DB_HOST', 'localhost:${socket}' );`,
    "define( 'DB_CHARSET', 'utf8mb4' );",
    "define( 'DB_COLLATE', '' );",
    ...[
      "AUTH_KEY",
      "SECURE_AUTH_KEY",
      "LOGGED_IN_KEY",
      "NONCE_KEY",
      "AUTH_SALT",
      "SECURE_AUTH_SALT",
      "LOGGED_IN_SALT",
      "NONCE_SALT",
    ].map(salt),
    "define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );",
    // Debian ships no theme in `wordpress`; the test's own theme prints wp_head and wp_footer.
    "define( 'WP_DEFAULT_THEME', 'plain' );",
    "define( 'AUTOMATIC_UPDATER_DISABLED', true );",
    "define( 'DISABLE_WP_CRON', true );",
    "define( 'FS_METHOD', 'direct' );",
    "$table_prefix = 'wp_';",
    "if ( ! defined( 'ABSPATH' ) ) define( 'ABSPATH', __DIR__ . '/' );",
    "require_once ABSPATH . 'wp-settings.php';",
    "",
  ].join("\n");
}

/** A classic theme of one template: the page's name between wp_head() and wp_footer(). */
const PLAIN_THEME = {
  "style.css": "/*\nTheme Name: Plain\nDescription: The WordPress plugin test's theme.\n*/\n",
  "index.php":
    "<!DOCTYPE html>\n<html <?php language_attributes(); ?>><head><?php wp_head(); ?></head>\n" +
    "<body><main><h1><?php bloginfo( 'name' ); ?></h1></main>\n<?php wp_footer(); ?>\n</body></html>\n",
};

/*
 * Every outgoing HTTP request of WordPress refused at once: the machine has no network, and
 * PHP's one-process built-in server cannot answer WordPress's requests to itself (the installer's
 * permalink check waited out 2 × 5 s on them).
 */
const OFFLINE_MU_PLUGIN =
  "<?php\nadd_filter( 'pre_http_request', function () {\n" +
  "\treturn new WP_Error( 'offline', 'The test site makes no HTTP requests.' );\n} );\n";

/** Starts MariaDB, copies and configures WordPress, serves it and runs its installer. */
export async function startWordPress(tools: WordPressTools): Promise<LocalWordPress> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-wp-"));
  const dataDir = path.join(folder, "mariadb");
  const socket = path.join(folder, "mariadb.sock");
  const site = path.join(folder, "site");
  const children: ChildProcess[] = [];
  // MariaDB refuses to run as root unless told to; elsewhere it runs as the user who started it.
  const asRoot = process.getuid?.() === 0 ? ["--user=root"] : [];

  const stop = () => {
    process.removeListener("exit", stop);
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(folder, { recursive: true, force: true });
  };
  process.on("exit", stop);

  try {
    execFileSync(
      tools.installDb,
      [
        "--no-defaults",
        `--datadir=${dataDir}`,
        "--auth-root-authentication-method=normal",
        "--skip-test-db",
        "--skip-name-resolve",
        ...asRoot,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const mariadb = spawn(
      tools.mariadbd,
      [
        "--no-defaults",
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--pid-file=${path.join(folder, "mariadb.pid")}`,
        "--skip-networking",
        "--skip-log-bin",
        "--innodb-buffer-pool-size=16M",
        // A throwaway database: durability costs time and buys nothing.
        "--innodb-flush-log-at-trx-commit=0",
        ...asRoot,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    children.push(mariadb);
    await waitForOutput(mariadb, /ready for connections/, "MariaDB", 30_000);
    const sql = (statement: string, database = "wordpress") =>
      execFileSync(
        tools.client,
        [
          "--no-defaults",
          `--socket=${socket}`,
          "-u",
          "root",
          "--batch",
          "--skip-column-names",
          database,
          "-e",
          statement,
        ],
        { encoding: "utf8" },
      );
    sql("CREATE DATABASE wordpress CHARACTER SET utf8mb4", "mysql");

    fs.cpSync(tools.wordpress, site, { recursive: true, verbatimSymlinks: true });
    fs.rmSync(path.join(site, "wp-config.php"), { force: true });
    fs.writeFileSync(path.join(site, "wp-config.php"), wpConfig(socket));
    const theme = path.join(site, "wp-content/themes/plain");
    fs.mkdirSync(theme, { recursive: true });
    for (const [name, content] of Object.entries(PLAIN_THEME))
      fs.writeFileSync(path.join(theme, name), content);
    fs.mkdirSync(path.join(site, "wp-content/mu-plugins"), { recursive: true });
    fs.writeFileSync(path.join(site, "wp-content/mu-plugins/offline.php"), OFFLINE_MU_PLUGIN);

    const port = await freePort();
    const php = spawn(tools.php, ["-S", `127.0.0.1:${port}`, "-t", site], {
      cwd: site,
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(php);
    await waitForOutput(php, /Development Server .* started/, "PHP's built-in server", 10_000);
    const url = `http://127.0.0.1:${port}`;

    const install = await fetch(`${url}/wp-admin/install.php?step=2`, {
      method: "POST",
      body: new URLSearchParams({
        weblog_title: "Northwind Outfitters",
        user_name: WORDPRESS_ADMIN.user,
        admin_password: WORDPRESS_ADMIN.password,
        admin_password2: WORDPRESS_ADMIN.password,
        admin_email: WORDPRESS_ADMIN.email,
        blog_public: "0",
        language: "",
      }),
    });
    const installed = await install.text();
    if (!install.ok || !installed.includes("<h1>Success!</h1>")) {
      throw new Error(
        `WordPress's installer did not succeed (HTTP ${install.status}):\n${installed.slice(0, 2000)}`,
      );
    }
    return { url, folder: site, sql: (statement) => sql(statement), stop };
  } catch (error) {
    stop();
    throw error;
  }
}
