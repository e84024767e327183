import { dashboardSchema } from "@measured/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { type DashboardParams, dashboardQueryKey, dashboardUrl } from "./dashboard-params";

/** Spec section 9: the dashboard refreshes every 30 seconds. */
const REFRESH_MS = 30_000;

/** GET /api/dashboard?period=&startDate=&endDate=&timeZone= */
export function getDashboard(params: DashboardParams, { signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", dashboardUrl(params), dashboardSchema, { signal });
}

export const dashboardQueryOptions = (params: DashboardParams) =>
  queryOptions({
    queryKey: dashboardQueryKey(params),
    queryFn: ({ signal }) => getDashboard(params, { signal }),
    // Polls only while the tab is visible (TanStack pauses intervals in the background).
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });

export function useDashboard(params: DashboardParams) {
  return useQuery(dashboardQueryOptions(params));
}
