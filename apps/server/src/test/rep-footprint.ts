import { type Database, schema, sql } from "@measured/db";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value) => value instanceof PgTable);

/**
 * Per table of the schema (every one, so a table added later is covered), the rows that belong to or name
 * a rep: a column whose foreign key points at users equal to their id, or the row's text holding their
 * e-mail address. Tables with none are left out.
 */
export async function repFootprint(db: Database, rep: { id: number; email: string }): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    const userColumns = config.foreignKeys
      .filter((fk) => getTableConfig(fk.reference().foreignTable).name === "users")
      .flatMap((fk) => fk.reference().columns.map((c) => c.name));
    if (config.name === "users") userColumns.push("id");
    const owned = userColumns.map((name) => sql`${sql.identifier(name)} = ${rep.id}`);
    const named = sql`strpos(lower(row_to_json(t)::text), ${rep.email.toLowerCase()}) > 0`;
    const where = sql.join([...owned, named], sql` or `);
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(config.name)} as t where ${where}`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n > 0) found[config.name] = n;
  }
  return found;
}

/** How many tables the schema has: a footprint check is only as good as its coverage. */
export const tableCount = () => tables.length;
