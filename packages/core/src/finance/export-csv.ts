import { z } from "zod";
import { GLOSSARY } from "../kpi/glossary";
import { DATE_WINDOW } from "../limits/quotas";
import type { Expense, MileageEntry, RevenueEntry } from "./answers";
import { parseRateMilli, rateToDecimal } from "./mileage-rate";
import { milesToDecimal, parseMilesHundredths } from "./miles";
import { centsToDecimal, parseCents } from "./money";
import type { FinanceSummary } from "./summary";

/**
 * GET /api/export/expenses?year= (spec section 7): the tax year as one CSV an accountant can read and a
 * spreadsheet can add up: a section each for expenses, the mileage log and revenue, each under its own
 * title and header row, then the year's totals (the glossary's figures, from financeSummary). Numbers are
 * plain decimals ("1234.50"), never "$1,234.50", so a spreadsheet sums them.
 */
export const FINANCE_EXPORT_SECTIONS = {
  expenses: "Expenses",
  mileage: "Mileage log",
  revenue: "Revenue",
  totals: "Totals",
} as const;

export const EXPENSE_EXPORT_HEADERS = [
  "Date",
  "Description",
  "Category",
  "Schedule C line",
  "Business or personal",
  "Amount",
  "Notes",
] as const;
export const MILEAGE_EXPORT_HEADERS = [
  "Date",
  "Purpose",
  "Start",
  "End",
  "Miles",
  "Rate",
  "Deduction",
  "Business or personal",
  "Notes",
] as const;
export const REVENUE_EXPORT_HEADERS = ["Date", "Description", "Lead", "Amount"] as const;
export const TOTALS_EXPORT_HEADERS = ["Figure", "Value"] as const;

/** A trip whose distance is partly a straight line over a gap in the tracker's fixes says so. */
export const GAP_BRIDGED_NOTE = "Part of the distance is a straight line over a gap in the tracked positions";

/** Dollars as the API answers them (each the column's exact decimal), back to the column's text. */
function moneyText(dollars: number): string {
  const parsed = parseCents(dollars, { sign: "any" });
  return "cents" in parsed ? centsToDecimal(parsed.cents) : String(dollars);
}
function milesText(miles: number): string {
  const parsed = parseMilesHundredths(miles);
  return "hundredths" in parsed ? milesToDecimal(parsed.hundredths) : String(miles);
}
function rateText(rate: number): string {
  const parsed = parseRateMilli(rate);
  return "rateMilli" in parsed ? rateToDecimal(parsed.rateMilli) : String(rate);
}

const kindText = (isPersonal: boolean) => (isPersonal ? "Personal" : "Business");

export function expenseExportRow(expense: Expense, scheduleCLine: string | null): string[] {
  return [
    expense.date,
    expense.description,
    expense.categoryName ?? "Uncategorized",
    scheduleCLine ?? "",
    kindText(expense.isPersonal),
    moneyText(expense.amount),
    expense.notes ?? "",
  ];
}

export function mileageExportRow(trip: MileageEntry): string[] {
  return [
    trip.date,
    trip.purpose,
    trip.startLocation ?? "",
    trip.endLocation ?? "",
    milesText(trip.miles),
    rateText(trip.rate),
    moneyText(trip.deduction),
    kindText(trip.isPersonal),
    trip.gapBridged ? GAP_BRIDGED_NOTE : "",
  ];
}

export function revenueExportRow(entry: RevenueEntry): string[] {
  return [entry.date, entry.description ?? "", entry.clientName ?? "", moneyText(entry.amount)];
}

/** The year's figures, in the glossary's words, from the one summary every screen reads. */
export function totalsExportRows(summary: FinanceSummary): string[][] {
  return [
    [GLOSSARY.totalRevenue.name, centsToDecimal(summary.totalRevenueCents)],
    [`${GLOSSARY.totalExpenses.name} (business)`, centsToDecimal(summary.totalExpensesCents)],
    ["Personal expenses (not deducted)", centsToDecimal(summary.personalExpensesCents)],
    [GLOSSARY.mileageDeduction.name, centsToDecimal(summary.mileageDeductionCents)],
    [GLOSSARY.netProfit.name, centsToDecimal(summary.netProfitCents)],
    ["Business miles", milesToDecimal(summary.businessMilesHundredths)],
    [`${GLOSSARY.milesLogged.name} (all trips)`, milesToDecimal(summary.milesHundredths)],
  ];
}

const EARLIEST_YEAR = Number(DATE_WINDOW.earliest.slice(0, 4));

/** `?year=`: a tax year entries can be dated in; without it, the rep's current year. */
export const financeExportQuerySchema = z.strictObject({
  year: z.coerce
    .number({ error: "Year must be a number such as 2026" })
    .int({ error: "Year must be a number such as 2026" })
    .min(EARLIEST_YEAR, { error: `Year must be ${EARLIEST_YEAR} or later` })
    .max(9999, { error: "Year must be a number such as 2026" })
    .optional(),
});
