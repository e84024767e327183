import {
  categoryLabel,
  type FinancePeriod,
  type FinanceRange,
  type FinanceRecords,
  type FinanceSummary,
  type FinanceSummaryAnswer,
  type FinanceSummaryQuery,
  financeQueryRange,
  financeSummary,
  UNCATEGORIZED_COLOR,
} from "@measured/core";
import { and, type Database, eq, gte, lte, schema, sql } from "@measured/db";
import { asDollars, asMiles } from "./ledger-pages";

const ex = schema.expenses;
const trips = schema.mileageEntries;
const rev = schema.revenueEntries;
const cats = schema.expenseCategories;

/** A sum of a numeric column in whole units, as text (a bigint), read back as an exact integer. */
function wholeUnits(text: string | null): number {
  const units = Number(text ?? 0);
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole number of units: ${text}`);
  return units;
}

/**
 * The rep's ledger in a range, summed by the database into the fewest rows that give financeSummary
 * the very figures it gives for the rows themselves:
 * - expenses per (category, personal): a category's business total and the personal total are sums of
 *   exact cents, as financeSummary's;
 * - trips per (rate, personal): the deduction is Σ miles × rate rounded once at the end
 *   (totalMileageDeductionCents), and Σ over a rate of miles × rate is (Σ miles) × rate exactly;
 * - revenue as one sum.
 * Each group is dated on the range's first day, so the range holds it.
 */
export async function summedRecords(db: Database, userId: number, range: FinanceRange): Promise<FinanceRecords> {
  const [expenseRows, tripRows, revenueRows] = await Promise.all([
    db
      .select({
        categoryId: ex.categoryId,
        isPersonal: ex.isPersonal,
        cents: sql<string>`(sum(${ex.amount}) * 100)::bigint::text`,
      })
      .from(ex)
      .where(and(eq(ex.userId, userId), gte(ex.date, range.from), lte(ex.date, range.to)))
      .groupBy(ex.categoryId, ex.isPersonal),
    db
      .select({
        rateMilli: sql<string>`(${trips.rate} * 1000)::int::text`,
        isPersonal: trips.isPersonal,
        hundredths: sql<string>`(sum(${trips.miles}) * 100)::bigint::text`,
      })
      .from(trips)
      .where(and(eq(trips.userId, userId), gte(trips.date, range.from), lte(trips.date, range.to)))
      .groupBy(trips.rate, trips.isPersonal),
    db
      .select({ cents: sql<string>`(coalesce(sum(${rev.amount}), 0) * 100)::bigint::text` })
      .from(rev)
      .where(and(eq(rev.userId, userId), gte(rev.date, range.from), lte(rev.date, range.to))),
  ]);
  const date = range.from;
  return {
    expenses: expenseRows.map((r) => ({
      amountCents: wholeUnits(r.cents),
      categoryId: r.categoryId,
      isPersonal: r.isPersonal,
      date,
    })),
    mileage: tripRows.map((r) => ({
      milesHundredths: wholeUnits(r.hundredths),
      rateMilli: wholeUnits(r.rateMilli),
      isPersonal: r.isPersonal,
      date,
    })),
    revenue: revenueRows.map((r) => ({ amountCents: wholeUnits(r.cents), date })),
  };
}

/** financeSummary's figures in dollars and miles, each breakdown row named and coloured by its category. */
export function summaryAnswer(
  summary: FinanceSummary,
  categories: readonly { id: number; name: string; color: string }[],
  period: FinancePeriod | null,
  range: FinanceRange,
): FinanceSummaryAnswer {
  return {
    period,
    from: range.from,
    to: range.to,
    totalRevenue: asDollars(summary.totalRevenueCents),
    totalExpenses: asDollars(summary.totalExpensesCents),
    personalExpenses: asDollars(summary.personalExpensesCents),
    mileageDeduction: asDollars(summary.mileageDeductionCents),
    netProfit: asDollars(summary.netProfitCents),
    miles: asMiles(summary.milesHundredths),
    businessMiles: asMiles(summary.businessMilesHundredths),
    categories: summary.categoryBreakdown.map((row) => ({
      categoryId: row.categoryId,
      name: categoryLabel(row.categoryId, categories),
      color: categories.find((c) => c.id === row.categoryId)?.color ?? UNCATEGORIZED_COLOR,
      total: asDollars(row.cents),
      percent: row.percent,
    })),
  };
}

/**
 * GET /api/finance/summary: a period's days in the rep's zone (the Finance screen's tabs), or the days
 * asked for (the dashboard's period); either way the figures are core's financeSummary.
 */
export async function financeSummaryFor(
  db: Database,
  userId: number,
  query: FinanceSummaryQuery,
  timeZone: string,
  now = new Date(),
): Promise<FinanceSummaryAnswer> {
  const { period, range } = financeQueryRange(query, now, timeZone);
  const [records, categories] = await Promise.all([
    summedRecords(db, userId, range),
    db.select({ id: cats.id, name: cats.name, color: cats.color }).from(cats).where(eq(cats.userId, userId)),
  ]);
  return summaryAnswer(financeSummary(records, range), categories, period, range);
}
