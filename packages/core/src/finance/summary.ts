import { percentOf } from "../kpi/figures";
import { totalMileageDeductionCents } from "./mileage-rate";
import { sumCents } from "./money";
import { type FinanceRange, isInFinanceRange } from "./periods";

/**
 * The Finance screen's summary cards and Category Breakdown (spec section 2), in cents, from the rep's
 * records. Each figure is defined once here and in the glossary (kpi/glossary.ts); the screen, the API and
 * the export read it from financeSummary().
 */

export interface ExpenseRecord {
  amountCents: number;
  /** null: no category (never chosen, or its category was deleted). */
  categoryId: number | null;
  isPersonal: boolean;
  date: string;
}

export interface MileageRecord {
  milesHundredths: number;
  /** The rate the trip was recorded at, thousandths of a dollar a mile; 0 for a personal trip. */
  rateMilli: number;
  /** Ended as Personal: deducts nothing, whatever rate it carries. */
  isPersonal?: boolean;
  date: string;
}

export interface RevenueRecord {
  amountCents: number;
  date: string;
}

export interface FinanceRecords {
  expenses: readonly ExpenseRecord[];
  mileage: readonly MileageRecord[];
  revenue: readonly RevenueRecord[];
}

/** The label of the breakdown's row for expenses with no category. */
export const UNCATEGORIZED_LABEL = "Uncategorized";

export interface CategorySpend {
  /** null: the Uncategorized row. */
  categoryId: number | null;
  cents: number;
  expenses: number;
  /** Share of Total Expenses, percent with one decimal. */
  percent: number;
}

export interface FinanceSummary {
  totalRevenueCents: number;
  /** Business expenses only: a personal expense is no deduction (Schedule C counts business costs). */
  totalExpensesCents: number;
  /** Expenses marked personal, kept apart so the rep sees them without their counting against profit. */
  personalExpensesCents: number;
  mileageDeductionCents: number;
  /** Revenue − business expenses − mileage deduction; below zero is a loss. */
  netProfitCents: number;
  /** Every logged trip. */
  milesHundredths: number;
  /** Business trips (not personal, rate above 0): the miles the deduction is for. */
  businessMilesHundredths: number;
  /** Business expenses by category, largest first; their cents add up to totalExpensesCents. */
  categoryBreakdown: CategorySpend[];
}

/** The figures of the records dated in `range` (every record when no range is given). */
export function financeSummary(records: FinanceRecords, range?: FinanceRange): FinanceSummary {
  const inRange = <T extends { date: string }>(rows: readonly T[]) =>
    range ? rows.filter((r) => isInFinanceRange(r.date, range)) : rows;
  const expenses = inRange(records.expenses);
  const mileage = inRange(records.mileage);
  // A trip deducts at its rate only when it is business (and its rate above 0).
  const businessTrips = mileage.filter((m) => !m.isPersonal && m.rateMilli > 0);
  const business = expenses.filter((e) => !e.isPersonal);

  const totalRevenueCents = sumCents(inRange(records.revenue).map((r) => r.amountCents));
  const totalExpensesCents = sumCents(business.map((e) => e.amountCents));
  const personalExpensesCents = sumCents(expenses.filter((e) => e.isPersonal).map((e) => e.amountCents));
  const mileageDeductionCents = totalMileageDeductionCents(businessTrips);
  return {
    totalRevenueCents,
    totalExpensesCents,
    personalExpensesCents,
    mileageDeductionCents,
    netProfitCents: totalRevenueCents - totalExpensesCents - mileageDeductionCents,
    milesHundredths: sumCents(mileage.map((m) => m.milesHundredths)),
    businessMilesHundredths: sumCents(businessTrips.map((m) => m.milesHundredths)),
    categoryBreakdown: categoryBreakdown(business, totalExpensesCents),
  };
}

/**
 * Business expenses per category, largest first (ties: by id, Uncategorized last), each with its share of
 * the total. Personal expenses are left out, so the rows add up to the Total Expenses card.
 */
function categoryBreakdown(business: readonly ExpenseRecord[], totalCents: number): CategorySpend[] {
  const byCategory = new Map<number | null, { cents: number; expenses: number }>();
  for (const e of business) {
    const row = byCategory.get(e.categoryId) ?? { cents: 0, expenses: 0 };
    row.cents = sumCents([row.cents, e.amountCents]);
    row.expenses++;
    byCategory.set(e.categoryId, row);
  }
  return [...byCategory]
    .map(([categoryId, row]) => ({ categoryId, ...row, percent: percentOf(row.cents, totalCents) }))
    .sort((a, b) => b.cents - a.cents || (a.categoryId ?? Number.POSITIVE_INFINITY) - (b.categoryId ?? Number.POSITIVE_INFINITY));
}

/** A breakdown row's name: its category's, or Uncategorized (no category, or one no longer listed). */
export function categoryLabel(categoryId: number | null, categories: readonly { id: number; name: string }[]): string {
  if (categoryId === null) return UNCATEGORIZED_LABEL;
  return categories.find((c) => c.id === categoryId)?.name ?? UNCATEGORIZED_LABEL;
}
