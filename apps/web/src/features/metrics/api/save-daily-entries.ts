import { type BulkKpiEntriesInput, kpiEntrySchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { invalidateMetricQueries } from "@/lib/query-keys";

const bulkResponseSchema = z.object({ entries: z.array(kpiEntrySchema) });

/** POST /api/kpi-entries/bulk: sets each metric's value for its day, all or nothing. */
export function saveDailyEntries(input: BulkKpiEntriesInput) {
  return apiJson("POST", "/api/kpi-entries/bulk", bulkResponseSchema, { body: input });
}

export function useSaveDailyEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyEntries,
    onSuccess: () => invalidateMetricQueries(queryClient),
  });
}
