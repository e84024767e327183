import { type DashboardQuery, dashboardSchema } from "@measured/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** Spec section 9: the dashboard refreshes every 30 seconds. */
const REFRESH_MS = 30_000;

export type DashboardParams = Required<Pick<DashboardQuery, "period" | "timeZone">> &
  Pick<DashboardQuery, "startDate" | "endDate">;

/** GET /api/dashboard?period=&startDate=&endDate=&timeZone= */
export function getDashboard(params: DashboardParams, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ period: params.period, timeZone: params.timeZone });
  if (params.period === "custom" && params.startDate && params.endDate) {
    query.set("startDate", params.startDate);
    query.set("endDate", params.endDate);
  }
  return apiJson("GET", `/api/dashboard?${query}`, dashboardSchema, { signal });
}

export const dashboardQueryOptions = (params: DashboardParams) =>
  queryOptions({
    queryKey: [...metricKeys.dashboard, params],
    queryFn: ({ signal }) => getDashboard(params, { signal }),
    // Polls only while the tab is visible (TanStack pauses intervals in the background).
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });

export function useDashboard(params: DashboardParams) {
  return useQuery(dashboardQueryOptions(params));
}
