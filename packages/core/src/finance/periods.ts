import { addDays, todayIn } from "../kpi/periods";

/**
 * The Finance screen's periods (spec section 2): Week, Month, Year, as calendar days in the rep's IANA
 * zone, so an expense logged at 9 pm in Los Angeles is in that day's week whatever the server's clock
 * says. Built on the dashboard's zone arithmetic (kpi/periods.ts: Intl, no date library).
 */
export const FINANCE_PERIODS = ["week", "month", "year"] as const;
export type FinancePeriod = (typeof FINANCE_PERIODS)[number];

/** Inclusive calendar days, YYYY-MM-DD. */
export interface FinanceRange {
  from: string;
  to: string;
}

/** Days in the finance week: spec section 9, "the finance week is the last 7 days" (not Sunday to today). */
export const FINANCE_WEEK_DAYS = 7;

/** The last day of a month, `YYYY-MM` → `YYYY-MM-28…31` (day 0 of the next month is this one's last). */
function lastDayOfMonth(yearMonth: string): string {
  const days = new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)), 0)).getUTCDate();
  return `${yearMonth}-${String(days).padStart(2, "0")}`;
}

/**
 * The days a finance period covers at `now` in `timeZone` (throws RangeError for a zone Intl does not
 * know; check it with isValidTimeZone first).
 * - week: the last 7 days, today included (today and the 6 before it), whatever weekday today is.
 * - month: the whole calendar month, 1st to last day; year: 1 January to 31 December. Whole, not "to
 *   date": an entry dated later this month (a booked trip, a bill due) belongs to this month's books, and
 *   the year is the tax year the export (?year=) reports.
 */
export function financePeriodRange(period: FinancePeriod, now: Date, timeZone: string): FinanceRange {
  const today = todayIn(timeZone, now);
  switch (period) {
    case "week":
      return { from: addDays(today, -(FINANCE_WEEK_DAYS - 1)), to: today };
    case "month":
      return { from: `${today.slice(0, 7)}-01`, to: lastDayOfMonth(today.slice(0, 7)) };
    case "year":
      return taxYearRange(Number(today.slice(0, 4)));
  }
}

/** A calendar (tax) year's days, as GET /api/export/expenses?year= reports them. */
export function taxYearRange(year: number): FinanceRange {
  const y = String(year).padStart(4, "0");
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/** Whether a day lies in a range, both ends included (ISO days compare as text). */
export const isInFinanceRange = (date: string, range: FinanceRange) => date >= range.from && date <= range.to;

/**
 * The days GET /api/finance/summary reports: a period's in the rep's zone (the Finance screen's tabs), or the
 * range asked for by its ends (the dashboard's period; financeSummaryQuerySchema asks for one or the other).
 */
export function financeQueryRange(
  query: { period?: FinancePeriod; from?: string; to?: string },
  now: Date,
  timeZone: string,
): { period: FinancePeriod | null; range: FinanceRange } {
  if (query.period) return { period: query.period, range: financePeriodRange(query.period, now, timeZone) };
  if (query.from === undefined || query.to === undefined)
    throw new RangeError("A summary needs a period or both ends of a range");
  return { period: null, range: { from: query.from, to: query.to } };
}
