import type { Database } from "@measured/db";

/**
 * A query that runs on every request of a hot route, kept prepared: drizzle builds its SQL once per
 * database (building it was a fifth of a computed dashboard's CPU), and the database plans it once
 * per connection. `build` must name the statement (`.prepare("measured_…")`), one name per SQL text.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
