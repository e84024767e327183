import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { eq, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrationsFolder } from "./client";
import * as schema from "./schema/index";
import { adminQuery, freshDatabase, testDatabaseUrl } from "./testing/database";
import { migrationsUpTo, removeMigrationCopies } from "./testing/migrations-up-to";

/**
 * A database built to `tag` with the committed migrations, on the engine the run tests: PGlite, or with
 * TEST_DATABASE_URL a scratch PostgreSQL database (the rename loop and NOT VALID checks run on both).
 */
async function databaseAt(tag: string): Promise<{ db: Database; migrateRest(): Promise<void>; close(): Promise<void> }> {
  const folder = migrationsUpTo(tag);
  if (!testDatabaseUrl) {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Database,
      migrateRest: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const name = `measured_migration_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: folder });
  return {
    db,
    migrateRest: () => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function insertId(db: Database, query: SQL): Promise<number> {
  const [row] = await rows<{ id: number }>(db, query);
  if (!row) throw new Error("nothing inserted");
  return row.id;
}

/** A PostgreSQL error as either engine reports it (drizzle wraps it in `cause`). */
const refused = (code: string, constraint?: string) => ({ cause: constraint ? { code, constraint } : { code } });

let db: Database;
let close: () => Promise<void>;
const ids: Record<string, number> = {};

// One old-layout database for the file: built from the first migration on, slow on a busy machine.
beforeAll(async () => {
  const at = await databaseAt("0021_email_confirmations");
  db = at.db;
  close = at.close;
  const rep = await insertId(db, sql`insert into users (email) values ('rep@example.com') returning id`);
  const other = await insertId(db, sql`insert into users (email) values ('other@example.com') returning id`);
  Object.assign(ids, { rep, other });

  // Trips of the old layout: one at the column's default 0.67, one typed 0.58.
  await db.execute(sql`
    insert into mileage_entries (user_id, miles, purpose, date, created_at) values
      (${rep}, 12.5, 'Route', '2025-06-03', '2025-06-03T18:00:00Z')`);
  await db.execute(sql`
    insert into mileage_entries (user_id, miles, purpose, date, rate) values (${rep}, 3, 'Bank', '2021-04-01', 0.58)`);

  // Categories whose names differ only in case, as an older layout allowed. The inactive "Meals" is older
  // than the active "meals": the active one keeps its name. "Fuel (2)" is taken, so "fuel" gets "(3)".
  for (const [key, userId, name, active] of [
    ["fuel", rep, "Fuel", true],
    ["fuelLower", rep, "fuel", true],
    ["fuel2", rep, "Fuel (2)", true],
    ["fuelUpper", rep, "FUEL", false],
    ["mealsOld", rep, "Meals", false],
    ["mealsNew", rep, "meals", true],
    ["otherFuel", other, "Fuel", true],
  ] as const) {
    ids[key] = await insertId(
      db,
      sql`insert into expense_categories (user_id, name, is_active) values (${userId}, ${name}, ${active}) returning id`,
    );
  }
  ids.fuelExpense = await insertId(
    db,
    sql`insert into expenses (user_id, category_id, amount, description, date)
        values (${rep}, ${ids.fuelLower}, 60, 'Gas', '2025-06-03') returning id`,
  );
  // Rows the new checks refuse, kept as they were: a $0 expense and a negative revenue entry.
  ids.zeroExpense = await insertId(
    db,
    sql`insert into expenses (user_id, amount, description, date) values (${rep}, 0, 'Nothing', '2025-06-04') returning id`,
  );
  await db.execute(sql`insert into revenue_entries (user_id, amount, date) values (${rep}, -5, '2025-06-04')`);
  await db.execute(sql`
    insert into connected_cards (user_id, provider, account_id, account_name, account_type, last_four, access_token)
    values (${rep}, 'manual', 'acct-1', 'Checking', 'checking', '4242', 'plain-text-secret')`);

  await at.migrateRest();
}, 180_000);

afterAll(async () => {
  await close?.();
  removeMigrationCopies();
});

describe("migration 0022 (the finance ledger, decision 056)", () => {
  it("keeps old trips' rates, with no default, flags off and updated_at their created_at", async () => {
    const trips = await rows<{ rate: string; is_personal: boolean; gap_bridged: boolean; same: boolean }>(
      db,
      sql`select rate::text as rate, is_personal, gap_bridged, updated_at = created_at as same
          from mileage_entries where user_id = ${ids.rep} order by id`,
    );
    expect(trips).toEqual([
      { rate: "0.670", is_personal: false, gap_bridged: false, same: true },
      { rate: "0.580", is_personal: false, gap_bridged: false, same: true },
    ]);
    const [trip] = await db.select().from(schema.mileageEntries).where(eq(schema.mileageEntries.rate, 0.67));
    expect(trip).toMatchObject({ rate: 0.67, miles: 12.5, date: "2025-06-03" });
    // The rate is written with every trip: one left out is refused, not taken as 2024's 0.67.
    await expect(
      db.execute(sql`insert into mileage_entries (user_id, miles, purpose, date) values (${ids.rep}, 1, 'x', '2026-01-02')`),
    ).rejects.toMatchObject(refused("23502"));
  });

  it("stores the IRS rate of 2026, 0.725, exactly, up to 999.999, and no negative rate", async () => {
    const [trip] = await db
      .insert(schema.mileageEntries)
      .values({ userId: ids.rep as number, miles: 10, purpose: "Route", date: "2026-02-02", rate: 0.725 })
      .returning();
    expect(trip?.rate).toBe(0.725);
    const [text] = await rows<{ rate: string }>(db, sql`select rate::text as rate from mileage_entries where id = ${trip?.id}`);
    expect(text?.rate).toBe("0.725");
    const personal = { userId: ids.rep as number, miles: 2, purpose: "Home", date: "2026-02-02", isPersonal: true };
    const [max] = await db
      .insert(schema.mileageEntries)
      .values({ ...personal, rate: 999.999 })
      .returning();
    expect(max?.rate).toBe(999.999);
    await expect(db.insert(schema.mileageEntries).values({ ...personal, rate: 1000 })).rejects.toMatchObject(refused("22003"));
    await expect(db.insert(schema.mileageEntries).values({ ...personal, rate: -0.1 })).rejects.toMatchObject(
      refused("23514", "mileage_entries_rate_not_negative"),
    );
    await expect(db.insert(schema.mileageEntries).values({ ...personal, rate: 0, miles: 0 })).rejects.toMatchObject(
      refused("23514", "mileage_entries_miles_positive"),
    );
  });

  it("gives each duplicate category name the first free suffix, keeps the active one's name and every expense's category", async () => {
    const categories = await db
      .select({ id: schema.expenseCategories.id, name: schema.expenseCategories.name })
      .from(schema.expenseCategories)
      .orderBy(schema.expenseCategories.id);
    expect(Object.fromEntries(categories.map((c) => [c.id, c.name]))).toEqual({
      [ids.fuel as number]: "Fuel",
      [ids.fuelLower as number]: "fuel (3)",
      [ids.fuel2 as number]: "Fuel (2)",
      [ids.fuelUpper as number]: "FUEL (4)",
      [ids.mealsOld as number]: "Meals (2)",
      [ids.mealsNew as number]: "meals",
      [ids.otherFuel as number]: "Fuel",
    });
    const [gas] = await db
      .select()
      .from(schema.expenses)
      .where(eq(schema.expenses.id, ids.fuelExpense as number));
    expect(gas?.categoryId).toBe(ids.fuelLower);
    // From now on a name is one category per rep, whatever its case; another rep has their own.
    await expect(db.insert(schema.expenseCategories).values({ userId: ids.rep as number, name: "MEALS" })).rejects.toMatchObject(
      refused("23505", "expense_categories_user_lower_name_unique"),
    );
    const [own] = await db
      .insert(schema.expenseCategories)
      .values({ userId: ids.other as number, name: "Meals", scheduleCLine: "Line 24b Deductible meals" })
      .returning();
    expect(own).toMatchObject({ name: "Meals", scheduleCLine: "Line 24b Deductible meals", color: "#4A6FA5" });
  });

  it("drops the card's plain-text access token and keeps the card", async () => {
    const columns = await rows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = 'connected_cards' and column_name like '%token%'`,
    );
    expect(columns).toEqual([]);
    const cards = await db.select().from(schema.connectedCards);
    expect(cards).toHaveLength(1);
    expect(JSON.stringify(cards)).not.toContain("plain-text-secret");
  });

  it("keeps older rows that break the new checks, refuses new ones and changes that keep them broken", async () => {
    const checks = await rows<{ conname: string; convalidated: boolean }>(
      db,
      sql`select conname, convalidated from pg_constraint where contype = 'c'
          and conname in ('expenses_amount_positive', 'revenue_entries_amount_positive', 'mileage_entries_miles_positive')
          order by conname`,
    );
    // This database had a $0 expense and a negative revenue entry; its trips were all fine.
    expect(checks).toEqual([
      { conname: "expenses_amount_positive", convalidated: false },
      { conname: "mileage_entries_miles_positive", convalidated: true },
      { conname: "revenue_entries_amount_positive", convalidated: false },
    ]);
    const [revenue] = await rows<{ amount: string }>(db, sql`select amount::text as amount from revenue_entries`);
    expect(revenue?.amount).toBe("-5.00");
    const rep = ids.rep as number;
    await expect(
      db.insert(schema.expenses).values({ userId: rep, amount: 0, description: "Free", date: "2026-01-02" }),
    ).rejects.toMatchObject(refused("23514", "expenses_amount_positive"));
    await expect(db.insert(schema.revenueEntries).values({ userId: rep, amount: -1, date: "2026-01-02" })).rejects.toMatchObject(
      refused("23514", "revenue_entries_amount_positive"),
    );
    const zero = eq(schema.expenses.id, ids.zeroExpense as number);
    await expect(db.update(schema.expenses).set({ description: "Still nothing" }).where(zero)).rejects.toMatchObject(
      refused("23514", "expenses_amount_positive"),
    );
    await db.update(schema.expenses).set({ amount: 12, description: "Fixed" }).where(zero);
  });

  it("validates every check on a database with no such rows", async () => {
    const handle = await freshDatabase();
    try {
      const checks = await rows<{ conname: string; convalidated: boolean }>(
        handle.db,
        sql`select conname, convalidated from pg_constraint
            where contype = 'c' and conrelid in ('expenses'::regclass, 'revenue_entries'::regclass,
              'mileage_entries'::regclass, 'receipts'::regclass) order by conname`,
      );
      expect(checks).toEqual([
        { conname: "expenses_amount_positive", convalidated: true },
        { conname: "mileage_entries_miles_positive", convalidated: true },
        { conname: "mileage_entries_rate_not_negative", convalidated: true },
        { conname: "receipts_byte_size_matches", convalidated: true },
        { conname: "revenue_entries_amount_positive", convalidated: true },
      ]);
    } finally {
      await handle.close();
    }
  });

  it("keeps one receipt per expense, of the expense's owner, with its true size, and deletes it with the expense", async () => {
    const rep = ids.rep as number;
    const other = ids.other as number;
    const [expense] = await db
      .insert(schema.expenses)
      .values({ userId: rep, amount: 18.5, description: "Lunch", date: "2026-02-02" })
      .returning();
    const expenseId = expense?.id as number;
    const image = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x10, 0x80, 0xff, 0xd9]);
    const receipt = { userId: rep, expenseId, contentType: "image/jpeg", byteSize: image.byteLength, bytes: image };
    // Another rep cannot hang a receipt on this expense, even naming themself as its owner.
    await expect(db.insert(schema.receipts).values({ ...receipt, userId: other })).rejects.toMatchObject(
      refused("23503", "receipts_expense_fk"),
    );
    const [stored] = await db.insert(schema.receipts).values(receipt).returning();
    expect(stored?.bytes).toBeInstanceOf(Uint8Array);
    expect(Array.from(stored?.bytes ?? [])).toEqual(Array.from(image));
    const [read] = await db.select().from(schema.receipts).where(eq(schema.receipts.expenseId, expenseId));
    expect(Array.from(read?.bytes ?? [])).toEqual(Array.from(image));

    await expect(db.insert(schema.receipts).values(receipt)).rejects.toMatchObject(
      refused("23505", "receipts_expense_id_unique"),
    );
    await expect(
      db.insert(schema.receipts).values({ ...receipt, expenseId: ids.zeroExpense as number, byteSize: 9 }),
    ).rejects.toMatchObject(refused("23514", "receipts_byte_size_matches"));

    await db.delete(schema.expenses).where(eq(schema.expenses.id, expenseId));
    expect(await db.$count(schema.receipts, eq(schema.receipts.expenseId, expenseId))).toBe(0);
  });

  it("round-trips a 2 MB receipt byte for byte and deletes it with its owner", async () => {
    const other = ids.other as number;
    const [expense] = await db
      .insert(schema.expenses)
      .values({ userId: other, amount: 40, description: "Tools", date: "2026-02-03" })
      .returning();
    const scan = new Uint8Array(randomBytes(2 * 1024 * 1024));
    await db.insert(schema.receipts).values({
      userId: other,
      expenseId: expense?.id as number,
      contentType: "application/pdf",
      byteSize: scan.byteLength,
      bytes: scan,
    });
    const [read] = await db.select().from(schema.receipts).where(eq(schema.receipts.userId, other));
    expect(read?.byteSize).toBe(scan.byteLength);
    expect(Buffer.compare(Buffer.from(read?.bytes ?? []), Buffer.from(scan))).toBe(0);

    await db.delete(schema.users).where(eq(schema.users.id, other));
    expect(await db.$count(schema.receipts, eq(schema.receipts.userId, other))).toBe(0);
    expect(await db.$count(schema.expenseCategories, eq(schema.expenseCategories.userId, other))).toBe(0);
  });

  it("pages each ledger by (user_id, date, id)", async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      db,
      sql`select indexname, indexdef from pg_indexes
          where tablename in ('expenses', 'mileage_entries', 'revenue_entries') and indexname like '%_user_date_idx'
          order by indexname`,
    );
    expect(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.* USING btree /, "")])).toEqual([
      ["expenses_user_date_idx", "(user_id, date, id)"],
      ["mileage_entries_user_date_idx", "(user_id, date, id)"],
      ["revenue_entries_user_date_idx", "(user_id, date, id)"],
    ]);
  });
});
