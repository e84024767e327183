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
  or,
  sql,
  sum,
} from "drizzle-orm";
export * from "./client";
export * as schema from "./schema/index";
export { isDatabaseUnavailable } from "./unavailable";
