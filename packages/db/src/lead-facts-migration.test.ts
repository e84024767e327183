import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";
import { migrationsUpTo, removeMigrationCopies } from "./testing/migrations-up-to";

afterEach(removeMigrationCopies);

type Db = ReturnType<typeof drizzle>;

async function track(db: Db, userId: number, names: string[]) {
  for (const name of names) {
    await db.execute(
      sql`insert into kpi_definitions (user_id, name, name_key) values (${userId}, ${name}, ${name.toLowerCase()})`,
    );
  }
}

async function typed(db: Db, userId: number, name: string, date: string, value: number) {
  await db.execute(sql`
    insert into kpi_entries (user_id, kpi_definition_id, value, date)
    select ${userId}, id, ${value}, ${date} from kpi_definitions where user_id = ${userId} and name = ${name}`);
}

async function entries(db: Db, userId: number) {
  const rows = await db.execute<{ name: string; date: string; value: string }>(sql`
    select d.name, e.date::text as date, e.value::text as value from kpi_entries e
    join kpi_definitions d on d.id = e.kpi_definition_id where e.user_id = ${userId} order by d.name, e.date`);
  return rows.rows.map((r) => [r.name, r.date, Number(r.value)]);
}

describe("migration 0017 (one set of books: lead facts dated, typed counts not counted twice)", () => {
  it("dates each lead's steps and lowers each day's typed counts by what the leads did that day, per industry's layout", {
    timeout: 180_000,
  }, async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo("0016_leads_page_search_index") });
      await db.execute(sql`insert into users (email) values ('solar@example.com'), ('pest@example.com')`);
      // Solar: the parts layout (decision 019). On 2026-03-02 the rep typed 3 knocking sets, 2 sits and 1
      // deal from knocks, and also logged 2 leads with a knock appointment, one of which sat and signed.
      await track(db, 1, ["Knocking Appt Sets", "Tagging Appts Set", "Appts Ran", "Deals Closed from Knocks", "Deals Closed"]);
      await typed(db, 1, "Knocking Appt Sets", "2026-03-02", 3);
      await typed(db, 1, "Appts Ran", "2026-03-02", 2);
      await typed(db, 1, "Deals Closed from Knocks", "2026-03-02", 1);
      await typed(db, 1, "Tagging Appts Set", "2026-03-02", 0);
      await db.execute(sql`
        insert into clients (user_id, first_name, last_name, knock_appointment, appointment_set_date, appointment_sat, signed, signed_date, updated_at) values
          (1, 'Ana', 'Sat', true, '2026-03-02', true, true, '2026-03-02', '2026-03-02T18:00:00Z'),
          (1, 'Bo', 'Set', true, '2026-03-02', false, false, null, '2026-03-02T18:00:00Z'),
          (1, 'Cy', 'Tag', false, '2026-03-03', false, false, null, '2026-03-03T18:00:00Z')`);
      await db.execute(sql`update clients set tag_appointment = true where first_name = 'Cy'`);
      await db.execute(sql`
        insert into appointments (user_id, client_id, scheduled_at, status)
        select 1, id, '2026-03-02T17:00:00Z', 'completed' from clients where first_name = 'Ana'`);
      // Pest control: the general layout, deals typed under Deals Closed. Three typed on the 2nd; on the 2nd
      // one lead was signed, on the 4th two leads were signed with nothing typed, one since cancelled.
      await track(db, 2, ["Doors Knocked", "Appts Ran", "Deals Closed", "Services Started"]);
      await typed(db, 2, "Doors Knocked", "2026-03-02", 50);
      await typed(db, 2, "Deals Closed", "2026-03-02", 3);
      await db.execute(sql`
        insert into clients (user_id, first_name, last_name, signed, signed_date, signed_but_canceled, installed, updated_at) values
          (2, 'Di', 'Signed', true, '2026-03-02', false, true, '2026-03-05T18:00:00Z'),
          (2, 'Ed', 'Signed', true, '2026-03-04', false, false, '2026-03-04T18:00:00Z'),
          (2, 'Fay', 'Cancelled', true, '2026-03-04', true, false, '2026-03-06T18:00:00Z')`);

      await migrate(db, { migrationsFolder });

      const days = await db.execute<Record<string, string | null>>(sql`
        select first_name, appointment_set_date::text as set, sat_date::text as sat, signed_date::text as signed,
          installed_date::text as installed, cancelled_date::text as cancelled from clients order by id`);
      expect(days.rows).toEqual([
        { first_name: "Ana", set: "2026-03-02", sat: "2026-03-02", signed: "2026-03-02", installed: null, cancelled: null },
        { first_name: "Bo", set: "2026-03-02", sat: null, signed: null, installed: null, cancelled: null },
        { first_name: "Cy", set: "2026-03-03", sat: null, signed: null, installed: null, cancelled: null },
        { first_name: "Di", set: null, sat: null, signed: "2026-03-02", installed: "2026-03-05", cancelled: null },
        { first_name: "Ed", set: null, sat: null, signed: "2026-03-04", installed: null, cancelled: null },
        { first_name: "Fay", set: null, sat: null, signed: "2026-03-04", installed: null, cancelled: "2026-03-06" },
      ]);
      // Solar on the 2nd: sets 3 typed − 2 from leads = 1 (1 + 2 = 3, as typed); sits 2 − 1 = 1; deals 1 − 1 = 0.
      // The tag lead on the 3rd had nothing typed: nothing to lower.
      expect(await entries(db, 1)).toEqual([
        ["Appts Ran", "2026-03-02", 1],
        ["Deals Closed from Knocks", "2026-03-02", 0],
        ["Knocking Appt Sets", "2026-03-02", 1],
        ["Tagging Appts Set", "2026-03-02", 0],
      ]);
      // Pest control on the 2nd: 3 deals typed − 1 signed lead = 2 (2 + 1 = 3, as typed); doors untouched; the
      // 4th had nothing typed, so its two signings now count (less the one cancelled on the 6th).
      expect(await entries(db, 2)).toEqual([
        ["Deals Closed", "2026-03-02", 2],
        ["Doors Knocked", "2026-03-02", 50],
      ]);
    } finally {
      await client.close();
    }
  });
});
