import { openPostgres } from "@measured/db";
import { adminQuery, TEMPLATE_DB, testDatabaseUrl } from "./database";

/** On PostgreSQL: migrate one template database that every test copies. */
export default async function setup() {
  if (!testDatabaseUrl) return;
  await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const handle = openPostgres({ url: url.href, poolSize: 1 });
  await handle.migrate();
  await handle.close();
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  };
}
