import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateFinanceQueries, LEDGER_PATHS, type LedgerKind } from "./finance-keys";

/** DELETE /api/{revenue|expenses|mileage}/{id}. */
export async function deleteLedgerEntry({ kind, id }: { kind: LedgerKind; id: number }): Promise<void> {
  await apiRequest("DELETE", `${LEDGER_PATHS[kind]}/${id}`);
}

export function useDeleteLedgerEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLedgerEntry, onSuccess: () => invalidateFinanceQueries(queryClient) });
}
