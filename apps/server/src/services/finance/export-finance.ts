import {
  EXPENSE_EXPORT_HEADERS,
  expenseExportRow,
  FINANCE_EXPORT_SECTIONS,
  type FinanceCursor,
  FORMULA_LIKE_CELL,
  financeSummary,
  MILEAGE_EXPORT_HEADERS,
  mileageExportRow,
  REVENUE_EXPORT_HEADERS,
  revenueExportRow,
  TOTALS_EXPORT_HEADERS,
  taxYearRange,
  totalsExportRows,
} from "@measured/core";
import { type Database, eq, schema } from "@measured/db";
import Papa from "papaparse";
import { exportPace, readExportPage } from "../exports/page-reads";
import { listExpenses } from "./expenses";
import type { LedgerPageQuery } from "./ledger-pages";
import { listMileage } from "./mileage";
import { listRevenue } from "./revenue";
import { summedRecords } from "./summary";

/** Rows read per query: a page at the text limits is some 0.3 MB, a short indexed read. */
export const FINANCE_EXPORT_PAGE_ROWS = 500;

const csv = (rows: readonly (readonly string[])[]) =>
  Papa.unparse(
    rows.map((row) => [...row]),
    { escapeFormulae: FORMULA_LIKE_CELL, newline: "\r\n" },
  );

/** Text out at the exports' pace (services/exports/page-reads.ts). */
async function paced(text: string): Promise<string> {
  await exportPace.take(text.length);
  return text;
}

/** One ledger's rows of the year, oldest first, page by page by key: a title, its header, its rows, a blank line. */
async function* ledgerSection<T extends { id: number; date: string }>(
  title: string,
  headers: readonly string[],
  readPage: (page: LedgerPageQuery) => Promise<{ rows: T[]; next: FinanceCursor | null }>,
  toRow: (row: T) => string[],
  year: { from: string; to: string },
): AsyncGenerator<string> {
  yield await paced(`${csv([[title], headers])}\r\n`);
  let after: FinanceCursor | undefined;
  for (;;) {
    const page = await readExportPage(() =>
      readPage({ from: year.from, to: year.to, after, limit: FINANCE_EXPORT_PAGE_ROWS, oldestFirst: true }),
    );
    if (page.rows.length > 0) yield await paced(`${csv(page.rows.map(toRow))}\r\n`);
    if (!page.next) break;
    after = page.next;
  }
  yield "\r\n";
}

/**
 * GET /api/export/expenses?year= (spec section 7): the tax year's expenses (with category, Schedule C line,
 * business or personal, notes), the mileage log and revenue, oldest first, then the year's totals from the
 * summary every screen reads (so the file's totals are the Finance screen's Year figures). Streamed like
 * the leads export (decision 053): pages by key under the exports' share of the connections, at their pace.
 */
export async function* financeYearCsv(db: Database, userId: number, year: number): AsyncGenerator<string> {
  const range = taxYearRange(year);
  const categories = await readExportPage(() =>
    db
      .select({ id: schema.expenseCategories.id, scheduleCLine: schema.expenseCategories.scheduleCLine })
      .from(schema.expenseCategories)
      .where(eq(schema.expenseCategories.userId, userId)),
  );
  const lines = new Map(categories.map((c) => [c.id, c.scheduleCLine]));

  yield "\uFEFF";
  yield* ledgerSection(
    FINANCE_EXPORT_SECTIONS.expenses,
    EXPENSE_EXPORT_HEADERS,
    async (page) => {
      const { expenses, next } = await listExpenses(db, userId, page);
      return { rows: expenses, next };
    },
    (expense) => expenseExportRow(expense, expense.categoryId === null ? null : (lines.get(expense.categoryId) ?? null)),
    range,
  );
  yield* ledgerSection(
    FINANCE_EXPORT_SECTIONS.mileage,
    MILEAGE_EXPORT_HEADERS,
    async (page) => {
      const { mileage, next } = await listMileage(db, userId, page);
      return { rows: mileage, next };
    },
    mileageExportRow,
    range,
  );
  yield* ledgerSection(
    FINANCE_EXPORT_SECTIONS.revenue,
    REVENUE_EXPORT_HEADERS,
    async (page) => {
      const { revenue, next } = await listRevenue(db, userId, page);
      return { rows: revenue, next };
    },
    revenueExportRow,
    range,
  );
  const summary = financeSummary(await readExportPage(() => summedRecords(db, userId, range)), range);
  yield await paced(`${csv([[FINANCE_EXPORT_SECTIONS.totals], TOTALS_EXPORT_HEADERS, ...totalsExportRows(summary)])}\r\n`);
}
