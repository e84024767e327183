import { type CreateKpiDefinitionInput, kpiDefinitionSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateMetricQueries, metricKeys } from "@/lib/query-keys";

/** POST /api/kpi-definitions: 201 with the new metric; 409 when the name exists. */
export function createKpiDefinition(input: CreateKpiDefinitionInput) {
  return apiJson("POST", "/api/kpi-definitions", kpiDefinitionSchema, { body: input });
}

export function useCreateKpiDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKpiDefinition,
    // The new metric is a Daily Input field and a quick-entry counter at once; the order lists it too.
    onSuccess: () =>
      Promise.all([invalidateMetricQueries(queryClient), queryClient.invalidateQueries({ queryKey: metricKeys.preferences })]),
  });
}
