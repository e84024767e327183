import { eq, sql } from "@measured/db";
import type { App } from "../app";
import { bearer, type TestUser } from "./factories";

/**
 * Test helpers for the finance API tests: requests as a rep sends them, the rep's ledger read straight
 * from the tables, and many rows written in one statement (for paging and quotas).
 */
export type LedgerTable = "expenses" | "revenue_entries" | "mileage_entries" | "expense_categories";

export const send = (
  app: App,
  user: TestUser,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(user), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The user's rows of each finance table, as stored, by id. */
export async function ownedLedger(app: App, user: { id: number }) {
  const s = app.db._.fullSchema;
  const [categories, expenses, revenue, mileage, receipts] = await Promise.all([
    app.db.select().from(s.expenseCategories).where(eq(s.expenseCategories.userId, user.id)).orderBy(s.expenseCategories.id),
    app.db.select().from(s.expenses).where(eq(s.expenses.userId, user.id)).orderBy(s.expenses.id),
    app.db.select().from(s.revenueEntries).where(eq(s.revenueEntries.userId, user.id)).orderBy(s.revenueEntries.id),
    app.db.select().from(s.mileageEntries).where(eq(s.mileageEntries.userId, user.id)).orderBy(s.mileageEntries.id),
    app.db.select().from(s.receipts).where(eq(s.receipts.userId, user.id)).orderBy(s.receipts.id),
  ]);
  return { categories, expenses, revenue, mileage, receipts };
}

/**
 * `count` rows of a ledger table for the user, in one statement, the nth dated n % `days` days before
 * 2026-11-20 (so a small `days` gives many rows a day).
 */
export async function storeRows(app: App, user: TestUser, table: LedgerTable, count: number, days = 3000): Promise<void> {
  const day = sql`date '2026-11-20' - (n % ${days}::int)`;
  const rows = sql`from generate_series(1, ${count}::int) as n`;
  switch (table) {
    case "expenses":
      await app.db.execute(sql`insert into expenses (user_id, amount, description, date)
        select ${user.id}, 1.25, 'Stored ' || n, ${day} ${rows}`);
      return;
    case "revenue_entries":
      await app.db.execute(sql`insert into revenue_entries (user_id, amount, date) select ${user.id}, 10, ${day} ${rows}`);
      return;
    case "mileage_entries":
      await app.db.execute(sql`insert into mileage_entries (user_id, miles, purpose, date, rate)
        select ${user.id}, 1.5, 'Stored ' || n, ${day}, 0.725 ${rows}`);
      return;
    case "expense_categories":
      await app.db.execute(sql`insert into expense_categories (user_id, name) select ${user.id}, 'Stored ' || n ${rows}`);
      return;
  }
}
