/**
 * Demo money and miles for `npm run seed -- --finance-users N`: the first N users get, over the seed's
 * days, core's default expense categories, two to four expenses a day (three on average), a trip on six
 * days of seven and revenue twice a week (the bench's year of finance, issue 23); `scale` times as many for
 * the heaviest rep the bench exports. Made in SQL from
 * generate_series, a few reps a statement, so a thousand reps' year (about 1.1 million expenses) takes
 * seconds; the same options always give the same rows.
 *
 * Each row's figures come from a hash h of (user, day, row), so they spread without a random generator:
 * amounts $3.00–$149.99, one expense in 11 personal; trips 2–50 miles at the IRS rate of their day, one in
 * 9 personal (rate 0); revenue $500–$4,999.
 */
import { DEFAULT_EXPENSE_CATEGORIES, IRS_MILEAGE_RATES } from "@measured/core";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

export interface SeedFinanceOptions {
  userIds: readonly number[];
  /** The first and last day of the ledger, in the demo zone. */
  startDate: string;
  endDate: string;
  timeZone: string;
  /** Each rep's rows a day multiplied by this (default 1): 45 fills a year with the expenses quota's 50,000. */
  scale?: number;
}

export interface SeedFinanceResult {
  expenses: number;
  trips: number;
  revenue: number;
}

/** Reps per statement and transaction: about 55,000 expenses each for a year. */
const USERS_PER_BATCH = 50;

const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;
const count = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);

export async function seedFinance(db: Database, options: SeedFinanceOptions): Promise<SeedFinanceResult> {
  const made: SeedFinanceResult = { expenses: 0, trips: 0, revenue: 0 };
  const { startDate, endDate, timeZone } = options;
  const scale = options.scale ?? 1;
  const categoryRows = sql.join(
    DEFAULT_EXPENSE_CATEGORIES.map((c) => sql`(${c.name}, ${c.color}, ${c.scheduleCLine})`),
    sql`, `,
  );
  const rateRows = sql.join(
    IRS_MILEAGE_RATES.map((r) => sql`(${r.from}::date, ${r.rateMilli / 1000}::numeric)`),
    sql`, `,
  );
  const firstRate = (IRS_MILEAGE_RATES[0]?.rateMilli ?? 0) / 1000;
  for (let start = 0; start < options.userIds.length; start += USERS_PER_BATCH) {
    const ids = idArray(options.userIds.slice(start, start + USERS_PER_BATCH));
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO expense_categories (user_id, name, color, schedule_c_line)
        SELECT u, c.name, c.color, c.line FROM unnest(${ids}::int[]) AS u
        CROSS JOIN (VALUES ${categoryRows}) AS c(name, color, line)
        ON CONFLICT DO NOTHING`);
      const expenses = await tx.execute(sql`
        WITH cats AS (
          SELECT user_id, array_agg(id ORDER BY id) AS ids FROM expense_categories
          WHERE user_id = ANY(${ids}::int[]) GROUP BY user_id
        ), rows AS (
          SELECT u.id AS user_id, d.day::date AS day, cats.ids,
            abs(u.id * 7919 + (d.day::date - ${startDate}::date) * 104729 + k.n * 1299709) AS h
          FROM unnest(${ids}::int[]) AS u(id)
          JOIN cats ON cats.user_id = u.id
          CROSS JOIN generate_series(${startDate}::date, ${endDate}::date, interval '1 day') AS d(day)
          CROSS JOIN LATERAL generate_series(1, ${scale}::int * (2 + (u.id + (d.day::date - ${startDate}::date)) % 3)) AS k(n)
        ), inserted AS (
          INSERT INTO expenses (user_id, category_id, amount, description, date, is_personal, created_at, updated_at)
          SELECT user_id, ids[1 + h % array_length(ids, 1)], 3 + (h % 14700) / 100.0,
            (array['Gas','Lunch','Coffee','Parking','Printer paper','Phone bill','Tools','Door hangers'])[1 + h % 8],
            day, h % 11 = 0, (day + time '18:00') AT TIME ZONE ${timeZone}, (day + time '18:00') AT TIME ZONE ${timeZone}
          FROM rows
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM inserted`);
      const trips = await tx.execute(sql`
        WITH rates(starts, rate) AS (VALUES ${rateRows}),
        rows AS (
          SELECT u.id AS user_id, d.day::date AS day,
            abs(u.id * 7919 + (d.day::date - ${startDate}::date) * 104729 + k.n * 1299709) AS h
          FROM unnest(${ids}::int[]) AS u(id)
          CROSS JOIN generate_series(${startDate}::date, ${endDate}::date, interval '1 day') AS d(day)
          CROSS JOIN generate_series(1, ${scale}::int) AS k(n)
          WHERE (u.id + (d.day::date - ${startDate}::date)) % 7 <> 0
        ), inserted AS (
          INSERT INTO mileage_entries (user_id, miles, purpose, start_location, end_location, date, rate, is_personal, created_at, updated_at)
          SELECT user_id, 2 + (h % 4800) / 100.0,
            (array['Territory','Appointments','Supply run','Office'])[1 + h % 4],
            'Office', (100 + h % 9900) || ' Oak St', day,
            CASE WHEN h % 9 = 0 THEN 0
              ELSE coalesce((SELECT rate FROM rates WHERE starts <= day ORDER BY starts DESC LIMIT 1), ${firstRate}::numeric) END,
            h % 9 = 0, (day + time '19:00') AT TIME ZONE ${timeZone}, (day + time '19:00') AT TIME ZONE ${timeZone}
          FROM rows
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM inserted`);
      const revenue = await tx.execute(sql`
        WITH inserted AS (
          INSERT INTO revenue_entries (user_id, amount, description, date, created_at, updated_at)
          SELECT u.id, 500 + abs(u.id * 7919 + (d.day::date - ${startDate}::date) * 104729 + k.n * 1299709) % 4500, 'Commission', d.day::date,
            (d.day::date + time '20:00') AT TIME ZONE ${timeZone}, (d.day::date + time '20:00') AT TIME ZONE ${timeZone}
          FROM unnest(${ids}::int[]) AS u(id)
          CROSS JOIN generate_series(${startDate}::date, ${endDate}::date, interval '1 day') AS d(day)
          CROSS JOIN generate_series(1, ${scale}::int) AS k(n)
          WHERE (u.id + (d.day::date - ${startDate}::date)) % 7 IN (2, 5)
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM inserted`);
      made.expenses += count(expenses);
      made.trips += count(trips);
      made.revenue += count(revenue);
    });
  }
  if (options.userIds.length > 0) await db.execute(sql`ANALYZE expense_categories, expenses, mileage_entries, revenue_entries`);
  return made;
}
