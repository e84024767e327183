import {
  categoryLabel,
  type ExpenseRecord,
  type FinancePeriod,
  type FinanceRange,
  type FinanceRecords,
  type FinanceSummary,
  type FinanceSummaryAnswer,
  type FinanceSummaryQuery,
  financeQueryRange,
  financeSummary,
  type MileageRecord,
  type RevenueRecord,
  UNCATEGORIZED_COLOR,
} from "@measured/core";
import { type Database, schema, sql } from "@measured/db";
import { preparedPerDatabase } from "../../lib/prepared";
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
 * the very figures it gives for the rows themselves, and the rep's categories, in one prepared statement
 * (one round trip and one plan; four statements cost PGlite four times the fixed cost of each):
 * - expenses per (category, personal): a category's business total and the personal total are sums of
 *   exact cents, as financeSummary's;
 * - trips per (rate, personal): the deduction is Σ miles × rate rounded once at the end
 *   (totalMileageDeductionCents), and Σ over a rate of miles × rate is (Σ miles) × rate exactly;
 * - revenue as one sum;
 * - each category's name and colour, for the breakdown.
 */
const ledgerSums = preparedPerDatabase((db) => {
  const userId = sql.placeholder("userId");
  const inRange = (table: typeof ex | typeof trips | typeof rev) =>
    sql`${table.userId} = ${userId} and ${table.date} between ${sql.placeholder("from")} and ${sql.placeholder("to")}`;
  const rows = sql`
    select 'expense' as kind, ${ex.categoryId} as id, ${ex.isPersonal} as personal, null::int as rate_milli,
        (sum(${ex.amount}) * 100)::bigint::text as units, null::text as name, null::text as color
      from ${ex} where ${inRange(ex)} group by ${ex.categoryId}, ${ex.isPersonal}
    union all
    select 'trip', null, ${trips.isPersonal}, (${trips.rate} * 1000)::int, (sum(${trips.miles}) * 100)::bigint::text, null, null
      from ${trips} where ${inRange(trips)} group by ${trips.rate}, ${trips.isPersonal}
    union all
    select 'revenue', null, null, null, (coalesce(sum(${rev.amount}), 0) * 100)::bigint::text, null, null
      from ${rev} where ${inRange(rev)}
    union all
    select 'category', ${cats.id}, null, null, null, ${cats.name}, ${cats.color} from ${cats} where ${cats.userId} = ${userId}`;
  return db
    .select({
      kind: sql<"expense" | "trip" | "revenue" | "category">`s.kind`,
      id: sql<number | null>`s.id`,
      personal: sql<boolean | null>`s.personal`,
      rateMilli: sql<number | null>`s.rate_milli`,
      units: sql<string | null>`s.units`,
      name: sql<string | null>`s.name`,
      color: sql<string | null>`s.color`,
    })
    .from(sql`(${rows}) as s`)
    .prepare("measured_finance_ledger_sums");
});

interface LedgerSums {
  records: FinanceRecords;
  categories: { id: number; name: string; color: string }[];
}

async function readLedgerSums(db: Database, userId: number, range: FinanceRange): Promise<LedgerSums> {
  const rows = await ledgerSums(db).execute({ userId, from: range.from, to: range.to });
  // Each group is dated on the range's first day, so the range holds it.
  const date = range.from;
  const expenses: ExpenseRecord[] = [];
  const mileage: MileageRecord[] = [];
  const revenue: RevenueRecord[] = [];
  const categories: LedgerSums["categories"] = [];
  for (const row of rows) {
    if (row.kind === "expense")
      expenses.push({ amountCents: wholeUnits(row.units), categoryId: row.id, isPersonal: row.personal === true, date });
    else if (row.kind === "trip")
      mileage.push({
        milesHundredths: wholeUnits(row.units),
        rateMilli: row.rateMilli ?? 0,
        isPersonal: row.personal === true,
        date,
      });
    else if (row.kind === "revenue") revenue.push({ amountCents: wholeUnits(row.units), date });
    else categories.push({ id: row.id ?? 0, name: row.name ?? "", color: row.color ?? UNCATEGORIZED_COLOR });
  }
  return { records: { expenses, mileage, revenue }, categories };
}

/** The rep's ledger in a range summed as financeSummary needs it (the year's export totals). */
export async function summedRecords(db: Database, userId: number, range: FinanceRange): Promise<FinanceRecords> {
  return (await readLedgerSums(db, userId, range)).records;
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
  const { records, categories } = await readLedgerSums(db, userId, range);
  return summaryAnswer(financeSummary(records, range), categories, period, range);
}

/**
 * The key a summary answer is kept under in the answer cache: the rep's data version (migrations 0023 and
 * 0025 move it on every write to revenue, expenses, trips and categories), the day it is in their zone
 * (a period's days move at midnight) and the question.
 */
export function financeSummaryCacheKey(
  user: { id: number; dataVersion: number },
  today: string,
  timeZone: string,
  query: FinanceSummaryQuery,
): string {
  const asked = query.period ?? `${query.from ?? ""}..${query.to ?? ""}`;
  return `finance|${user.id}|${user.dataVersion}|${today}|${timeZone}|${asked}`;
}
