import { centsToDecimal, type FinanceCursor, MAX_SERIAL_ID, milesToDecimal, rateToDecimal } from "@measured/core";
import { and, asc, desc, eq, gte, lte, type SQL, type schema, sql } from "@measured/db";
import { notFound } from "../../lib/http-errors";

/** The three ledgers, each keyed (user_id, date, id) by its paging index (decision 056). */
type Ledger = typeof schema.expenses | typeof schema.revenueEntries | typeof schema.mileageEntries;

export interface LedgerPageQuery {
  /** First and last day, both included. */
  from?: string;
  to?: string;
  after?: FinanceCursor;
  limit: number;
  /** Oldest day first (the year's export); the lists show the newest first. */
  oldestFirst?: boolean;
}

/**
 * The rows of one rep's page: their own, in the days asked for, after the cursor in the list's order
 * (date desc, id desc, read backwards from the (user_id, date, id) index; or forwards, oldest first).
 */
export function ledgerPageWhere(table: Ledger, userId: number, page: LedgerPageQuery): SQL | undefined {
  return and(
    eq(table.userId, userId),
    page.from !== undefined ? gte(table.date, page.from) : undefined,
    page.to !== undefined ? lte(table.date, page.to) : undefined,
    page.after
      ? page.oldestFirst
        ? sql`(${table.date}, ${table.id}) > (${page.after.date}::date, ${page.after.id})`
        : sql`(${table.date}, ${table.id}) < (${page.after.date}::date, ${page.after.id})`
      : undefined,
  );
}

/** The list's order on the paging index: newest day first (ties: newest id), or the reverse. */
export function ledgerPageOrder(table: Ledger, page: LedgerPageQuery): SQL[] {
  return page.oldestFirst ? [asc(table.date), asc(table.id)] : [desc(table.date), desc(table.id)];
}

/** The page's rows (asked for limit + 1) and the cursor of the next page, if there is one. */
export function ledgerPage<T extends { id: number; date: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; next: FinanceCursor | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, next: rows.length > limit && last ? { date: last.date, id: last.id } : null };
}

/** One row of the rep's, by id: an id past the column names nobody's row (404, never a database error). */
export function ownRow(table: Ledger | typeof schema.expenseCategories, userId: number, id: number, missing: string): SQL {
  if (id > MAX_SERIAL_ID) throw notFound(missing);
  return and(eq(table.id, id), eq(table.userId, userId)) as SQL;
}

/** Dates and times as the answers carry them. */
export const iso = (at: Date) => at.toISOString();

/**
 * Whole units as the numeric columns and the answers take them: the exact decimal text (core's), read
 * as a number. 1250 cents is 12.5, which the driver sends back as "12.5", so the column gets exactly
 * what was typed; no arithmetic on a float of money happens anywhere on the way.
 */
export const asDollars = (cents: number) => Number(centsToDecimal(cents));
export const asMiles = (hundredths: number) => Number(milesToDecimal(hundredths));
export const asRate = (rateMilli: number) => Number(rateToDecimal(rateMilli));
