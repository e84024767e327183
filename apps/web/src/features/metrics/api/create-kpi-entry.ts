import { type CreateKpiEntryInput, type QuickEntryAnswer, quickEntryAnswerSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { invalidateMetricQueries } from "@/lib/query-keys";

/**
 * POST /api/kpi-entries: adds `value` to the day's value of the named metric (quick entry). The
 * answer says what it added; its Idempotency-Key names it to POST /api/kpi-entries/undo.
 */
export function createKpiEntry(input: CreateKpiEntryInput, idempotencyKey: string): Promise<QuickEntryAnswer> {
  return apiJson("POST", "/api/kpi-entries", quickEntryAnswerSchema, { body: input, idempotencyKey });
}

/** One counter the quick entry saved: what it added, the day's value after it, and the key it was sent under. */
export interface SavedCounter {
  metricName: string;
  added: number;
  /** The day's value once this counter was added (the server's answer). */
  dayValue: number;
  idempotencyKey: string;
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

/** Quick entry: one call per counter above 0, one after the other (spec section 9), each under its own key. */
export async function createKpiEntries(
  inputs: readonly (CreateKpiEntryInput & { metricName: string })[],
): Promise<SavedCounter[]> {
  const saved: SavedCounter[] = [];
  for (const input of inputs) {
    const idempotencyKey = newIdempotencyKey();
    let entry: QuickEntryAnswer;
    try {
      entry = await createKpiEntry(input, idempotencyKey);
    } catch (error) {
      throw new QuickEntrySaveError(saved, error);
    }
    saved.push({ metricName: input.metricName, added: entry.added, dayValue: entry.value, idempotencyKey });
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
