import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { PgliteThread } from "./pglite-worker/thread";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one database interface the server uses, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Found through the package, not beside this file: the compiled server (scripts/build-server.mjs)
 * bundles this module elsewhere, and the package's folder is where the migrations are either way.
 */
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@measured/db/package.json")),
  "migrations",
);

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies committed migrations; safe to run again and from several servers at once. */
  migrate(): Promise<void>;
  /** Cheap liveness probe. */
  ping(): Promise<void>;
  /** True when every pooled connection is busy (a probe would only queue behind them). */
  saturated(): boolean;
  /**
   * Plain SQL with $n parameters, for libraries that bring their own queries (the job queue,
   * decision 030). Text without parameters may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** How long a request waits for a free connection before failing. */
  connectionTimeoutMs?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
}

export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? 10_000,
  });
  // A client losing its server (a restart, a failover) must not crash the process. Idle
  // clients report through the pool; a checked-out client emits on itself, and an error
  // event with no listener would end the process. The query in flight fails instead
  // (answered 503), and the pool replaces the client.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several app servers may start together: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(727274)");
        // A migration may rebuild a large table; the pool's per-statement limit is for requests.
        await client.query("SET statement_timeout = '1h'");
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("RESET statement_timeout").catch(() => {});
        await client.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    saturated: () => pool.idleCount === 0 && pool.totalCount >= (options.poolSize ?? 10),
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    close: once(() => pool.end()),
  };
}

/**
 * Embedded PostgreSQL. `dataDir` undefined means in memory (tests). PGlite itself takes
 * no lock, and two processes on one directory corrupt it, so we hold a lock file while open.
 */
export async function openPglite(options: { dataDir?: string } & PgliteLimits = {}): Promise<DatabaseHandle> {
  if (!options.dataDir) return pgliteHandle(await PGlite.create());
  const dir = path.resolve(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    const thread = await PgliteThread.start({
      dataDir: dir,
      statementTimeoutMs: options.statementTimeoutMs ?? 10_000,
      waitTimeoutMs: options.waitTimeoutMs ?? 5_000,
    });
    const handle = pgliteHandle(thread);
    return {
      ...handle,
      async close() {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export interface PgliteLimits {
  /** A statement running longer is stopped (its thread restarted) and fails with 57014. */
  statementTimeoutMs?: number;
  /** A query waiting longer for its turn fails as "unavailable". */
  waitTimeoutMs?: number;
}

/** PGlite in this thread (tests' in-memory copies) or on its own thread (a data directory, decision 012). */
export function pgliteHandle(client: PGlite | PgliteThread): DatabaseHandle {
  // drizzle's PGlite driver uses query() and transaction() only, which the thread provides too.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db,
    kind: "pglite",
    migrate: () =>
      client instanceof PgliteThread
        ? client.migrating(() => migratePglite(db, { migrationsFolder }))
        : migratePglite(db, { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    saturated: () => client instanceof PgliteThread && client.busy(),
    async executeSql(text, values) {
      // PGlite's extended protocol takes one statement; the queue's set-up sends several at once.
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: once(() => client.close()),
  };
}

/** Closing twice (a test that broke the database, then its clean-up) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  pool?: Omit<PostgresOptions, "url">;
}

/** PostgreSQL when a URL is given, otherwise PGlite under `dataDir`; the same time limits either way. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ url: options.databaseUrl, ...options.pool });
  return openPglite({
    dataDir: path.join(options.dataDir ?? "./data", "pglite"),
    statementTimeoutMs: options.pool?.statementTimeoutMs,
    waitTimeoutMs: options.pool?.connectionTimeoutMs,
  });
}
