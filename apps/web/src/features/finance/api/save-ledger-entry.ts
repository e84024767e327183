import { RECEIPT_FAILED, receiptPath } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, serverMessage } from "@/lib/api-client";
import { invalidateFinanceQueries, LEDGER_PATHS, type LedgerKind } from "./finance-keys";

export interface SaveEntryVariables {
  kind: LedgerKind;
  /** The entry to change; null creates one. */
  id: number | null;
  /** The request body, as core's create or update schema takes it (an empty edit sends nothing). */
  body: Record<string, unknown>;
  /** Creates only: a retried Save records one entry. */
  idempotencyKey?: string;
  /** An expense's receipt photo, attached once the expense is saved. */
  receipt?: File | null;
}

export interface SavedEntry {
  id: number;
  /** Why the receipt was not attached (the expense itself is saved, whole), or null. */
  receiptProblem: string | null;
}

/**
 * POST /api/{kind} or PATCH /api/{kind}/{id}, then PUT the receipt photo if there is one. The expense is
 * saved whole either way: a photo the server refuses leaves it as it was, without a receipt, and says why.
 * The lists are read again afterwards.
 */
export async function saveLedgerEntry({ kind, id, body, idempotencyKey, receipt }: SaveEntryVariables): Promise<SavedEntry> {
  const path = LEDGER_PATHS[kind];
  let savedId = id;
  if (id === null) {
    const created = (await (await apiRequest("POST", path, { body, idempotencyKey })).json()) as { id: number };
    savedId = created.id;
  } else if (Object.keys(body).length > 0) {
    await apiRequest("PATCH", `${path}/${id}`, { body });
  }
  if (savedId === null) throw new Error("no entry");
  if (!receipt) return { id: savedId, receiptProblem: null };
  try {
    await apiRequest("PUT", receiptPath(savedId), { file: receipt });
    return { id: savedId, receiptProblem: null };
  } catch (error) {
    return { id: savedId, receiptProblem: serverMessage(error) ?? RECEIPT_FAILED };
  }
}

export function useSaveLedgerEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLedgerEntry, onSettled: () => invalidateFinanceQueries(queryClient) });
}
