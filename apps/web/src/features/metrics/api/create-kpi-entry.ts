import { type CreateKpiEntryInput, kpiEntrySchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateMetricQueries } from "@/lib/query-keys";

/** POST /api/kpi-entries: adds `value` to the day's value of the named metric (quick entry). */
export function createKpiEntry(input: CreateKpiEntryInput) {
  return apiJson("POST", "/api/kpi-entries", kpiEntrySchema, { body: input });
}

/** Quick entry: one call per counter above 0, one after the other. */
export async function createKpiEntries(inputs: readonly CreateKpiEntryInput[]): Promise<void> {
  for (const input of inputs) await createKpiEntry(input);
}

export function useCreateKpiEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKpiEntries,
    // Refresh even after a partial failure: the calls before it were saved.
    onSettled: () => invalidateMetricQueries(queryClient),
  });
}
