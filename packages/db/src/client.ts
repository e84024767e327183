import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one database interface the server uses, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies committed migrations; safe to run again and from several servers at once. */
  migrate(): Promise<void>;
  /** Cheap liveness probe. */
  ping(): Promise<void>;
  /** True when every pooled connection is busy (a probe would only queue behind them). */
  saturated(): boolean;
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
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    saturated: () => pool.idleCount === 0 && pool.totalCount >= (options.poolSize ?? 10),
    close: once(() => pool.end()),
  };
}

/**
 * Embedded PostgreSQL. `dataDir` undefined means in memory (tests). PGlite itself takes
 * no lock, and two processes on one directory corrupt it, so we hold a lock file while open.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  let release: (() => void) | undefined;
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
  }
  try {
    const client = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined, {
      loadDataDir: options.loadDataDir,
    });
    const handle = pgliteHandle(client);
    return {
      ...handle,
      async close() {
        await handle.close();
        release?.();
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    saturated: () => false,
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

/** PostgreSQL when a URL is given, otherwise PGlite under `dataDir`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ url: options.databaseUrl, ...options.pool });
  return openPglite({ dataDir: path.join(options.dataDir ?? "./data", "pglite") });
}
