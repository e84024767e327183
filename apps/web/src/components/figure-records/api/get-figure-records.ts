import { type DashboardQuery, type FigureSelector, figureRecordsSchema } from "@measured/core";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

/** The dashboard's period as its request names it (the same fields as features/metrics' DashboardParams). */
export type FigurePeriod = Required<Pick<DashboardQuery, "period" | "timeZone">> & Pick<DashboardQuery, "startDate" | "endDate">;

/** /api/dashboard/figure-records?period=&timeZone=[&startDate=&endDate=]&metric=|step=&page= */
export function figureRecordsUrl(period: FigurePeriod, selector: FigureSelector, page: number): string {
  const query = new URLSearchParams({ period: period.period, timeZone: period.timeZone });
  if (period.period === "custom" && period.startDate && period.endDate) {
    query.set("startDate", period.startDate);
    query.set("endDate", period.endDate);
  }
  if ("metric" in selector) query.set("metric", selector.metric);
  else query.set("step", selector.step);
  if (page > 1) query.set("page", String(page));
  return `/api/dashboard/figure-records?${query}`;
}

/**
 * Under the dashboard's root key: any save of figures, lead or appointment change that refreshes the
 * dashboard refreshes the records behind its figures too.
 */
export const figureRecordsQueryOptions = (period: FigurePeriod, selector: FigureSelector) =>
  infiniteQueryOptions({
    queryKey: [...metricKeys.dashboard, "figure-records", period, selector] as const,
    queryFn: ({ pageParam, signal }) =>
      apiJson("GET", figureRecordsUrl(period, selector, pageParam), figureRecordsSchema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (page) => page.nextPage,
  });

export function useFigureRecords(period: FigurePeriod, selector: FigureSelector) {
  return useInfiniteQuery(figureRecordsQueryOptions(period, selector));
}
