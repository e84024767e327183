import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";
import { migrationsUpTo, removeMigrationCopies } from "./testing/migrations-up-to";

afterEach(removeMigrationCopies);

type Row = { user_id: number; name: string; date: string; value: string; notes: string | null; is_active: boolean };
const CLOSES = ["Deals Closed", "Deals Closed from Knocks", "Deals Closed from Tags"];
const INSTALLS = ["Installs", "Deals Installed from Knocks", "Deals Installed from Tags"];

/** Every entry, with its metric's name: what the migration may move but never lose. */
async function allEntries(db: ReturnType<typeof drizzle>): Promise<Row[]> {
  const rows = await db.execute<Row>(sql`
    select e.user_id, d.name, e.date::text as date, e.value::text as value, e.notes, d.is_active
    from kpi_entries e join kpi_definitions d on d.id = e.kpi_definition_id
    order by e.user_id, d.name, e.date, d.is_active`);
  return rows.rows;
}

/** The funnel's closes and installs per user and day, as the dashboard counts them (active metrics). */
function funnelByDay(rows: Row[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const r of rows) {
    if (!r.is_active) continue;
    const step = CLOSES.includes(r.name) ? "closes" : INSTALLS.includes(r.name) ? "installs" : r.name;
    const key = `${r.user_id} ${r.date} ${step}`;
    sums[key] = (sums[key] ?? 0) + Number(r.value);
  }
  return sums;
}

const byName = (rows: Row[], user: number) =>
  rows.filter((r) => r.user_id === user).map((r) => [r.name, r.date, Number(r.value), r.notes, r.is_active]);

describe("migration 0011 (a solar rep's totals move to their knock parts)", () => {
  // Builds a database from the first migration on, twice over: slow on a busy machine, hence the longer limit.
  it("moves a solar rep's Deals Closed and Installs into the parts, keeps every value, and touches no one else", {
    timeout: 180_000,
  }, async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo("0010_data_version_per_statement") });
      await db.execute(sql`insert into users (email) values ('solar@example.com'), ('pest@example.com'), ('coach@example.com')`);
      // Each industry's old layout: the solar rep has totals and some parts, a removed part and a removed total.
      await db.execute(sql`
        insert into kpi_definitions (user_id, name, name_key, unit, sort_order, is_active) values
          (1, 'Doors Knocked', 'doors knocked', 'count', 1, true),
          (1, 'Tags Put', 'tags put', 'count', 2, true),
          (1, 'Knocking Appt Sets', 'knocking appt sets', 'count', 3, true),
          (1, 'Deals Closed', 'deals closed', 'count', 6, true),
          (1, 'Installs', 'installs', 'count', 7, true),
          (1, 'Deals Closed from Knocks', 'deals closed from knocks', 'count', 8, true),
          (1, 'Deals Closed from Tags', 'deals closed from tags', 'count', 9, true),
          (1, 'Deals Installed from Knocks', 'deals installed from knocks', 'count', 10, false),
          (1, 'Deals Closed', 'deals closed', 'count', 11, false),
          (2, 'Doors Knocked', 'doors knocked', 'count', 1, true),
          (2, 'Deals Closed', 'deals closed', 'count', 3, true),
          (2, 'Services Started', 'services started', 'count', 4, true),
          (3, 'Hours Worked', 'hours worked', 'hours', 0, true),
          (3, 'Appts Ran', 'appts ran', 'count', 2, true),
          (3, 'Deals Closed', 'deals closed', 'count', 3, true)`);
      const def = (user: number, name: string, active = true) =>
        sql`(select id from kpi_definitions where user_id = ${user} and name = ${name} and is_active = ${active})`;
      const entry = (user: number, name: string, date: string, value: number, notes: string | null = null, active = true) =>
        db.execute(sql`insert into kpi_entries (user_id, kpi_definition_id, date, value, notes)
          values (${user}, ${def(user, name, active)}, ${date}, ${value}, ${notes})`);
      await entry(1, "Doors Knocked", "2026-11-01", 40);
      await entry(1, "Deals Closed", "2026-11-01", 2, "two signed");
      await entry(1, "Deals Closed", "2026-11-02", 1);
      await entry(1, "Deals Closed from Knocks", "2026-11-01", 3, "knock notes");
      await entry(1, "Deals Closed from Tags", "2026-11-01", 1);
      await entry(1, "Installs", "2026-11-01", 1);
      await entry(1, "Installs", "2026-11-03", 2.5);
      await entry(1, "Deals Installed from Knocks", "2026-11-03", 4, null, false);
      await entry(1, "Deals Closed", "2026-10-01", 5, null, false);
      await entry(2, "Doors Knocked", "2026-11-01", 30);
      await entry(2, "Deals Closed", "2026-11-01", 2);
      await entry(2, "Services Started", "2026-11-01", 1);
      await entry(3, "Hours Worked", "2026-11-01", 6.5);
      await entry(3, "Appts Ran", "2026-11-01", 2);
      await entry(3, "Deals Closed", "2026-11-01", 1);
      const before = await allEntries(db);

      await migrate(db, { migrationsFolder });
      const after = await allEntries(db);

      // Every figure the dashboard shows (funnel per day, and every other metric) is unchanged.
      expect(funnelByDay(after)).toEqual(funnelByDay(before));
      // The solar rep's values now sit in the parts; the removed part and the removed total keep theirs.
      expect(byName(after, 1)).toEqual([
        ["Deals Closed", "2026-10-01", 5, null, false],
        ["Deals Closed from Knocks", "2026-11-01", 5, "knock notes", true],
        ["Deals Closed from Knocks", "2026-11-02", 1, null, true],
        ["Deals Closed from Tags", "2026-11-01", 1, null, true],
        ["Deals Installed from Knocks", "2026-11-01", 1, null, true],
        ["Deals Installed from Knocks", "2026-11-03", 4, null, false],
        ["Deals Installed from Knocks", "2026-11-03", 2.5, null, true],
        ["Doors Knocked", "2026-11-01", 40, null, true],
      ]);
      // Pest control and coaching reps: nothing touched.
      expect(byName(after, 2)).toEqual(byName(before, 2));
      expect(byName(after, 3)).toEqual(byName(before, 3));

      // The totals stay tracked; the missing part is made once, active, sorted with its total.
      const defs = await db.execute<{ name: string; name_key: string; sort_order: number; is_active: boolean; category: string }>(
        sql`select name, name_key, sort_order, is_active, category from kpi_definitions where user_id = 1 order by id`,
      );
      expect(defs.rows.filter((d) => d.is_active).map((d) => d.name)).toEqual([
        "Doors Knocked",
        "Tags Put",
        "Knocking Appt Sets",
        "Deals Closed",
        "Installs",
        "Deals Closed from Knocks",
        "Deals Closed from Tags",
        "Deals Installed from Knocks",
      ]);
      expect(defs.rows.at(-1)).toEqual({
        name: "Deals Installed from Knocks",
        name_key: "deals installed from knocks",
        sort_order: 7,
        is_active: true,
        category: "daily_metrics",
      });
      const pestDefs = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from kpi_definitions where user_id in (2, 3)`,
      );
      expect(pestDefs.rows[0]?.n).toBe(6);
    } finally {
      await client.close();
    }
  });
});
