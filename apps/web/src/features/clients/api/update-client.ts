import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { clientSchema, type LeadDialogValues } from "./client-schema";
import { invalidateLeadQueries } from "./lead-query-keys";

export interface UpdateClientVariables {
  id: number;
  input: LeadDialogValues;
  idempotencyKey: string;
}

/** PUT /api/clients/{id}: the whole record as the lead dialog holds it. */
export function updateClient({ id, input, idempotencyKey }: UpdateClientVariables) {
  return apiJson("PUT", `/api/clients/${id}`, clientSchema, { body: input, headers: { "Idempotency-Key": idempotencyKey } });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => invalidateLeadQueries(queryClient) });
}
