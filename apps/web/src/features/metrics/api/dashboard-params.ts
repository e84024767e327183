import type { DashboardQuery } from "@measured/core";
import { metricKeys } from "@/lib/query-keys";
import { browserTimeZone } from "@/lib/time-zone";

/**
 * The dashboard request's parameters, address and cache key. Kept free of zod so the entry chunk
 * can ask for the first figures early (prefetch-dashboard.ts).
 */
export type DashboardParams = Required<Pick<DashboardQuery, "period" | "timeZone">> &
  Pick<DashboardQuery, "startDate" | "endDate">;

/** What the dashboard shows first: today, in the browser's time zone. */
export const initialDashboardParams = (): DashboardParams => ({ period: "today", timeZone: browserTimeZone() });

/** /api/dashboard?period=&startDate=&endDate=&timeZone= */
export function dashboardUrl(params: DashboardParams): string {
  const query = new URLSearchParams({ period: params.period, timeZone: params.timeZone });
  if (params.period === "custom" && params.startDate && params.endDate) {
    query.set("startDate", params.startDate);
    query.set("endDate", params.endDate);
  }
  return `/api/dashboard?${query}`;
}

export const dashboardQueryKey = (params: DashboardParams) => [...metricKeys.dashboard, params] as const;
