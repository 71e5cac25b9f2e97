import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { makeTreePrivate, preparePrivateFolder } from "./data-dir.ts";
import { acquireFolderLock } from "./folder-lock.ts";
import { createClusterApart } from "./new-cluster.ts";
import { takeTurnsBetweenQueries } from "./pglite-turns.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction opened with `db.transaction(…)`: repositories accept it wherever they take a Database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection URL, for a connection of its own (live chat's LISTEN); none on PGlite. */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (sent by any connection, delivered when its
   * transaction commits). Resolves to the function that stops listening. On PostgreSQL a lost
   * listening connection is opened again; notifications sent meanwhile are lost, so a listener
   * also polls.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/** Where the pool reports a lost idle connection; the app passes its logger. */
export type DatabaseLog = { warn(details: object, message: string): void };

/**
 * A database that is away (restart, failover) must cost a request at most this long to connect
 * before it is answered 503, instead of hanging until the client gives up. A refused connection
 * fails at once; this bounds one that gets no answer. 1.5 s was too short for a busy machine to
 * open a connection at all (two-core CI under load: "timeout expired" while starting a server).
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long a request may wait for one of the pool's connections while all of them are busy. A
 * burst larger than the pool is ordinary load, not an outage: with this wait bound to the connect
 * timeout, 42 contact messages sent at once on a busy machine were partly answered 503.
 */
export const POSTGRES_POOL_WAIT_MS = 8_000;
/** Connections per server process. */
export const POSTGRES_POOL_SIZE = 10;

/**
 * node-postgres's pool applies its `connectionTimeoutMillis` both to waiting for a free connection
 * and to opening one, and hands its options to each client it creates: the client keeps the
 * shorter bound for the connect itself.
 */
class ConnectBoundedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const options = typeof config === "string" ? { connectionString: config } : config;
    super({ ...options, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  }
}
/** The readiness probe's query, on a connection that may be half open after a network failure. */
const PING_TIMEOUT_MS = 1_500;

/**
 * PGlite in `<dataDir>/pgdata` by default; node-postgres when a URL is given. Both run the same
 * schema and migrations, so nothing above this module knows which one it has.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * For an in-memory PGlite: a data folder dumped by PGlite to start from instead of a new cluster
   * (tests start from one migrated database; a new cluster costs a second or two).
   */
  initialData?: Blob | undefined;
  log?: DatabaseLog | undefined;
  /**
   * A new PGlite cluster is made in a thread of its own (new-cluster.ts): for a process that runs
   * for long, the server; a command that ends in moments is spared the thread's second start.
   */
  newClusterApart?: boolean | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.log);
  return openPglite(options.dataDir, options.initialData, options.newClusterApart);
}

async function openPglite(
  dataDir: string | undefined,
  initialData?: Blob,
  newClusterApart = false,
): Promise<DatabaseHandle> {
  // Without a folder the database lives in memory: a fresh one per test file.
  let releaseLock = () => {};
  let pgDataDir: string | undefined;
  if (dataDir) {
    preparePrivateFolder(dataDir);
    releaseLock = acquireFolderLock(dataDir);
    pgDataDir = path.join(dataDir, "pgdata");
  }
  let client: PGlite;
  try {
    // A new cluster is made apart, so its making costs the server no memory (new-cluster.ts).
    if (pgDataDir && !initialData && newClusterApart) await createClusterApart(pgDataDir);
    client = takeTurnsBetweenQueries(
      await PGlite.create(pgDataDir, initialData ? { loadDataDir: initialData } : {}),
    );
    if (pgDataDir) makeTreePrivate(pgDataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, onNotify);
      return () => unsubscribe();
    },
    close: async () => {
      try {
        // PGlite runs with fsync off: a checkpoint makes the data folder consistent on disk.
        if (pgDataDir) await client.query("CHECKPOINT");
        await client.close();
        if (pgDataDir) makeTreePrivate(pgDataDir);
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * Key of the session-level advisory lock held while migrating: 'avatalk:migrate' as a bigint. Any
 * fixed number works as long as nothing else in the database uses it.
 */
export const MIGRATION_LOCK_KEY = "6087468421347405829";

/**
 * Drizzle's migrator takes no lock: replicas starting together would each see a migration as
 * pending and run it twice (failing on "already exists" at best). Each waits for the lock here, and
 * whoever comes second finds the migrations applied and does nothing.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function openPostgres(databaseUrl: string, log: DatabaseLog | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_POOL_WAIT_MS,
    Client: ConnectBoundedClient,
    // Notices a peer that vanished without closing the connection (a failed-over host).
    keepAlive: true,
  });
  // When PostgreSQL restarts it terminates every idle pooled connection. node-postgres reports that
  // as an 'error' event, and an EventEmitter without a listener throws it, which would end the
  // process. The pool has already dropped the client; the next request connects anew.
  pool.on("error", (error) =>
    log?.warn({ err: error }, "database connection lost; the pool reconnects on demand"),
  );
  // A client checked out of the pool (a transaction, a stream's read) has no pool listener while it is
  // out: lost between two of its queries, its 'error' would end the process the same way. Its query
  // fails on its own promise, and the pool drops the broken client when it comes back.
  pool.on("connect", (client) => {
    client.on("error", (error) => log?.warn({ err: error }, "database connection lost while in use"));
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    url: databaseUrl,
    migrate: () => migrateUnderLock(pool),
    ping: async () => {
      // node-postgres reads a per-query query_timeout; its types only list it on the client config.
      const probe: pg.QueryConfig & { query_timeout: number } = {
        text: "select 1",
        query_timeout: PING_TIMEOUT_MS,
      };
      await pool.query(probe);
    },
    listen: (channel, onNotify) => listenOnPostgres(databaseUrl, channel, onNotify, log),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RECONNECT_MS = 2_000;

/**
 * LISTEN needs a connection of its own, outside the pool (a pooled one goes back and stops
 * listening). It is opened again after a loss (a restart, a failover) until the listener stops.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  log: DatabaseLog | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new ConnectBoundedClient(databaseUrl);
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      log?.warn({ err: error }, "the LISTEN connection was lost; it connects again");
      next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, LISTEN_RECONNECT_MS);
    retry.unref();
  };
  await connect().catch((error: unknown) => {
    log?.warn({ err: error }, "could not LISTEN; trying again");
    scheduleReconnect();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = undefined;
  };
}
