import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openPostgres, pgliteHandle } from "../client";
import { pgliteCopy } from "./pglite-copies";

/**
 * A fresh, migrated database for every test. On PGlite (the default) each test gets a copy of
 * one migrated data directory (pglite-copies.ts); with TEST_DATABASE_URL each test gets
 * `CREATE DATABASE … TEMPLATE measured_template` (made by global-setup.ts).
 */
declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

export const TEMPLATE_DB = "measured_template";
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated PGlite data directory as a tarball (global-setup.ts makes it once per run). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create();
  await pgliteHandle(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}

async function loadTemplate(): Promise<Blob> {
  return new Blob([await readFile(inject("pgliteTemplatePath"))]);
}

export async function freshDatabase(): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) {
    pgliteTemplate ??= loadTemplate();
    return pgliteCopy(() => pgliteTemplate ?? loadTemplate());
  }
  const name = `measured_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres({ url: url.href, poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new data directory holding a copy of the migrated template, for tests of the embedded database
 * as `npm start` runs it (its own thread, a directory). Saves each such test initdb and the migrations
 * (about 7 s on this machine).
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  pgliteTemplate ??= loadTemplate();
  const client = await PGlite.create({ dataDir: dir, loadDataDir: await pgliteTemplate });
  await client.close();
  return dir;
}
