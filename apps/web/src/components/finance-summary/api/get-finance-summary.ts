import { type FinancePeriod, financeSummarySchema } from "@measured/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { financeKeys } from "./finance-keys";

/** GET /api/finance/summary?period=: the cards, the period's days and the Category Breakdown. */
export function getFinanceSummary(period: FinancePeriod, { signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", `/api/finance/summary?period=${period}`, financeSummarySchema, { signal });
}

export const financeSummaryQueryOptions = (period: FinancePeriod) =>
  queryOptions({ queryKey: financeKeys.summaryOf(period), queryFn: ({ signal }) => getFinanceSummary(period, { signal }) });

/** The previous period's figures stay (dimmed by the page) while the next one loads. */
export function useFinanceSummary(period: FinancePeriod) {
  return useQuery({ ...financeSummaryQueryOptions(period), placeholderData: keepPreviousData });
}
