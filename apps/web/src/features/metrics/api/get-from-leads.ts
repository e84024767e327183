import { fromLeadsSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** GET /api/dashboard/from-leads?date=: what the rep's leads did that day, per tracked metric (decision 043). */
export function getFromLeads(date: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", `/api/dashboard/from-leads?${new URLSearchParams({ date })}`, fromLeadsSchema, { signal });
}

/**
 * Under the dashboard's root: a lead or appointment change (invalidateLeadQueries, invalidateCrmQueries)
 * and a save of figures (invalidateMetricQueries) all refresh the dashboard, and with it this day's leads part.
 */
export const fromLeadsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...metricKeys.dashboard, "from-leads", date] as const,
    queryFn: ({ signal }) => getFromLeads(date, { signal }),
  });

export function useFromLeads(date: string) {
  return useQuery(fromLeadsQueryOptions(date));
}
