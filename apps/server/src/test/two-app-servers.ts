import { randomBytes } from "node:crypto";
import { type DatabaseHandle, openPostgres } from "@measured/db";
import { adminQuery, freshDatabase, TEMPLATE_DB, testDatabaseUrl } from "@measured/db/testing";
import { type App, buildApp } from "../app";
import { loadEnv } from "../env";
import { createMemoryMailer } from "../services/mail/mailer";
import { TEST_APP_URL } from "./app";

export interface TwoAppServers {
  /** Two app instances on one database, as two servers behind a load balancer would be. */
  apps: [App, App];
  /** Mail sent by either. */
  outbox: ReturnType<typeof createMemoryMailer>["outbox"];
  close(): Promise<void>;
}

/**
 * Two apps on one fresh database, each with its own database handle: on PostgreSQL (with
 * TEST_DATABASE_URL) two connection pools to one database, so a limit that is not atomic in
 * the database shows its race; on PGlite, which has one connection, both share the handle.
 */
export async function twoAppServers(options: { env?: Record<string, string> } = {}): Promise<TwoAppServers> {
  const mailer = createMemoryMailer();
  const env = loadEnv({ NODE_ENV: "test", APP_URL: TEST_APP_URL, LOG_LEVEL: "silent", ...options.env });
  const { handles, dropDatabase } = await twoHandles();
  const apps = (await Promise.all(handles.map((database) => buildApp({ env, database, mailer })))) as [App, App];
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    outbox: mailer.outbox,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all([...new Set(handles)].map((handle) => handle.close()));
      await dropDatabase();
    },
  };
}

async function twoHandles(): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; dropDatabase: () => Promise<void> }> {
  if (!testDatabaseUrl) {
    const database = await freshDatabase();
    return { handles: [database, database], dropDatabase: async () => {} };
  }
  const name = `measured_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const open = () => openPostgres({ url: url.href, poolSize: 10 });
  return {
    handles: [open(), open()],
    dropDatabase: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
