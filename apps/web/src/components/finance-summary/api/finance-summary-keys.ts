import type { FinancePeriod, FinanceRange } from "@measured/core";

/**
 * The summary's keys: the root refreshes every period and range after any finance write. Apart from the
 * query (get-finance-summary.ts) so the signed-in page's state can seed it without the answer's schema.
 */
export const financeSummaryKeys = {
  root: ["/api/finance/summary"] as const,
  ofPeriod: (period: FinancePeriod) => ["/api/finance/summary", period] as const,
  ofRange: (range: FinanceRange) => ["/api/finance/summary", range] as const,
};
