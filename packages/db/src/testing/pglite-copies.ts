import { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, pgliteHandle } from "../client";

/**
 * Copies of the migrated template for PGlite tests. Loading a copy takes about 0.9 s (unpacking
 * the data directory and starting Postgres in WebAssembly); emptying one a test is done with takes
 * under 0.1 s. So a copy a test has closed is emptied and kept for the file's next test, unless the
 * test changed its schema (a test that drops a table to break the server) or left it unusable:
 * those copies are thrown away and the next test loads a new one.
 *
 * Each test sees its own handle: once it closes it, its queries fail as on a closed database
 * ("PGlite is closed", which the server answers 503), even though the copy underneath lives on.
 */
const idle: PGlite[] = [];
let template: Promise<TemplateShape> | undefined;

interface TemplateShape {
  fingerprint: string;
  /** The template's own tables (all empty), emptied again after each test. */
  tables: string[];
  schemas: string[];
}

/** Tables, columns, indexes, constraints, triggers and functions outside Postgres's own schemas. */
const SHAPE_SQL = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select n.nspname || '.' || c.relname || '.' || c.relkind::text || ':' || coalesce(a.attname || ' ' || a.atttypid::text, '') as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
    union all select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
      where connamespace not in (select oid from pg_namespace where nspname in ('pg_catalog', 'information_schema'))
    union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
    union all select 'function ' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
  ) items`;

const USER_SCHEMAS_SQL = `select nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'public') and nspname not like 'pg_%' order by nspname`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SHAPE_SQL);
  return rows[0]?.fingerprint ?? "";
}

async function readTemplateShape(client: PGlite): Promise<TemplateShape> {
  const { rows } = await client.query<{ name: string }>(
    "select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
  );
  const tables = rows.map((r) => r.name);
  for (const table of tables) {
    const count = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    // A table the migrations fill would lose its rows when emptied: every test would then load a copy.
    if ((count.rows[0]?.n ?? 0) > 0) throw new Error(`the migrated template has rows in ${table}`);
  }
  const schemas = (await client.query<{ nspname: string }>(USER_SCHEMAS_SQL)).rows.map((r) => r.nspname);
  return { fingerprint: await fingerprint(client), tables, schemas };
}

async function loadCopy(loadTemplate: () => Promise<Blob>): Promise<PGlite> {
  const client = await PGlite.create({ loadDataDir: await loadTemplate() });
  template ??= readTemplateShape(client);
  await template;
  return client;
}

/** Empties a copy back to the template; false when it cannot be (then it is closed instead). */
async function emptied(client: PGlite): Promise<boolean> {
  const shape = await template;
  if (!shape || client.closed) return false;
  try {
    // Whatever the test left behind: an open transaction, settings, locks, prepared statements.
    await client.exec("ROLLBACK");
    await client.exec("DISCARD ALL");
    for (const { nspname } of (await client.query<{ nspname: string }>(USER_SCHEMAS_SQL)).rows) {
      // A schema a test's job queue made (pg-boss), with any jobs it left.
      if (!shape.schemas.includes(nspname)) await client.exec(`DROP SCHEMA "${nspname.replaceAll('"', '""')}" CASCADE`);
    }
    if ((await fingerprint(client)) !== shape.fingerprint) return false;
    await client.exec(`TRUNCATE ${shape.tables.join(", ")} RESTART IDENTITY CASCADE`);
    return true;
  } catch {
    return false;
  }
}

async function release(client: PGlite): Promise<void> {
  if (await emptied(client)) idle.push(client);
  else if (!client.closed) await client.close();
}

/** One test's view of a copy: every call fails once the test has closed it. */
function testView(client: PGlite, isClosed: () => boolean): PGlite {
  const closedError = () => new Error("PGlite is closed");
  const view = {
    query: (...args: Parameters<PGlite["query"]>) => (isClosed() ? Promise.reject(closedError()) : client.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => (isClosed() ? Promise.reject(closedError()) : client.exec(...args)),
    transaction: (...args: Parameters<PGlite["transaction"]>) =>
      isClosed() ? Promise.reject(closedError()) : client.transaction(...args),
    close: async () => {},
    get closed() {
      return isClosed();
    },
  };
  // drizzle's PGlite driver calls query() and transaction() only; pgliteHandle adds exec() and close().
  return view as unknown as PGlite;
}

export async function pgliteCopy(loadTemplate: () => Promise<Blob>): Promise<DatabaseHandle> {
  const client = idle.pop() ?? (await loadCopy(loadTemplate));
  let closed = false;
  const handle = pgliteHandle(testView(client, () => closed));
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close() {
      closed = true;
      closing ??= release(client);
      return closing;
    },
  };
}
