import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../client";
import { adminQuery, migratedPgliteDump, TEMPLATE_DB, testDatabaseUrl } from "./database";

/**
 * Migrates one template database per run that every test copies: a PGlite data
 * directory tarball, or on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  const templatePath = path.join(tmpdir(), `measured-pglite-template-${process.pid}.tar`);
  project.provide("pgliteTemplatePath", templatePath);
  // Also on PostgreSQL: the tests of the embedded database on a directory start from it (migratedDataDir).
  await writeFile(templatePath, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  const removeTemplate = () => rm(templatePath, { force: true });
  if (!testDatabaseUrl) return removeTemplate;
  await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const handle = openPostgres({ url: url.href, poolSize: 1 });
  await handle.migrate();
  await handle.close();
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await removeTemplate();
  };
}
