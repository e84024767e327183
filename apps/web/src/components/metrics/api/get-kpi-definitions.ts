import { kpiDefinitionSchema } from "@measured/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

const kpiDefinitionsSchema = z.array(kpiDefinitionSchema);

/** GET /api/kpi-definitions: the user's active metrics (the dashboard, Daily Input, Customize Metrics, leads and goals share it). */
export function getKpiDefinitions({ signal }: { signal?: AbortSignal } = {}) {
  return apiJson("GET", "/api/kpi-definitions", kpiDefinitionsSchema, { signal });
}

export const kpiDefinitionsQueryOptions = () =>
  queryOptions({
    queryKey: metricKeys.kpiDefinitions,
    queryFn: ({ signal }) => getKpiDefinitions({ signal }),
  });

export function useKpiDefinitions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...kpiDefinitionsQueryOptions(), enabled });
}
