import type { FinancePeriod } from "@measured/core";
import { formatShortDate } from "@/lib/format";

/** The period's days in words, under the period control: "Nov 21 – 27", "Oct 28 – Nov 3", "Jan 1 – Dec 31". */
export function periodRangeLabel(from: string, to: string, currentYear: string): string {
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  if (sameMonth && from.slice(0, 4) === currentYear) return `${formatShortDate(from, currentYear)} – ${Number(to.slice(8, 10))}`;
  return `${formatShortDate(from, currentYear)} – ${formatShortDate(to, currentYear)}`;
}

/** How a sentence names the period: the finance week is the last 7 days (spec section 9), not "this week". */
export const PERIOD_WORDS: Record<FinancePeriod, string> = {
  week: "in the last 7 days",
  month: "this month",
  year: "this year",
};

export const PERIOD_TABS: readonly { period: FinancePeriod; label: string }[] = [
  { period: "week", label: "Week" },
  { period: "month", label: "Month" },
  { period: "year", label: "Year" },
];
