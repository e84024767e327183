import { formatDollars } from "@/lib/money-text";

export interface CategoryTotal {
  categoryId: number | null;
  name: string;
  color: string;
  total: number;
  percent: number;
}

export interface BreakdownBar {
  key: string;
  name: string;
  color: string;
  /** The bar's length, 0–100, against the largest category (which fills the track). */
  width: number;
  amount: string;
  percent: string;
}

/** A bar shorter than this would not be seen: any spending shows at least a sliver. */
export const MIN_BAR_WIDTH = 2;

/**
 * The Category Breakdown's bars, in the summary's order (largest first). The largest category fills the
 * track so the differences read; the text beside each bar gives the amount and its share of Total Expenses.
 */
export function breakdownBars(categories: readonly CategoryTotal[]): BreakdownBar[] {
  const largest = Math.max(0, ...categories.map((c) => c.total));
  return categories.map((c) => {
    const width = largest > 0 && c.total > 0 ? Math.max(MIN_BAR_WIDTH, (c.total / largest) * 100) : 0;
    return {
      key: c.categoryId === null ? "uncategorized" : String(c.categoryId),
      name: c.name,
      color: c.color,
      width: Math.round(width * 10) / 10,
      amount: formatDollars(c.total),
      percent: `${c.percent.toFixed(1)}%`,
    };
  });
}
