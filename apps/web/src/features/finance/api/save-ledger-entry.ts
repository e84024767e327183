import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateFinanceQueries, LEDGER_PATHS, type LedgerKind } from "./finance-keys";

export interface SaveEntryVariables {
  kind: LedgerKind;
  /** The entry to change; null creates one. */
  id: number | null;
  /** The request body, as core's create or update schema takes it. */
  body: Record<string, unknown>;
  /** Creates only: a retried Save records one entry. */
  idempotencyKey?: string;
}

/** POST /api/{kind} or PATCH /api/{kind}/{id}. The lists are read again afterwards, so the answer is not kept. */
export async function saveLedgerEntry({ kind, id, body, idempotencyKey }: SaveEntryVariables): Promise<void> {
  const path = LEDGER_PATHS[kind];
  if (id === null) await apiRequest("POST", path, { body, idempotencyKey });
  else await apiRequest("PATCH", `${path}/${id}`, { body });
}

export function useSaveLedgerEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLedgerEntry, onSuccess: () => invalidateFinanceQueries(queryClient) });
}
