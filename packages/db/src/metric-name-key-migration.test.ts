import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";
import { migrationsUpTo, removeMigrationCopies } from "./testing/migrations-up-to";

afterEach(removeMigrationCopies);

describe("migrations 0007 to 0010 (metric name keys)", () => {
  it("key every existing metric, keep every row and value, and then refuse a second active metric of one key", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo("0006_data_version_triggers") });
      await db.execute(sql`insert into users (email) values ('a@example.com'), ('b@example.com')`);
      await db.execute(sql`
        insert into kpi_definitions (user_id, name, is_active) values
          (1, 'Hours Worked', true), (1, 'hours worked', false), (1, 'ΠΩΛΗΣΕΙΣ', true), (1, 'Πωλησεις', true),
          (2, 'Hours Worked', true)`);
      await db.execute(sql`insert into kpi_entries (user_id, kpi_definition_id, date, value) values (1, 1, '2026-11-01', 7.5)`);
      await migrate(db, { migrationsFolder });
      const rows = await db.execute<{ id: number; name_key: string; is_active: boolean }>(
        sql`select id, name_key, is_active from kpi_definitions order by id`,
      );
      expect(rows.rows.map((r) => [r.id, r.name_key, r.is_active])).toEqual([
        [1, "hours worked", true],
        [2, "hours worked", false],
        // Non-ASCII names are re-keyed (and merged) by the server at start: see reconcileAllNameKeys.
        [3, expect.any(String), true],
        [4, expect.any(String), true],
        [5, "hours worked", true],
      ]);
      const entries = await db.execute<{ value: string }>(sql`select value from kpi_entries`);
      expect(entries.rows.map((r) => Number(r.value))).toEqual([7.5]);
      await expect(
        db.execute(sql`insert into kpi_definitions (user_id, name, name_key) values (1, 'HOURS WORKED', 'hours worked')`),
      ).rejects.toThrow();
      // The data-version triggers now fire per statement and still bump the user who changed.
      const before = await db.execute<{ data_version: number }>(sql`select data_version from users where id = 2`);
      await db.execute(sql`update kpi_definitions set sort_order = 3 where user_id = 2`);
      const after = await db.execute<{ data_version: number }>(sql`select data_version from users where id = 2`);
      expect(after.rows[0]?.data_version).toBe((before.rows[0]?.data_version ?? 0) + 1);
    } finally {
      await client.close();
    }
  });
});
