import type { PatchClientInput } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { invalidateLeadQueries } from "@/lib/lead-query-keys";
import { clientSchema, type LeadDialogValues } from "./client-schema";

export interface UpdateClientVariables {
  id: number;
  /** Only the fields the rep changed in the dialog. */
  changes: Partial<LeadDialogValues>;
  idempotencyKey: string;
}

/**
 * PATCH /api/clients/{id} (spec section 7: "PUT or PATCH") with only what the rep changed: the dialog
 * may have opened on a card read before a change made elsewhere (a took-place box, another phone),
 * and sending the whole record back would undo that change (decision 032).
 */
export function updateClient({ id, changes, idempotencyKey }: UpdateClientVariables) {
  const body: PatchClientInput = changes;
  return apiJson("PATCH", `/api/clients/${id}`, clientSchema, { body, idempotencyKey });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => invalidateLeadQueries(queryClient) });
}
