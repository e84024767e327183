import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

// The query operators, re-exported so every workspace uses this package's one copy of drizzle-orm.
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  min,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
export * from "./client";
export * as schema from "./schema/index";
export { isDatabaseUnavailable } from "./unavailable";
export { bulkWork } from "./work-lanes";

/** An SQL fragment's text and parameters, as the database receives them (tests read its plan with EXPLAIN). */
export function queryOf(fragment: SQL): { sql: string; params: unknown[] } {
  return new PgDialect().sqlToQuery(fragment);
}
