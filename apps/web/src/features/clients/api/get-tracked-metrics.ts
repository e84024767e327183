import { isSolarLike, kpiDefinitionSchema } from "@measured/core";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { metricKeys } from "@/lib/query-keys";

const kpiDefinitionsSchema = z.array(kpiDefinitionSchema);

/**
 * GET /api/kpi-definitions, under the metrics' own key (one cache entry for both features): a rep is
 * solar-like when they track a tagging or knock/tag-split metric (core's isSolarLike, spec section 5).
 */
export function useIsSolarLike(): boolean {
  const definitions = useQuery({
    queryKey: metricKeys.kpiDefinitions,
    queryFn: ({ signal }) => apiJson("GET", "/api/kpi-definitions", kpiDefinitionsSchema, { signal }),
  });
  return isSolarLike((definitions.data ?? []).map((d) => d.name));
}
