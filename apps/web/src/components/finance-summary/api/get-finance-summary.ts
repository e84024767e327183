import { type FinancePeriod, type FinanceRange, financeSummarySchema } from "@measured/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

import { financeSummaryKeys } from "./finance-summary-keys";

export { financeSummaryKeys };

/**
 * GET /api/finance/summary: `?period=` for the Finance screen's tabs, `?from=&to=` for the dashboard's
 * period (Revenue Tracking). The cards, the period's days and the Category Breakdown.
 */
export function getFinanceSummary(ask: FinancePeriod | FinanceRange, { signal }: { signal?: AbortSignal } = {}) {
  const query = typeof ask === "string" ? `period=${ask}` : `from=${ask.from}&to=${ask.to}`;
  return apiJson("GET", `/api/finance/summary?${query}`, financeSummarySchema, { signal });
}

export const financeSummaryQueryOptions = (period: FinancePeriod) =>
  queryOptions({ queryKey: financeSummaryKeys.ofPeriod(period), queryFn: ({ signal }) => getFinanceSummary(period, { signal }) });

/** The previous period's figures stay (dimmed by the page) while the next one loads. */
export function useFinanceSummary(period: FinancePeriod) {
  return useQuery({ ...financeSummaryQueryOptions(period), placeholderData: keepPreviousData });
}

/** The figures over given days (the dashboard's period); the last days' stay while the next load. */
export function useFinanceSummaryOf(range: FinanceRange) {
  return useQuery({
    queryKey: financeSummaryKeys.ofRange(range),
    queryFn: ({ signal }) => getFinanceSummary(range, { signal }),
    placeholderData: keepPreviousData,
  });
}
