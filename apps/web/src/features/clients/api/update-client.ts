import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { clientSchema } from "./client-schema";
import type { LeadPayload } from "./create-client";
import { invalidateLeadQueries } from "./lead-query-keys";

export interface UpdateClientVariables {
  id: number;
  input: LeadPayload;
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
