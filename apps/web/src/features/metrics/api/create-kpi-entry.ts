import { type CreateKpiEntryInput, type KpiEntry, kpiEntrySchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateMetricQueries } from "@/lib/query-keys";

/** POST /api/kpi-entries: adds `value` to the day's value of the named metric (quick entry). */
export function createKpiEntry(input: CreateKpiEntryInput) {
  return apiJson("POST", "/api/kpi-entries", kpiEntrySchema, { body: input });
}

/** One counter the quick entry saved: what it added and the day's value after it. */
export interface SavedCounter {
  metricName: string;
  added: number;
  /** The day's value once this counter was added (the server's answer). */
  dayValue: number;
}

/** Some counters were saved before one failed: those are not to be sent again. */
export class QuickEntrySaveError extends Error {
  constructor(
    readonly saved: SavedCounter[],
    override readonly cause: unknown,
  ) {
    super("Quick entry saved only part of the counters");
  }
}

/** Quick entry: one call per counter above 0, one after the other (spec section 9). */
export async function createKpiEntries(
  inputs: readonly (CreateKpiEntryInput & { metricName: string })[],
): Promise<SavedCounter[]> {
  const saved: SavedCounter[] = [];
  for (const input of inputs) {
    let entry: KpiEntry;
    try {
      entry = await createKpiEntry(input);
    } catch (error) {
      throw new QuickEntrySaveError(saved, error);
    }
    saved.push({ metricName: input.metricName, added: Number(input.value), dayValue: entry.value });
  }
  return saved;
}

export function useCreateKpiEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKpiEntries,
    // Refresh even after a partial failure: the calls before it were saved.
    onSettled: () => invalidateMetricQueries(queryClient),
  });
}
