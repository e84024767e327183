import { kpiEntrySchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

const kpiEntriesSchema = z.array(kpiEntrySchema);

/** GET /api/kpi-entries?startDate=&endDate= for one day (Daily Input). */
export function getKpiEntriesForDay(date: string, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ startDate: date, endDate: date });
  return apiJson("GET", `/api/kpi-entries?${query}`, kpiEntriesSchema, { signal });
}

export const kpiEntriesForDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...metricKeys.kpiEntries, { startDate: date, endDate: date }],
    queryFn: ({ signal }) => getKpiEntriesForDay(date, { signal }),
  });

export function useKpiEntriesForDay(date: string) {
  return useQuery(kpiEntriesForDayQueryOptions(date));
}
