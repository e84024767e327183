import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";
import { migrationsUpTo, removeMigrationCopies } from "./testing/migrations-up-to";

afterEach(removeMigrationCopies);

describe("migration 0012 (leads: signed date, follow-up date, phone digits)", () => {
  // Builds a database from the first migration on: slow on a busy machine, hence the longer limit.
  it("dates signed leads by their last change in the default zone and digs the digits out of every phone", {
    timeout: 180_000,
  }, async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo("0011_solar_totals_to_parts") });
      await db.execute(sql`insert into users (email) values ('rep@example.com')`);
      // 06:30 UTC on the 5th is still the 4th in Los Angeles.
      await db.execute(sql`
        insert into clients (user_id, first_name, last_name, phone, signed, updated_at) values
          (1, 'Ana', 'Signed', '(555) 123-4567', true, '2026-01-05T06:30:00Z'),
          (1, 'Bo', 'Open', null, false, '2026-01-05T06:30:00Z'),
          (1, 'Cy', 'Intl', '+44 20 7946 0958 ext. 12', false, '2026-01-05T06:30:00Z')`);
      await migrate(db, { migrationsFolder });
      const rows = await db.execute<{
        last_name: string;
        signed_date: string | null;
        phone_digits: string;
        next_follow_up_date: string | null;
      }>(sql`select last_name, signed_date::text, phone_digits, next_follow_up_date::text from clients order by id`);
      expect(rows.rows).toEqual([
        { last_name: "Signed", signed_date: "2026-01-04", phone_digits: "5551234567", next_follow_up_date: null },
        { last_name: "Open", signed_date: null, phone_digits: "", next_follow_up_date: null },
        { last_name: "Intl", signed_date: null, phone_digits: "4420794609581" + "2", next_follow_up_date: null },
      ]);
      // A later write keeps the digits and the search text in step: the columns are generated.
      await db.execute(sql`update clients set phone = '555.000.1111', email = 'Bo@Example.COM' where last_name = 'Open'`);
      const open = await db.execute<{ phone_digits: string; search_text: string }>(
        sql`select phone_digits, search_text from clients where last_name = 'Open'`,
      );
      expect(open.rows[0]).toEqual({ phone_digits: "5550001111", search_text: "bo open\x1fbo@example.com\x1f" });
    } finally {
      await client.close();
    }
  });
});
