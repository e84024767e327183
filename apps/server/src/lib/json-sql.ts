import { sql } from "@measured/db";
import type { SQL, SQLWrapper } from "drizzle-orm";

/** A timestamp as Date.prototype.toISOString writes it (UTC, milliseconds, "Z"). */
export const isoTimestampSql = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One object as compact JSON text, keys in the order given: row_to_json of a one-row subquery whose
 * columns are named as the keys (json_build_object would write `"key" : value`, spaced). Cast to
 * text, so the driver hands it over without parsing it; the list reads send such rows as they are
 * (decisions 032, 035), where mapping each column into an object and serializing it again was most of a
 * request's time.
 */
export function jsonObjectSql<K extends string>(fields: Record<K, SQL>): SQL<string> {
  const columns = Object.entries<SQL>(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`);
  return sql<string>`(select row_to_json(answer) from (select ${sql.join(columns, sql`, `)}) as answer)::text`;
}
