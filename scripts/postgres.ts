import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type LocalPostgres = {
  /** Superuser URL of the server (its `postgres` database); tests create their own databases on it. */
  url: string;
  /** How the server came to be, for the test log. */
  description: string;
  /** Stops a server we started and deletes its folder; does nothing for one we were given. */
  stop(): void;
  /**
   * Only for a server we started: shut it down (fast mode, as an operator's restart does) and start
   * it again on the same port and folder. Tests use them to take the database away under an app.
   */
  shutDown?(): void;
  startUp?(): void;
};

export const POSTGRES_HINT =
  "Install PostgreSQL (`sudo apt-get install postgresql`) and npm test starts a throwaway server itself, " +
  "or set TEST_DATABASE_URL=postgres://user:password@host:5432/postgres (a role allowed to create databases).";

/**
 * A PostgreSQL for the second test pass (docs/product.md §System: every query also runs on real PostgreSQL): the one
 * TEST_DATABASE_URL names, or a throwaway cluster in a temporary folder when PostgreSQL's binaries are
 * installed. Undefined when neither exists. Nothing outside the temporary folder is touched: no
 * system cluster, no service, no port other than a free one on 127.0.0.1.
 */
export async function startLocalPostgres(
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalPostgres | undefined> {
  if (env.TEST_DATABASE_URL) {
    return { url: env.TEST_DATABASE_URL, description: "TEST_DATABASE_URL", stop: () => {} };
  }
  const binDir = findPostgresBinDir();
  if (!binDir) return undefined;

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-pg-"));
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "postgres.log");
  const password = randomBytes(18).toString("base64url");
  fs.writeFileSync(path.join(folder, "password"), password, { mode: 0o600 });
  // initdb and postgres refuse to run as root: as root we run them as the `postgres` system user.
  const runAs = systemUser();
  if (runAs) {
    fs.chownSync(folder, runAs.uid, runAs.gid);
    fs.chownSync(path.join(folder, "password"), runAs.uid, runAs.gid);
  }
  const run = (command: string, args: string[]) => {
    const file = path.join(binDir, command);
    const [program, programArgs] = runAs
      ? ["runuser", ["-u", "postgres", "--", file, ...args]]
      : [file, args];
    return execFileSync(program, programArgs, { stdio: ["ignore", "pipe", "pipe"], cwd: folder });
  };

  let started = false;
  const pgCtlStop = (mode: "immediate" | "fast") => {
    const file = path.join(binDir, "pg_ctl");
    const args = ["-D", dataDir, "-m", mode, "-w", "stop"];
    spawnSync(runAs ? "runuser" : file, runAs ? ["-u", "postgres", "--", file, ...args] : args, {
      stdio: "ignore",
    });
  };
  const stop = () => {
    process.removeListener("exit", stop);
    if (started) {
      started = false;
      pgCtlStop("immediate");
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  // A crash or Ctrl-C of the test run must not leave a server behind: stop runs on exit, synchronously.
  process.on("exit", stop);

  try {
    run("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      `--pwfile=${path.join(folder, "password")}`,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "--encoding=UTF8",
      "--locale=C",
      // A throwaway cluster: durability costs time and buys nothing.
      "--no-sync",
      "--no-instructions",
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${folder}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    const startUp = () => {
      run("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", serverOptions, "-w", "-t", "60", "start"]);
      started = true;
    };
    startUp();
    return {
      url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
      description: `a temporary PostgreSQL (${path.basename(path.dirname(binDir))}) on 127.0.0.1:${port}`,
      stop,
      shutDown: () => {
        pgCtlStop("fast");
        started = false;
      },
      startUp,
    };
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-2000) : "";
    const output = error instanceof Error && "stderr" in error ? String(error.stderr) : "";
    stop();
    throw new Error(
      `Could not start a temporary PostgreSQL from ${binDir}: ${error instanceof Error ? error.message : error}\n` +
        `${output}${log}\nSet TEST_DATABASE_URL to use a PostgreSQL you run yourself.`,
      { cause: error },
    );
  }
}

/**
 * startLocalPostgres, or an error that says what to install. Every run of the tests has a
 * PostgreSQL: the API tests run on it too, and the end-to-end tests read the rows the browser stored
 * (the embedded database is locked by the running server). npm test's first step installs it.
 */
export async function ensurePostgres(env: NodeJS.ProcessEnv = process.env): Promise<LocalPostgres> {
  const started = await startLocalPostgres(env);
  if (started) return started;
  throw new Error(`No PostgreSQL found for the database tests. ${POSTGRES_HINT}`);
}

/** Debian's versioned folder first, then whatever pg_config reports (other distributions, Homebrew). */
export function findPostgresBinDir(): string | undefined {
  const candidates: string[] = [];
  const debianRoot = "/usr/lib/postgresql";
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, "bin")));
  }
  const pgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl")),
  );
}

function systemUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch (error) {
    throw new Error(
      "PostgreSQL cannot run as root and there is no `postgres` system user to run it as. " +
        "Reinstall the postgresql package, or set TEST_DATABASE_URL.",
      { cause: error },
    );
  }
}

/** A free TCP port on 127.0.0.1: bound by the OS, then released for the server we start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("No free port found."))));
    });
  });
}

/** A new, empty database on the server at serverUrl, and a way to drop it (also for a server we did not start). */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
